import { useTranslation } from 'react-i18next';
import { DirectionText } from '../../shared/ui/direction-text';
import type { PositionSide } from './contracts.types';

export const PositionSideText = ({ side }: { side: PositionSide }) => {
  const { t } = useTranslation();
  return <DirectionText side={side} up={side === 'long'} block="position-side" label={t(`contracts.side.${side}`)} />;
};
