/**
 * What a loan costs, published before anyone applies and frozen into the loan when it is disbursed
 * (DESIGN section 4). Rates are per day, decimal strings.
 */
export interface LoanTerms {
  productId: string;
  cycleDays: number;
  /** Interest per day on the principal outstanding, after the free days. */
  dailyRate: string;
  /** The first days after disbursement carry no interest. */
  interestFreeDays: number;
  /** Interest per day once the cycle has ended unpaid. */
  overdueDailyRate: string;
  /** Charged once, on the principal, the first day overdue (the specification's breach fee: 0.3% to 0.5%). */
  lateFeeRate: string;
  minAmount: string;
  lender: string;
}

export const DEFAULT_LOAN_TERMS: readonly LoanTerms[] = [
  { productId: 'loan-7d', cycleDays: 7, dailyRate: '0.001', interestFreeDays: 3, overdueDailyRate: '0.002', lateFeeRate: '0.005', minAmount: '100', lender: 'Meridian loan book' },
  { productId: 'loan-14d', cycleDays: 14, dailyRate: '0.0008', interestFreeDays: 3, overdueDailyRate: '0.002', lateFeeRate: '0.005', minAmount: '100', lender: 'Meridian loan book' },
  { productId: 'loan-30d', cycleDays: 30, dailyRate: '0.0006', interestFreeDays: 3, overdueDailyRate: '0.002', lateFeeRate: '0.005', minAmount: '100', lender: 'Meridian loan book' },
];

/**
 * Above this (USDT), a disbursement needs two different finance staff (DESIGN.md invariant 10): the
 * first approval is recorded and moves nothing, a second member's disburses. Set in code, like the
 * products: no one loosens it without a release.
 */
export const DISBURSEMENT_DUAL_APPROVAL_ABOVE_USDT = '10000';
