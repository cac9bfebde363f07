import type { ApiBody, ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';

// `GET /earn/products`, `GET /earn/products/:id`: a product as finance sees it (docs/earn.md).
export type EarnProduct = RaRecord & ApiModel<'EarnStaffProductResponseDto'>;
type EarnProductChange = ApiBody<'PublishEarnProductDto'>;

export const PENALTY_KINDS = valuesOf<EarnProductChange['penalty']['kind']>({ 'principal-share': true, 'per-remaining-day': true });
export const PRODUCT_KINDS = valuesOf<EarnProductChange['kind']>({ custody: true, vip: true });

/** The form holds the record's terms and the reason for this change; the API takes them side by side. */
export const earnProductChange = (form: { terms: Omit<EarnProductChange, 'reason'>; changeReason?: string }): EarnProductChange => ({
  kind: form.terms.kind,
  // eslint-disable-next-line money/no-float-conversion -- a VIP level
  minVipLevel: form.terms.kind === 'vip' ? Number(form.terms.minVipLevel ?? 1) : 0,
  // eslint-disable-next-line money/no-float-conversion -- a number of days
  cycleDays: Number(form.terms.cycleDays),
  minAmount: String(form.terms.minAmount).trim(),
  maxAmount: String(form.terms.maxAmount).trim(),
  dailyRateMin: String(form.terms.dailyRateMin).trim(),
  dailyRateMax: String(form.terms.dailyRateMax).trim(),
  penalty: { kind: form.terms.penalty.kind, rate: String(form.terms.penalty.rate).trim() },
  enabled: Boolean(form.terms.enabled),
  reason: form.changeReason?.trim() ?? '',
});
