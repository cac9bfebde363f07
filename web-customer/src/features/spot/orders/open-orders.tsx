import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, useSubmissionKeys } from '../../../shared/api/submission-key';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PaneList } from '../pane-state';
import { useCancelSpotOrderMutation, useSpotOrdersQuery } from '../spot.api';
import type { Order } from '../spot.types';
import { OrderItem } from './order-item';
import type { PairLookup } from './pair-scales';

// Working orders, each with a cancel button that asks first; a fill or a cancel moves it out by push.
export const OpenOrders = ({ symbol, pairOf }: { symbol: string | undefined; pairOf: PairLookup }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const keys = useSubmissionKeys();
  const open = useSpotOrdersQuery({ status: 'open', symbol });
  const [cancelOrder, { isLoading: cancelling }] = useCancelSpotOrderMutation();
  const [target, setTarget] = useState<Order | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (order: Order) => {
    setFailure(null);
    setTarget(order);
  };

  const confirm = async () => {
    if (!target) return;
    const result = await keys.send(target.id, (key) => cancelOrder({ key, body: target.id }));
    if ('data' in result) {
      setTarget(null);
      dispatch(toastShown(t('spot.cancelDone'), 'success'));
      return;
    }
    const { message, retry } = describeFailure(result.error, t('spot.connectionLost'));
    setFailure(retry ? t('spot.safeToRetryCancel', { message }) : message);
    if (!retry) setTarget(null);
  };

  const words = { failed: t('spot.orders.failed'), empty: t('spot.orders.openEmpty'), emptyHint: t('spot.orders.openEmptyHint') };
  return (
    <PaneList query={open} skeletonLines={4} words={words} testId="open-orders">
      {(orders) => (
        <>
          <ul className="order-list" data-testid="open-orders">
            {orders.map((order) => (
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
      )}
    </PaneList>
  );
};
