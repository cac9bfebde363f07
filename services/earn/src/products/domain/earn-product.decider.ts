import { MAX_VIP_LEVEL } from '@meridian/contracts';
import { Decimal } from '@meridian/money';
import { DomainError, type Decider } from '@meridian/decider';
import type { EarnProductTerms } from './earn-product-terms';

/**
 * A product as finance publishes it: one stream per product, `earn-product-<productId>`, every change
 * with the staff member and a reason. Orders froze their terms at purchase, so a change reaches only
 * the orders placed after it. The defaults in earn-product-terms.ts stand until the first change.
 */
export type EarnProductEvent = { type: 'EarnProductPublished'; data: { terms: EarnProductTerms; staffId: string; reason: string; at: string } };
export type EarnProductCommand = { type: 'PublishEarnProduct'; data: { terms: EarnProductTerms; staffId: string; reason: string }; metadata: { now: string } };

export const earnProductStream = (productId: string) => `earn-product-${productId}`;

/** A daily yield above 5% a day is a typing mistake, not a product. */
const MAX_DAILY_RATE = Decimal.parse('0.05');
const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;
const RATE = /^0(\.\d{1,8})?$/;

/** Why these terms cannot be offered (a message key), or null. */
export function earnProductProblem(terms: EarnProductTerms): string | null {
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(terms.productId)) return 'earn.productIdInvalid';
  const minVipLevel = terms.minVipLevel ?? 0;
  if (!Number.isInteger(minVipLevel) || minVipLevel < 0 || minVipLevel > MAX_VIP_LEVEL) return 'vip.levelInvalid';
  if ((terms.kind === 'vip') !== minVipLevel > 0) return 'earn.vipLevelMismatch';
  if (!Number.isInteger(terms.cycleDays) || terms.cycleDays < 1 || terms.cycleDays > 365) return 'earn.cycleInvalid';
  if (!AMOUNT.test(terms.minAmount) || !AMOUNT.test(terms.maxAmount)) return 'earn.boundsInvalid';
  const min = Decimal.parse(terms.minAmount);
  if (min.isZero() || min.compare(Decimal.parse(terms.maxAmount)) > 0) return 'earn.boundsInvalid';
  if (!RATE.test(terms.dailyRateMin) || !RATE.test(terms.dailyRateMax)) return 'earn.rangeInvalid';
  const low = Decimal.parse(terms.dailyRateMin);
  const high = Decimal.parse(terms.dailyRateMax);
  if (low.compare(high) > 0 || high.compare(MAX_DAILY_RATE) > 0) return 'earn.rangeInvalid';
  if (!RATE.test(terms.penalty.rate)) return 'earn.penaltyInvalid';
  return null;
}

export const earnProductDecider: Decider<EarnProductCommand, EarnProductEvent, { terms: EarnProductTerms | null }> = {
  decide({ data, metadata }) {
    const { terms, staffId, reason } = data;
    if (!reason.trim()) throw new DomainError('review.reasonRequired');
    const problem = earnProductProblem(terms);
    if (problem) throw new DomainError(problem);
    const published: EarnProductTerms = {
      productId: terms.productId,
      kind: terms.kind,
      minVipLevel: terms.minVipLevel ?? 0,
      cycleDays: terms.cycleDays,
      minAmount: terms.minAmount,
      maxAmount: terms.maxAmount,
      dailyRateMin: terms.dailyRateMin,
      dailyRateMax: terms.dailyRateMax,
      penalty: { kind: terms.penalty.kind, rate: terms.penalty.rate },
      enabled: terms.enabled,
    };
    return [{ type: 'EarnProductPublished', data: { terms: published, staffId, reason: reason.trim(), at: metadata.now } }];
  },
  evolve: (_state, event) => ({ terms: event.data.terms }),
  initialState: () => ({ terms: null }),
};
