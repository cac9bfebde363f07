/**
 * What an earn product promises, frozen into every order at purchase (DESIGN section 4): the cycle,
 * the single-order bounds, the daily yield range (staff set each day's rate inside it; unset means the
 * low end) and the early-redemption penalty. Amounts and rates are decimal strings.
 */
export type EarnPenaltyRule =
  /** A share of the principal, whatever is left of the cycle (5% by default). */
  | { kind: 'principal-share'; rate: string }
  /** The rate times the days left times the principal (e.g. 0.4% per remaining day). */
  | { kind: 'per-remaining-day'; rate: string };

export interface EarnProductTerms {
  productId: string;
  /** custody for everyone; vip for customers at `minVipLevel` or above (the VIP table in libs/contracts). */
  kind: 'custody' | 'vip';
  /** Absent on terms published before VIP products: 0. */
  minVipLevel?: number;
  cycleDays: number;
  minAmount: string;
  maxAmount: string;
  dailyRateMin: string;
  dailyRateMax: string;
  penalty: EarnPenaltyRule;
  enabled: boolean;
}

/** The products offered until staff change them (docs/earn.md). */
export const DEFAULT_EARN_PRODUCTS: readonly EarnProductTerms[] = [
  {
    productId: 'custody-7d',
    kind: 'custody',
    cycleDays: 7,
    minAmount: '100',
    maxAmount: '50000',
    dailyRateMin: '0.003',
    dailyRateMax: '0.005',
    penalty: { kind: 'principal-share', rate: '0.05' },
    enabled: true,
  },
  {
    productId: 'custody-30d',
    kind: 'custody',
    cycleDays: 30,
    minAmount: '500',
    maxAmount: '200000',
    dailyRateMin: '0.004',
    dailyRateMax: '0.006',
    penalty: { kind: 'per-remaining-day', rate: '0.004' },
    enabled: true,
  },
  {
    productId: 'vip-15d',
    kind: 'vip',
    minVipLevel: 1,
    cycleDays: 15,
    minAmount: '1000',
    maxAmount: '500000',
    dailyRateMin: '0.005',
    dailyRateMax: '0.007',
    penalty: { kind: 'principal-share', rate: '0.05' },
    enabled: true,
  },
  {
    productId: 'vip-30d',
    kind: 'vip',
    minVipLevel: 3,
    cycleDays: 30,
    minAmount: '5000',
    maxAmount: '1000000',
    dailyRateMin: '0.006',
    dailyRateMax: '0.008',
    penalty: { kind: 'per-remaining-day', rate: '0.005' },
    enabled: true,
  },
];
