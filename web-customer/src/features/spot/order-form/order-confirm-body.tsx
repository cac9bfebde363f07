import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../shared/ui/summary-list';
import { SideText } from '../side-text';
import type { NewOrder, SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import type { OrderEstimate } from './order-estimate';

interface OrderConfirmBodyProps {
  market: SpotMarket;
  order: NewOrder;
  // The figures of the form when it was reviewed; a market order's are estimates at the best price then.
  estimate: OrderEstimate | null;
}

// UI.md: side, type, price, size, the fee and what arrives, and the rules that apply, before anything happens.
export const OrderConfirmBody = ({ market, order, estimate }: OrderConfirmBodyProps) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const about = order.type === 'market' ? '≈ ' : '';
  const figure = (value: string | null | undefined, coin: string | undefined) =>
    value && coin ? `${about}${format.exact(value)} ${coin}` : '--';
  const size =
    'quoteAmount' in order
      ? { label: t('spot.quoteAmount'), value: `${format.quote(order.quoteAmount)} ${market.quote}` }
      : { label: t('spot.quantity'), value: `${format.quantity(order.quantity)} ${market.base}` };
  return (
    <>
      <SummaryList
        items={[
          { label: t('spot.pair'), value: market.displaySymbol },
          { label: t('spot.sideLabel'), value: <SideText side={order.side} />, testId: 'confirm-side' },
          { label: t('spot.typeLabel'), value: t(`spot.type.${order.type}`), testId: 'confirm-type' },
          {
            label: t('spot.price'),
            value: order.type === 'limit' ? `${format.price(order.price)} ${market.quote}` : t('spot.bestPrice'),
            testId: 'confirm-price',
          },
          { ...size, testId: 'confirm-size' },
          // A market buy's size already is its total.
          ...('quoteAmount' in order
            ? []
            : [{ label: t('spot.total'), value: figure(estimate?.total, market.quote), testId: 'confirm-total' }]),
          { label: t('spot.estimatedFee'), value: figure(estimate?.fee, estimate?.feeCoin), testId: 'confirm-fee' },
          { label: t('spot.receive'), value: figure(estimate?.receive, estimate?.receiveCoin), emphasis: true, testId: 'confirm-receive' },
        ]}
      />
      <ul className="rule-list" data-testid="confirm-rules">
        <li>{order.type === 'limit' ? t('spot.rule.limit') : t('spot.rule.market')}</li>
        <li>{t('spot.rule.fee', { maker: format.percent(market.makerFee), taker: format.percent(market.takerFee) })}</li>
        <li>{t('spot.rule.frozen')}</li>
      </ul>
    </>
  );
};
