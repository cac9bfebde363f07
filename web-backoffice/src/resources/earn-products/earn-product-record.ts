import type { ApiBody, ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// `GET /earn/products`, `GET /earn/products/:id`: a product as finance sees it (docs/earn.md).
export type EarnProduct = RaRecord & ApiModel<'EarnStaffProductResponseDto'>;
type EarnProductChange = ApiBody<'PublishEarnProductDto'>;

export const PENALTY_KINDS = ['principal-share', 'per-remaining-day'] as const;
export const PRODUCT_KINDS = ['custody', 'vip'] as const;

/** The form holds the record's terms and the reason for this change; the API takes them side by side. */
export const earnProductChange = (form: { terms: Omit<EarnProductChange, 'reason'>; changeReason?: string }): EarnProductChange => ({
  kind: form.terms.kind,
  minVipLevel: form.terms.kind === 'vip' ? Number(form.terms.minVipLevel ?? 1) : 0,
  cycleDays: Number(form.terms.cycleDays),
  minAmount: String(form.terms.minAmount).trim(),
  maxAmount: String(form.terms.maxAmount).trim(),
  dailyRateMin: String(form.terms.dailyRateMin).trim(),
  dailyRateMax: String(form.terms.dailyRateMax).trim(),
  penalty: { kind: form.terms.penalty.kind, rate: String(form.terms.penalty.rate).trim() },
  enabled: Boolean(form.terms.enabled),
  reason: form.changeReason?.trim() ?? '',
});
