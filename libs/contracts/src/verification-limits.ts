import type { KycTier } from './kyc-tiers';

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

export const VERIFICATION_LEVELS: readonly VerificationLevel[] = ['unverified', 'primary', 'advanced', 'address'];

/**
 * The level's row of a limits table: compliance may change the table (kyc publishes it as
 * `VerificationLimitsChanged`); the defaults above stand until they do.
 */
export const limitsOf = (level: VerificationLevel, table: readonly TierLimits[] = TIER_LIMITS): TierLimits =>
  table.find((limits) => limits.level === level) ?? TIER_LIMITS.find((limits) => limits.level === level)!;

const amount = (value: unknown): value is string => typeof value === 'string' && /^\d{1,12}(\.\d{1,6})?$/.test(value);
/** Compares two non-negative decimal strings exactly (no floating point): -1, 0 or 1. */
function compareAmounts(a: string, b: string): number {
  const [aWhole, aFraction = ''] = a.split('.') as [string, string?];
  const [bWhole, bFraction = ''] = b.split('.') as [string, string?];
  const width = Math.max(aWhole.length, bWhole.length);
  const places = Math.max(aFraction.length, bFraction.length);
  const left = aWhole.padStart(width, '0') + aFraction.padEnd(places, '0');
  const right = bWhole.padStart(width, '0') + bFraction.padEnd(places, '0');
  return left === right ? 0 : left > right ? 1 : -1;
}

const atLeast = (higher: string | null, lower: string | null) => lower === null || (higher !== null && compareAmounts(higher, lower) >= 0);

/**
 * What is wrong with a proposed table, or null: every level once, in order, amounts as decimal strings,
 * and no level allowing less than the one below it (verifying further never takes anything away).
 */
export function tierLimitsProblem(table: readonly Partial<TierLimits>[]): string | null {
  if (table.length !== VERIFICATION_LEVELS.length || table.some((row, index) => row.level !== VERIFICATION_LEVELS[index])) return 'levels';
  for (const row of table) {
    if (!amount(row.withdrawPerDay) || !amount(row.optionStakePerOrder)) return `${row.level}.amounts`;
    if (typeof row.canBorrow !== 'boolean' || typeof row.creditScore !== 'boolean') return `${row.level}.flags`;
    if (row.borrowLimit !== null && !amount(row.borrowLimit)) return `${row.level}.borrowLimit`;
    if (row.canBorrow !== (row.borrowLimit !== null)) return `${row.level}.borrowLimit`;
  }
  for (let index = 1; index < table.length; index++) {
    const [lower, higher] = [table[index - 1] as TierLimits, table[index] as TierLimits];
    const keeps =
      atLeast(higher.withdrawPerDay, lower.withdrawPerDay) &&
      atLeast(higher.optionStakePerOrder, lower.optionStakePerOrder) &&
      (!lower.canBorrow || (higher.canBorrow && atLeast(higher.borrowLimit, lower.borrowLimit))) &&
      (!lower.creditScore || higher.creditScore);
    if (!keeps) return `${higher.level}.belowLower`;
  }
  return null;
}
