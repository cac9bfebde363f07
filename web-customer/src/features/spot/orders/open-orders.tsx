import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, useSubmissionKeys } from '../../../shared/api/submission-key';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Skeleton } from '../../../shared/ui/skeleton';
import { PaneEmpty, PaneFailed } from '../pane-state';
import { useCancelSpotOrderMutation, useSpotOrdersQuery } from '../spot.api';
import type { Order } from '../spot.types';
import { OrderItem } from './order-item';
import type { PairLookup } from './pair-scales';

// Working orders, each with a cancel button that asks first; a fill or a cancel moves it out by push.
export const OpenOrders = ({ symbol, pairOf }: { symbol: string | undefined; pairOf: PairLookup }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const keys = useSubmissionKeys();
  const { data, isLoading, isError, refetch } = useSpotOrdersQuery({ status: 'open', symbol });
  const [cancelOrder, { isLoading: cancelling }] = useCancelSpotOrderMutation();
  const [target, setTarget] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (order: Order) => {
    setFailure(null);
    setTarget(order);
  };

  const confirm = async () => {
    if (!target) return;
    const result = await cancelOrder({ key: keys.keyFor(target.id), body: target.id });
    keys.settle('error' in result ? result.error : undefined);
    if ('data' in result) {
      setTarget(null);
      dispatch(toastShown(t('spot.cancelDone'), 'success'));
      return;
    }
    const { message, retry } = describeFailure(result.error, t('spot.connectionLost'));
    setFailure(retry ? t('spot.safeToRetryCancel', { message }) : message);
    if (!retry) setTarget(null);
  };

  if (isLoading) return <Skeleton lines={4} />;
  if (!data) return isError ? <PaneFailed title={t('spot.orders.failed')} onRetry={refetch} testId="open-orders-error" /> : null;
  if (data.length === 0)
    return <PaneEmpty title={t('spot.orders.openEmpty')} body={t('spot.orders.openEmptyHint')} testId="open-orders-empty" />;

  return (
    <>
      <ul className="order-list" data-testid="open-orders">
        {data.map((order) => (
          <OrderItem
            key={order.id}
            order={order}
            pairOf={pairOf}
            action={
              <Button
                variant="secondary"
                className="button--small order-item__action"
                onClick={() => ask(order)}
                data-testid="cancel-order"
              >
                {t('spot.cancelOrder')}
              </Button>
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        title={t('spot.cancelTitle')}
        confirmLabel={t('spot.cancelConfirm')}
        dismissLabel={t('spot.keepOrder')}
        busy={cancelling}
        danger
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      >
        {target && (
          <ul className="order-list order-list--dialog">
            <OrderItem order={target} pairOf={pairOf} />
          </ul>
        )}
        <ul className="rule-list">
          <li>{t('spot.rule.cancel')}</li>
        </ul>
        {failure && (
          <p className="notice notice--warning" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
};
