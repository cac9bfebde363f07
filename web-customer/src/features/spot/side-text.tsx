import { useTranslation } from 'react-i18next';
import { DirectionText } from '../../shared/ui/direction-text';
import type { Side } from './spot.types';

export const SideText = ({ side }: { side: Side }) => {
  const { t } = useTranslation();
  return <DirectionText side={side} up={side === 'buy'} block="side-text" label={t(`spot.side.${side}`)} />;
};
