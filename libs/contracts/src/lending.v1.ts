import { requireStrings, violation } from './contract-check';

/**
 * How the lending service and the funding wallet (accounts) move a loan's money (version 1): a
 * disbursement credits the wallet from `platform:loan-book`; a repayment debits it back, or is refused
 * when the wallet cannot cover it. Each movement carries an entry id, so it happens once.
 */
export const LENDING_SOURCE = 'lending';

export const LoanFundsEvents = {
  /** lending → accounts: credit the principal from `platform:loan-book`. */
  disbursementDue: 'LoanDisbursementDue',
  /** lending → accounts: take a repayment from the wallet to `platform:loan-book`. */
  repaymentRequested: 'LoanRepaymentRequested',
  /** accounts → lending: taken. */
  repaymentTaken: 'LoanRepaymentTaken',
  /** accounts → lending: the wallet could not cover it. */
  repaymentRefused: 'LoanRepaymentRefused',
  /** lending → accounts: a repayment made outside the platform (its proof approved) reached the loan book from the treasury. */
  repaidOffPlatform: 'LoanRepaidOffPlatform',
} as const;

export interface LoanMoneyV1 {
  loanId: string;
  customerId: string;
  coin: 'USDT';
  amount: string;
  /** The ledger entry's id: `loan-disbursement-<loanId>` or `loan-repayment-<repaymentId>`. */
  entryId: string;
  at: string;
}

export interface LoanRepaymentAnsweredV1 {
  loanId: string;
  customerId: string;
  entryId: string;
  reason: string | null;
  at: string;
}

const DECIMAL = /^\d+(\.\d{1,6})?$/;

export function parseLoanMoneyV1(name: string, data: unknown): LoanMoneyV1 {
  const message = requireStrings(name, data, ['loanId', 'customerId', 'coin', 'entryId', 'at']);
  if (typeof message.amount !== 'string' || !DECIMAL.test(message.amount)) violation(name, 'amount');
  return message as unknown as LoanMoneyV1;
}

export const parseLoanRepaymentAnsweredV1 = (name: string, data: unknown) =>
  requireStrings(name, data, ['loanId', 'customerId', 'entryId', 'at']) as unknown as LoanRepaymentAnsweredV1;
