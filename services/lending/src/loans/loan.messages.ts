import { LoanNoticeEvents, productFundsRequestType, type LoanDueNoticedV1, type ProductFundsRequestV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { lendingIntegrationEvent } from '../lending-integration';
import { loanDecider, owedOf, type LoanEvent, type LoanState } from './domain/loan.decider';

/** A repayment's entry on the customer's ledger: `loan-repayment-<repaymentId>`. */
export const LOAN_REPAYMENT_PREFIX = 'loan-repayment-';

/**
 * What the funding wallet must do for a loan's new events, from the loan as it stood before them: a
 * disbursement credits the wallet from the loan book, a wallet repayment asks the wallet to pay, a
 * repayment made into the platform's bank repays the loan book from the treasury. Written to the
 * outbox by the use case that appended the events (`LoanCommands`), in its transaction; the projection
 * never publishes, so rebuilding the loans read model sends nothing again.
 */
export function loanMessages(events: readonly RecordedEvent[], before: LoanState): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  let state = before;
  const ask = (request: ProductFundsRequestV1, recorded: RecordedEvent) =>
    messages.push(lendingIntegrationEvent(productFundsRequestType(request.step), request, request.at, recorded, request.customerId));
  for (const recorded of events) {
    const loanId = recorded.streamId.slice('loan-'.length);
    const event = { type: recorded.type, data: recorded.data } as LoanEvent;
    const customerId = state.customerId || (event.type === 'LoanApplied' ? event.data.customerId : '');
    const loan = { kind: 'loan', referenceId: loanId, customerId, asset: 'USDT', platformAccount: 'loan-book' } as const;
    switch (event.type) {
      case 'LoanDisbursed': {
        const { principal, at } = event.data;
        ask({ ...loan, step: 'payout', amount: principal, stepId: `loan-disbursement-${loanId}`, memo: 'Loan disbursement', at }, recorded);
        break;
      }
      case 'LoanRepaymentRequested': {
        const { repaymentId, amount, at } = event.data;
        const stepId = `${LOAN_REPAYMENT_PREFIX}${repaymentId}`;
        ask({ ...loan, step: 'payment', payer: 'wallet', amount, stepId, memo: 'Loan repayment', refusal: 'loans.insufficientBalance', at }, recorded);
        break;
      }
      case 'LoanRepaid': {
        const { amount, at, repaymentId } = event.data;
        if (state.pending?.via === 'proof') {
          // Paid into the platform's bank: the loan book is repaid from the account that mirrors the bank.
          const stepId = `${LOAN_REPAYMENT_PREFIX}${repaymentId}`;
          ask({ ...loan, step: 'payment', payer: 'bank', amount, stepId, memo: 'Loan repayment by bank transfer', refusal: 'loans.insufficientBalance', at }, recorded);
        }
        break;
      }
      default:
        break;
    }
    const next = loanDecider.evolve(state, event);
    const notice = dueNotice(loanId, event, next);
    if (notice) messages.push(lendingIntegrationEvent(LoanNoticeEvents.noticed, { ...notice, loanId, customerId: next.customerId }, notice.at, recorded, next.customerId));
    state = next;
  }
  return messages;
}

/**
 * What the borrower is told about the due date: a reminder when the day before it closes (the daily
 * accrual of day `cycleDays - 1`, 24 hours before the due date; not when a late sweep reaches it after
 * the due date has passed), and the loan falling overdue. Each comes from one event a loan records once,
 * so it is written once per loan and due date.
 */
function dueNotice(loanId: string, event: LoanEvent, after: LoanState): Omit<LoanDueNoticedV1, 'loanId' | 'customerId'> | null {
  const dueAt = after.dueAt;
  if (!dueAt || !after.terms) return null;
  const id = (notice: string) => `loan:${loanId}:${notice}:${dueAt}`;
  const owed = owedOf(after).toString();
  if (event.type === 'LoanFellOverdue') return { noticeId: id('overdue'), notice: 'overdue', dueAt, owed, at: event.data.at };
  if (event.type === 'LoanInterestAccrued' && event.data.day === after.terms.cycleDays - 1 && !after.overdue && event.data.at < dueAt)
    return { noticeId: id('dueSoon'), notice: 'dueSoon', dueAt, owed, at: event.data.at };
  return null;
}
