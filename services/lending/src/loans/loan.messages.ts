import { LoanFundsEvents, type LoanMoneyV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { lendingIntegrationEvent } from '../lending-integration';
import { loanDecider, type LoanEvent, type LoanState } from './loan.decider';

/**
 * What the funding wallet must do for a loan's new events, from the loan as it stood before them: a
 * disbursement credits the wallet from the loan book, a wallet repayment asks the wallet to pay, a
 * repayment made into the platform's bank repays the loan book from the treasury. Written to the
 * outbox by the use case that appended the events (LoanStore), in its transaction; the projection
 * never publishes, so rebuilding the loans read model sends nothing again.
 */
export function loanMessages(events: readonly RecordedEvent[], before: LoanState): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  let state = before;
  for (const recorded of events) {
    const loanId = recorded.streamId.slice('loan-'.length);
    const event = { type: recorded.type, data: recorded.data } as LoanEvent;
    const customerId = state.customerId || (event.type === 'LoanApplied' ? event.data.customerId : '');
    switch (event.type) {
      case 'LoanDisbursed': {
        const { principal, at } = event.data;
        const due: LoanMoneyV1 = { loanId, customerId, coin: 'USDT', amount: principal, entryId: `loan-disbursement-${loanId}`, at };
        messages.push(lendingIntegrationEvent(LoanFundsEvents.disbursementDue, due, at, recorded, customerId));
        break;
      }
      case 'LoanRepaymentRequested': {
        const { repaymentId, amount, at } = event.data;
        const request: LoanMoneyV1 = { loanId, customerId, coin: 'USDT', amount, entryId: `loan-repayment-${repaymentId}`, at };
        messages.push(lendingIntegrationEvent(LoanFundsEvents.repaymentRequested, request, at, recorded, customerId));
        break;
      }
      case 'LoanRepaid': {
        const { amount, at, repaymentId } = event.data;
        if (state.pending?.via === 'proof') {
          // Paid into the platform's bank: the loan book is repaid from the treasury, which mirrors it.
          const received: LoanMoneyV1 = { loanId, customerId, coin: 'USDT', amount, entryId: `loan-repayment-${repaymentId}`, at };
          messages.push(lendingIntegrationEvent(LoanFundsEvents.repaidOffPlatform, received, at, recorded, customerId));
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
