import { productFundsRequestType, type ProductFundsRequestV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { lendingIntegrationEvent } from '../lending-integration';
import { loanDecider, type LoanEvent, type LoanState } from './domain/loan.decider';

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
    state = loanDecider.evolve(state, event);
  }
  return messages;
}
