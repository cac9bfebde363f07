import { useTranslation } from 'react-i18next';
import type { Side } from './spot.types';

const ARROW: Record<Side, string> = { buy: '▲', sell: '▼' };

// "▲ Buy" / "▼ Sell": the word and the arrow say the side; the up/down colour only repeats it.
export const SideText = ({ side }: { side: Side }) => {
  const { t } = useTranslation();
  return (
    <span className={`side-text side-text--${side}`} data-side={side}>
      <span aria-hidden="true">{ARROW[side]}</span> {t(`spot.side.${side}`)}
    </span>
  );
};
