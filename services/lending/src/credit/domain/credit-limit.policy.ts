import { limitsOf, levelOf, type KycTier, type TierLimits } from '@meridian/contracts';
import { ASSETS, Money } from '@meridian/money';

/**
 * The published table from a credit score (0 to 1000) to what a customer may borrow in all; the
 * verification level caps it (loans need advanced verification). Pure.
 */
export const CREDIT_BANDS: readonly { from: number; to: number; limit: string }[] = [
  { from: 0, to: 599, limit: '0' },
  { from: 600, to: 699, limit: '5000' },
  { from: 700, to: 799, limit: '20000' },
  { from: 800, to: 1000, limit: '50000' },
];

export type BorrowingRefusal = 'loans.advancedRequired' | 'loans.noScore' | 'loans.scoreTooLow' | null;

export interface BorrowingLimit {
  /** USDT the customer may owe in all; '0' when refused. */
  limit: string;
  refusal: BorrowingRefusal;
}

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);

export function borrowingLimit(score: number | null, tiers: readonly KycTier[], table?: readonly TierLimits[]): BorrowingLimit {
  const level = limitsOf(levelOf(tiers), table);
  if (!level.canBorrow || level.borrowLimit === null) return { limit: '0.000000', refusal: 'loans.advancedRequired' };
  if (score === null) return { limit: '0.000000', refusal: 'loans.noScore' };
  const band = CREDIT_BANDS.find((entry) => score >= entry.from && score <= entry.to)!;
  const limit = Money.min(usdt(band.limit), usdt(level.borrowLimit));
  return { limit: limit.toString(), refusal: limit.isZero() ? 'loans.scoreTooLow' : null };
}
