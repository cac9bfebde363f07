import { defineInlineProjection, emptyTables, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { LoanEvent } from './domain/loan.decider';

/** Updates a loan's row; `$2` is always the event's time, the row's `updated_at`. */
const set = ({ id, client }: ProjectedStream, sql: string, params: unknown[]) =>
  client.query(`UPDATE loans SET ${sql}, updated_at = $2 WHERE loan_id = $1`, [id, ...params]);

/**
 * The loan rows, with the figures the repayment screen shows. A projection only builds its read
 * model: the money the funding wallet must move goes out from the use case that appended the events
 * (`loanMessages`), so a rebuild sends nothing again.
 */
const loanEvents = streamProjection<LoanEvent>('loan-', {
  LoanApplied: ({ customerId, productId, amount, applicant, images, at }, { id, client }) =>
    client.query(
      `INSERT INTO loans (loan_id, customer_id, product_id, amount, status, applicant, images, applied_at, updated_at) VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $7)
       ON CONFLICT (loan_id) DO NOTHING`,
      [id, customerId, productId, amount, JSON.stringify(applicant), JSON.stringify(images), at],
    ),
  LoanApplicationWithdrawn: ({ at }, loan) => set(loan, `status = 'withdrawn'`, [at]),
  LoanRejected: ({ reason, at }, loan) => set(loan, `status = 'rejected', reason = $3`, [at, reason]),
  LoanDisbursed: ({ terms, principal, dueAt, at }, loan) =>
    set(loan, `status = 'disbursed', terms = $3, principal = $4, disbursed_at = $2, due_at = $5`, [
      at,
      JSON.stringify(terms),
      principal,
      dueAt,
    ]),
  LoanInterestAccrued: async ({ day, rate, amount, overdue, at }, loan) => {
    await loan.client.query(
      'INSERT INTO loan_interest (loan_id, day, rate, amount, overdue, accrued_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [loan.id, day, rate, amount, overdue, at],
    );
    await set(
      loan,
      `days_accrued = $3, interest = interest + $4, interest_total = interest_total + $4, yesterday_interest = $4,
       interest_days = interest_days + CASE WHEN $4::numeric > 0 THEN 1 ELSE 0 END, overdue_days = overdue_days + CASE WHEN $5 THEN 1 ELSE 0 END`,
      [at, day, amount, overdue],
    );
  },
  LoanFellOverdue: ({ lateFee, at }, loan) =>
    set(loan, `status = 'overdue', late_fee = late_fee + $3, late_fee_total = late_fee_total + $3`, [at, lateFee]),
  LoanRepaymentRequested: ({ amount, at }, loan) =>
    set(loan, `pending_repayment = $3, pending_via = 'wallet', repayment_failure = NULL, proof_rejection = NULL`, [at, amount]),
  LoanRepaid: ({ amount, toLateFee, toInterest, toPrincipal, cleared, at }, loan) =>
    set(
      loan,
      `pending_repayment = NULL, pending_via = NULL, pending_proof = NULL, pending_approvals = '[]'::jsonb, repaid_total = repaid_total + $3, late_fee = late_fee - $4, interest = interest - $5, principal = principal - $6,
       status = CASE WHEN $7 THEN 'cleared' WHEN status = 'overdue' THEN 'overdue' ELSE 'repaying' END`,
      [at, amount, toLateFee, toInterest, toPrincipal, cleared],
    ),
  LoanRepaymentFailed: ({ reason, at }, loan) =>
    set(loan, 'pending_repayment = NULL, pending_via = NULL, repayment_failure = $3', [at, reason]),
  LoanRepaymentProofSubmitted: ({ amount, image, at }, loan) =>
    set(loan, `pending_repayment = $3, pending_via = 'proof', pending_proof = $4, repayment_failure = NULL, proof_rejection = NULL`, [
      at,
      amount,
      JSON.stringify(image),
    ]),
  LoanRepaymentProofRejected: ({ reason, at }, loan) =>
    set(loan, "pending_repayment = NULL, pending_via = NULL, pending_proof = NULL, pending_approvals = '[]'::jsonb, proof_rejection = $3", [
      at,
      reason,
    ]),
  LoanRepaymentProofApproved: ({ staffId, at }, loan) =>
    set(loan, 'pending_approvals = pending_approvals || $3::jsonb', [at, JSON.stringify([{ staff_id: staffId, at }])]),
});

export const loansProjection = defineInlineProjection({
  name: 'loans',
  owner: 'lending',
  ...loanEvents,
  reset: emptyTables('loan_interest', 'loans'),
});
