import { useTranslation } from 'react-i18next';
import { isZeroDecimal } from '../../../shared/decimal/decimal';
import type { Order, SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';

// What the customer is told once the order is in: filled at once, waiting in the book, or waiting for its stop. A market buy
// by amount that filled says how much of the amount was not needed and went back to spot.
export const usePlacementNotice = (market: SpotMarket) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  return (order: Order): string => {
    if (order.status === 'untriggered') return t('spot.stopPlaced');
    if (order.status !== 'filled') return t('spot.placed');
    if (order.unspent === undefined || isZeroDecimal(order.unspent)) return t('spot.placedFilled');
    return t('spot.placedFilledUnspent', { amount: format.quote(order.unspent), coin: market.quote });
  };
};
