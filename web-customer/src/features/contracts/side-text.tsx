import { useTranslation } from 'react-i18next';
import type { PositionSide } from './contracts.types';

const ARROW: Record<PositionSide, string> = { long: '▲', short: '▼' };

// "▲ Long" / "▼ Short": the word and the arrow say the side; the up/down colour only repeats it.
export const PositionSideText = ({ side }: { side: PositionSide }) => {
  const { t } = useTranslation();
  return (
    <span className={`position-side position-side--${side}`} data-side={side}>
      <span aria-hidden="true">{ARROW[side]}</span> {t(`contracts.side.${side}`)}
    </span>
  );
};
