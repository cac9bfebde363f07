import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../shared/ui/summary-list';
import { SideText } from '../side-text';
import type { OrderDraft, SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import type { OrderEstimate } from './order-estimate';

interface OrderConfirmBodyProps {
  market: SpotMarket;
  order: OrderDraft;
  // The figures of the form when it was reviewed; a market order's are estimates at the best price then.
  estimate: OrderEstimate | null;
}

// The rule that says when and how this order trades, in words.
const ruleOf = (order: OrderDraft): string => {
  if (order.type === 'limit') return order.timeInForce && order.timeInForce !== 'gtc' ? `spot.tifHint.${order.timeInForce}` : 'spot.rule.limit';
  return `spot.rule.${order.type}`;
};

// UI.md: side, type, price, size, the fee and what arrives, and the rules that apply, before anything happens.
export const OrderConfirmBody = ({ market, order, estimate }: OrderConfirmBodyProps) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const about = order.type === 'market' || order.type === 'stop_market' ? '≈ ' : '';
  const figure = (value: string | null | undefined, coin: string | undefined) =>
    value && coin ? `${about}${format.exact(value)} ${coin}` : '--';
  const priced = (value: string) => `${format.price(value)} ${market.quote}`;
  const size =
    'quoteAmount' in order
      ? { label: t('spot.quoteAmount'), value: `${format.quote(order.quoteAmount)} ${market.quote}` }
      : { label: t('spot.quantity'), value: `${format.quantity(order.quantity)} ${market.base}` };
  const stopRows =
    'stopPrice' in order
      ? [
          { label: t('spot.stopPrice'), value: priced(order.stopPrice), testId: 'confirm-stop-price' },
          ...(order.type === 'oco'
            ? [{ label: t('spot.stopLimitPrice'), value: order.stopLimitPrice ? priced(order.stopLimitPrice) : t('spot.bestPrice'), testId: 'confirm-stop-limit' }]
            : []),
        ]
      : [];
  return (
    <>
      <SummaryList
        items={[
          { label: t('spot.pair'), value: market.displaySymbol },
          { label: t('spot.sideLabel'), value: <SideText side={order.side} />, testId: 'confirm-side' },
          { label: t('spot.typeLabel'), value: t(`spot.type.${order.type}`), testId: 'confirm-type' },
          ...(order.type === 'limit' && order.timeInForce ? [{ label: t('spot.timeInForce'), value: t(`spot.tif.${order.timeInForce}`), testId: 'confirm-tif' }] : []),
          ...(order.type === 'oco' ? stopRows : []),
          {
            label: t(order.type === 'oco' ? 'spot.ocoLimitPrice' : order.type === 'stop_limit' ? 'spot.limitPrice' : 'spot.price'),
            value: 'price' in order ? priced(order.price) : t('spot.bestPrice'),
            testId: 'confirm-price',
          },
          ...(order.type === 'oco' ? [] : stopRows),
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
        <li>{t(ruleOf(order))}</li>
        <li>{t('spot.rule.fee', { maker: format.percent(market.makerFee), taker: format.percent(market.takerFee) })}</li>
        <li>{t('spot.rule.frozen')}</li>
      </ul>
    </>
  );
};
