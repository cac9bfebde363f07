import type { KycTier } from './kyc.v1';

/** The verification a customer holds: none yet, or the highest tier approved. */
export type VerificationLevel = 'unverified' | KycTier;

/**
 * What each level of verification opens, published at `GET /api/v1/kyc/limits` and in docs/kyc.md, and
 * enforced by the service that owns each action (withdrawals in accounts, stakes in trading). Amounts
 * are USDT, decimal strings; null means no limit of this kind.
 */
export interface TierLimits {
  level: VerificationLevel;
  /** Withdrawals per calendar day (UTC), all coins valued in USDT. */
  withdrawPerDay: string;
  /** Loans need advanced verification. */
  canBorrow: boolean;
  /** The most that may be borrowed in total. */
  borrowLimit: string | null;
  /** The most one delivery option may stake. */
  optionStakePerOrder: string;
  /** The credit score needs primary verification. */
  creditScore: boolean;
}

export const TIER_LIMITS: readonly TierLimits[] = [
  { level: 'unverified', withdrawPerDay: '20000', canBorrow: false, borrowLimit: null, optionStakePerOrder: '500', creditScore: false },
  { level: 'primary', withdrawPerDay: '100000', canBorrow: false, borrowLimit: null, optionStakePerOrder: '5000', creditScore: true },
  { level: 'advanced', withdrawPerDay: '500000', canBorrow: true, borrowLimit: '100000', optionStakePerOrder: '10000', creditScore: true },
  { level: 'address', withdrawPerDay: '1000000', canBorrow: true, borrowLimit: '200000', optionStakePerOrder: '10000', creditScore: true },
];

/** The level of a customer holding these tiers: address counts only on top of advanced, as it can only follow primary. */
export function levelOf(tiers: readonly KycTier[]): VerificationLevel {
  if (tiers.includes('advanced') && tiers.includes('address')) return 'address';
  if (tiers.includes('advanced')) return 'advanced';
  if (tiers.includes('primary')) return 'primary';
  return 'unverified';
}

export const limitsOf = (level: VerificationLevel): TierLimits => TIER_LIMITS.find((limits) => limits.level === level)!;
