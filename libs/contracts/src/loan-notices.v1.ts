import { requireStrings, violation } from './contract-check';

/**
 * What the lending service tells a borrower about a loan's due date (version 1), written to its outbox
 * in the transaction that appends the loan's event: `dueSoon` when the accrual of the day before the
 * due date closes (24 hours before it), `overdue` when the loan falls overdue. `noticeId` names the
 * notice once: the loan, the notice and the due date.
 */
export const LoanNoticeEvents = {
  noticed: 'LoanDueNoticed',
} as const;

export const LOAN_NOTICES = ['dueSoon', 'overdue'] as const;
export type LoanNotice = (typeof LOAN_NOTICES)[number];

export interface LoanDueNoticedV1 {
  noticeId: string;
  loanId: string;
  customerId: string;
  notice: LoanNotice;
  dueAt: string;
  /** Everything owed when the notice was written (principal, interest and late fee), USDT. */
  owed: string;
  at: string;
}

export function parseLoanDueNoticedV1(data: unknown): LoanDueNoticedV1 {
  const name = LoanNoticeEvents.noticed;
  const message = requireStrings(name, data, ['noticeId', 'loanId', 'customerId', 'notice', 'dueAt', 'at'], ['owed']);
  if (!(LOAN_NOTICES as readonly unknown[]).includes(message.notice)) violation(name, 'notice');
  return message as unknown as LoanDueNoticedV1;
}
