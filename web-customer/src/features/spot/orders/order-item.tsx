import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isZeroDecimal } from '../../../shared/decimal/decimal';
import { Fact } from '../../../shared/ui/fact';
import { SideText } from '../side-text';
import type { Order } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import { OrderStatusBadge } from './order-status';
import type { PairLookup } from './pair-scales';

interface OrderItemProps {
  order: Order;
  pairOf: PairLookup;
  // E.g. the cancel button of a working order.
  action?: ReactNode;
}

// One order: side, pair, type and status, then its price, size, what filled and at what average.
export const OrderItem = ({ order, pairOf, action }: OrderItemProps) => {
  const { t } = useTranslation();
  const pair = pairOf(order.symbol);
  const format = usePairFormat(pair);
  const size =
    order.quantity !== null
      ? `${format.quantity(order.quantity)} ${pair.base}`
      : order.quoteAmount !== null
        ? `${format.quote(order.quoteAmount)} ${pair.quote}`
        : '--';
  return (
    <li className="order-item" data-testid="order-item" data-id={order.id} data-status={order.status}>
      <div className="order-item__head">
        <SideText side={order.side} />
        <span className="order-item__pair">{pair.displaySymbol}</span>
        <span className="muted">
          {t(`spot.type.${order.type}`)}
          {order.ocoId !== null && ` · ${t('spot.type.oco')}`}
          {order.timeInForce !== 'gtc' && ` · ${t(`spot.tif.${order.timeInForce}`)}`}
        </span>
        <OrderStatusBadge status={order.status} />
        <time className="order-item__time muted" dateTime={order.createdAt}>
          {format.dateTime(order.createdAt)}
        </time>
      </div>
      <dl className="order-item__facts">
        {order.stopPrice !== null && (
          <Fact label={t('spot.stopPrice')} testId="order-item-stop-price">
            {format.price(order.stopPrice)}
          </Fact>
        )}
        <Fact label={t('spot.price')}>{order.price !== null ? format.price(order.price) : t('spot.type.market')}</Fact>
        <Fact label={order.quantity !== null ? t('spot.quantity') : t('spot.quoteAmount')}>{size}</Fact>
        <Fact label={t('spot.filled')} testId="order-filled">
          {format.quantity(order.filledQuantity)} {pair.base}
        </Fact>
        <Fact label={t('spot.averagePrice')}>{order.averagePrice !== null ? format.price(order.averagePrice) : '--'}</Fact>
        <Fact label={t('spot.fee')}>{isZeroDecimal(order.fee) ? '--' : `${format.exact(order.fee)} ${order.feeCoin}`}</Fact>
      </dl>
      {order.triggerTick && (
        <p className="order-item__reason" data-testid="order-triggered">
          {t('spot.triggeredAt', { price: format.price(order.triggerTick.price), seq: order.triggerTick.seq, time: format.dateTime(order.triggerTick.at) })}
        </p>
      )}
      {order.unspent !== undefined && !isZeroDecimal(order.unspent) && (
        <p className="order-item__reason" data-testid="order-unspent">
          {t('spot.unspentReturned', { amount: format.quote(order.unspent), coin: pair.quote })}
        </p>
      )}
      {order.status === 'cancelled' && order.cancelReason && (
        <p className="order-item__reason">
          {t('spot.cancelReason', { reason: t(`spot.cancelReasons.${order.cancelReason}`, { defaultValue: order.cancelReason }) })}
        </p>
      )}
      {action}
    </li>
  );
};
