import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { LoanEvent } from './domain/loan.decider';

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
  LoanRepaymentProofApproved: true,
} satisfies Record<LoanEvent['type'], true>) as LoanEvent['type'][];

const PREFIX = 'loan-';

/**
 * The loan rows, with the figures the repayment screen shows. A projection only builds its read
 * model: the money the funding wallet must move goes out from the use case that appended the events
 * (`loanMessages`), so a rebuild sends nothing again.
 */
export async function projectLoanEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const loanId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as LoanEvent;
    const set = (sql: string, params: unknown[]) => client.query(`UPDATE loans SET ${sql}, updated_at = $2 WHERE loan_id = $1`, [loanId, ...params]);
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
        const { amount, at } = event.data;
        await set(`pending_repayment = $3, pending_via = 'wallet', repayment_failure = NULL, proof_rejection = NULL`, [at, amount]);
        break;
      }
      case 'LoanRepaid': {
        const { amount, toLateFee, toInterest, toPrincipal, cleared, at } = event.data;
        await set(
          `pending_repayment = NULL, pending_via = NULL, pending_proof = NULL, pending_approvals = '[]'::jsonb, repaid_total = repaid_total + $3, late_fee = late_fee - $4, interest = interest - $5, principal = principal - $6,
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
        await set("pending_repayment = NULL, pending_via = NULL, pending_proof = NULL, pending_approvals = '[]'::jsonb, proof_rejection = $3", [event.data.at, event.data.reason]);
        break;
      case 'LoanRepaymentProofApproved':
        await set('pending_approvals = pending_approvals || $3::jsonb', [event.data.at, JSON.stringify([{ staff_id: event.data.staffId, at: event.data.at }])]);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown loan event ${JSON.stringify(unknown)}`);
      }
    }
  }
}

export const loansProjection = defineInlineProjection({
  name: 'loans',
  owner: 'lending',
  canHandle: LOAN_EVENT_TYPES,
  handle: projectLoanEvents,
  reset: async (client) => {
    await client.query('DELETE FROM loan_interest');
    await client.query('DELETE FROM loans');
  },
});
