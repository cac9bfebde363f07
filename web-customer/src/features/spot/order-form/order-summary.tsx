import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../shared/ui/summary-list';
import type { SpotMarket } from '../spot.types';
import { usePairFormat } from '../use-pair-format';
import type { OrderEstimate } from './order-estimate';

interface OrderSummaryProps {
  market: SpotMarket;
  // The coin that pays for this side, and how much of it the spot account has (null while unknown).
  payingCoin: string;
  available: string | null;
  estimate: OrderEstimate | null;
}

// Under the fields: what there is to spend, and what the order would cost, charge and bring.
export const OrderSummary = ({ market, payingCoin, available, estimate }: OrderSummaryProps) => {
  const { t } = useTranslation();
  const format = usePairFormat(market);
  const about = estimate?.estimated ? '≈ ' : '';
  const shown = (value: string | null | undefined, coin: string) => (value ? `${about}${format.exact(value)} ${coin}` : '--');
  return (
    <div className="order-summary" aria-live="polite">
      <SummaryList
        items={[
          {
            label: t('spot.available'),
            value: available === null ? '--' : `${format.exact(available)} ${payingCoin}`,
            testId: 'order-available',
          },
          { label: t('spot.total'), value: shown(estimate?.total, market.quote), testId: 'order-total' },
          {
            label: t('spot.feeRate', { rate: format.percent(market.takerFee) }),
            value: shown(estimate?.fee, estimate?.feeCoin ?? ''),
            testId: 'order-fee',
          },
          { label: t('spot.receive'), value: shown(estimate?.receive, estimate?.receiveCoin ?? ''), testId: 'order-receive' },
        ]}
      />
    </div>
  );
};
