import type { ClientBase } from 'pg';
import { LoanFundsEvents, type LoanMoneyV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox, type IntegrationEvent } from '@meridian/messaging';
import { lendingIntegrationEvent } from '../lending-integration';
import type { LoanEvent } from './loan.decider';

export const LOAN_EVENT_TYPES: readonly LoanEvent['type'][] = Object.keys({
  LoanApplied: true,
  LoanApplicationWithdrawn: true,
  LoanRejected: true,
  LoanDisbursed: true,
  LoanInterestAccrued: true,
  LoanFellOverdue: true,
  LoanRepaymentRequested: true,
  LoanRepaid: true,
  LoanRepaymentFailed: true,
  LoanRepaymentProofSubmitted: true,
  LoanRepaymentProofRejected: true,
} satisfies Record<LoanEvent['type'], true>) as LoanEvent['type'][];

const PREFIX = 'loan-';

/**
 * The loan rows (with the figures the repayment screen shows) and the money the funding wallet must
 * move, in the append's transaction: a disbursement credits the wallet from the loan book, a
 * repayment asks for the wallet to pay it back.
 */
export async function projectLoanEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  const published: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const loanId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as LoanEvent;
    const set = (sql: string, params: unknown[]) => client.query(`UPDATE loans SET ${sql}, updated_at = $2 WHERE loan_id = $1`, [loanId, ...params]);
    const customerOf = async () => (await client.query<{ customer_id: string }>('SELECT customer_id FROM loans WHERE loan_id = $1', [loanId])).rows[0]!.customer_id;
    switch (event.type) {
      case 'LoanApplied': {
        const { customerId, productId, amount, applicant, images, at } = event.data;
        await client.query(
          `INSERT INTO loans (loan_id, customer_id, product_id, amount, status, applicant, images, applied_at, updated_at) VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $7)
           ON CONFLICT (loan_id) DO NOTHING`,
          [loanId, customerId, productId, amount, JSON.stringify(applicant), JSON.stringify(images), at],
        );
        break;
      }
      case 'LoanApplicationWithdrawn':
        await set(`status = 'withdrawn'`, [event.data.at]);
        break;
      case 'LoanRejected':
        await set(`status = 'rejected', reason = $3`, [event.data.at, event.data.reason]);
        break;
      case 'LoanDisbursed': {
        const { terms, principal, dueAt, at } = event.data;
        await set(`status = 'disbursed', terms = $3, principal = $4, disbursed_at = $2, due_at = $5`, [at, JSON.stringify(terms), principal, dueAt]);
        const customerId = await customerOf();
        const due: LoanMoneyV1 = { loanId, customerId, coin: 'USDT', amount: principal, entryId: `loan-disbursement-${loanId}`, at };
        published.push(lendingIntegrationEvent(LoanFundsEvents.disbursementDue, due, at, recorded, customerId));
        break;
      }
      case 'LoanInterestAccrued': {
        const { day, rate, amount, overdue, at } = event.data;
        await client.query('INSERT INTO loan_interest (loan_id, day, rate, amount, overdue, accrued_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING', [loanId, day, rate, amount, overdue, at]);
        await set(
          `days_accrued = $3, interest = interest + $4, interest_total = interest_total + $4, yesterday_interest = $4,
           interest_days = interest_days + CASE WHEN $4::numeric > 0 THEN 1 ELSE 0 END, overdue_days = overdue_days + CASE WHEN $5 THEN 1 ELSE 0 END`,
          [at, day, amount, overdue],
        );
        break;
      }
      case 'LoanFellOverdue':
        await set(`status = 'overdue', late_fee = late_fee + $3, late_fee_total = late_fee_total + $3`, [event.data.at, event.data.lateFee]);
        break;
      case 'LoanRepaymentRequested': {
        const { repaymentId, amount, at } = event.data;
        await set(`pending_repayment = $3, pending_via = 'wallet', repayment_failure = NULL, proof_rejection = NULL`, [at, amount]);
        const customerId = await customerOf();
        const request: LoanMoneyV1 = { loanId, customerId, coin: 'USDT', amount, entryId: `loan-repayment-${repaymentId}`, at };
        published.push(lendingIntegrationEvent(LoanFundsEvents.repaymentRequested, request, at, recorded, customerId));
        break;
      }
      case 'LoanRepaid': {
        const { amount, toLateFee, toInterest, toPrincipal, cleared, at, repaymentId } = event.data;
        const { rows } = await client.query<{ customer_id: string; pending_via: string | null }>('SELECT customer_id, pending_via FROM loans WHERE loan_id = $1', [loanId]);
        if (rows[0]!.pending_via === 'proof') {
          // Paid into the platform's bank: the loan book is repaid from the treasury, which mirrors it.
          const received: LoanMoneyV1 = { loanId, customerId: rows[0]!.customer_id, coin: 'USDT', amount, entryId: `loan-repayment-${repaymentId}`, at };
          published.push(lendingIntegrationEvent(LoanFundsEvents.repaidOffPlatform, received, at, recorded, rows[0]!.customer_id));
        }
        await set(
          `pending_repayment = NULL, pending_via = NULL, pending_proof = NULL, repaid_total = repaid_total + $3, late_fee = late_fee - $4, interest = interest - $5, principal = principal - $6,
           status = CASE WHEN $7 THEN 'cleared' WHEN status = 'overdue' THEN 'overdue' ELSE 'repaying' END`,
          [at, amount, toLateFee, toInterest, toPrincipal, cleared],
        );
        break;
      }
      case 'LoanRepaymentFailed':
        await set('pending_repayment = NULL, pending_via = NULL, repayment_failure = $3', [event.data.at, event.data.reason]);
        break;
      case 'LoanRepaymentProofSubmitted':
        await set(`pending_repayment = $3, pending_via = 'proof', pending_proof = $4, repayment_failure = NULL, proof_rejection = NULL`, [event.data.at, event.data.amount, JSON.stringify(event.data.image)]);
        break;
      case 'LoanRepaymentProofRejected':
        await set('pending_repayment = NULL, pending_via = NULL, pending_proof = NULL, proof_rejection = $3', [event.data.at, event.data.reason]);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown loan event ${JSON.stringify(unknown)}`);
      }
    }
  }
  await writeToOutbox(client, published);
}
