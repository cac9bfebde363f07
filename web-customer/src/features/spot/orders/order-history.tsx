import { useTranslation } from 'react-i18next';
import { useSpotOrdersQuery } from '../spot.api';
import { OrderItem } from './order-item';
import { OrderListPane } from './order-list-pane';
import type { PairLookup } from './pair-scales';

// Filled and cancelled orders, newest first.
export const OrderHistory = ({ symbol, pairOf }: { symbol: string | undefined; pairOf: PairLookup }) => {
  const { t } = useTranslation();
  const history = useSpotOrdersQuery({ status: 'history', symbol });
  const words = { failed: t('spot.orders.failed'), empty: t('spot.orders.historyEmpty'), emptyHint: t('spot.orders.historyEmptyHint') };
  return <OrderListPane query={history} words={words} testId="order-history" item={(order) => <OrderItem key={order.id} order={order} pairOf={pairOf} />} />;
};
