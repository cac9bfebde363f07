import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { SummaryList } from '../../shared/ui/summary-list';
import type { EarnOrder, EarnProduct } from './earn.api';
import { StatusBadge, type BadgeTone } from '../../shared/ui/badge';

type Terms = Pick<EarnProduct, 'cycleDays' | 'dailyRateMin' | 'dailyRateMax'> & { penalty: EarnProduct['penalty'] };

// The rules a product (or an order, frozen) runs by, in the customer's words.
export const EarnTerms = ({ terms, extra = [] }: { terms: Terms; extra?: { label: string; value: string }[] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const penalty =
    terms.penalty.kind === 'principal-share'
      ? t('earn.penaltyShare', { rate: format.percentSign(format.percent(terms.penalty.rate)) })
      : t('earn.penaltyPerDay', { rate: format.percentSign(format.percent(terms.penalty.rate)) });
  return (
    <SummaryList
      items={[
        { label: t('earn.cycle'), value: t('earn.days', { count: terms.cycleDays }) },
        {
          label: t('earn.dailyYield'),
          value: `${format.percentSign(format.percent(terms.dailyRateMin))} – ${format.percentSign(format.percent(terms.dailyRateMax))}`,
        },
        { label: t('earn.earlyRedemption'), value: penalty },
        ...extra,
      ]}
    />
  );
};

// "7-day custody", or "15-day VIP" with the level it needs.
export const useProductTitle = () => {
  const { t } = useTranslation();
  return (product: { kind: EarnProduct['kind']; cycleDays: number; minVipLevel?: number }) =>
    product.kind === 'vip'
      ? t('earn.vipProductName', { count: product.cycleDays, level: product.minVipLevel ?? 1 })
      : t('earn.productName', { count: product.cycleDays });
};

export const termsOfOrder = (order: EarnOrder): Terms => ({
  cycleDays: order.cycleDays,
  dailyRateMin: order.dailyRateMin,
  dailyRateMax: order.dailyRateMax,
  penalty: order.penaltyRule,
});

const TONES: Record<EarnOrder['status'], BadgeTone> = {
  funding: 'pending',
  failed: 'danger',
  in_custody: 'info',
  redeeming: 'pending',
  redemption_rejected: 'danger',
  redeemed: 'neutral',
  completed: 'success',
};

export const EarnStatusBadge = ({ status }: { status: EarnOrder['status'] }) => (
  <StatusBadge status={status} tone={TONES[status]} textKey={`earn.status.${status}`} testId="earn-status" />
);
