import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PaneEmpty, PaneFailed } from '../pane-state';
import { useSpotOrdersQuery } from '../spot.api';
import { OrderItem } from './order-item';
import type { PairLookup } from './pair-scales';

// Filled and cancelled orders, newest first.
export const OrderHistory = ({ symbol, pairOf }: { symbol: string | undefined; pairOf: PairLookup }) => {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useSpotOrdersQuery({ status: 'history', symbol });
  if (isLoading) return <Skeleton lines={4} />;
  if (!data) return isError ? <PaneFailed title={t('spot.orders.failed')} onRetry={refetch} testId="order-history-error" /> : null;
  if (data.length === 0)
    return <PaneEmpty title={t('spot.orders.historyEmpty')} body={t('spot.orders.historyEmptyHint')} testId="order-history-empty" />;
  return (
    <ul className="order-list" data-testid="order-history">
      {data.map((order) => (
        <OrderItem key={order.id} order={order} pairOf={pairOf} />
      ))}
    </ul>
  );
};
