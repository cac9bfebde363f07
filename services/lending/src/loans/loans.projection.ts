import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { Decimal } from '@meridian/money';
import type { LoanEvent } from './domain/loan.decider';
import { lendingReadModels } from '../lending.read-models';
import { LoanInterestDay } from './read-models/loan-interest-day.entity';
import { Loan } from './read-models/loan.entity';

const loansOn = async ({ client }: ProjectedStream) => (await lendingReadModels.on(client)).getRepository(Loan);

/** Updates a loan's row with what the event changed, and its `updatedAt` to the event's time. */
const set = async (loan: ProjectedStream, at: string, changes: Partial<Omit<Loan, 'loanId' | 'updatedAt'>>) => {
  await (await loansOn(loan)).update(loan.id, { ...changes, updatedAt: new Date(at) });
};
/** The loan's row as it stands, for an event that adds to its figures. */
const current = async (loan: ProjectedStream) => (await loansOn(loan)).findOneByOrFail({ loanId: loan.id });

/** Exact sums of the numeric(30, 6) figures, as text: the column rounds as `figure + amount` in SQL did. */
const plus = (figure: string, amount: string) => Decimal.parse(figure).add(Decimal.parse(amount)).toString();
const minus = (figure: string, amount: string) => Decimal.parse(figure).subtract(Decimal.parse(amount)).toString();

/** No repayment on its way any more: taken, refused or its proof rejected. */
const NOTHING_PENDING: Pick<Loan, 'pendingRepayment' | 'pendingVia' | 'pendingProof' | 'pendingApprovals'> = { pendingRepayment: null, pendingVia: null, pendingProof: null, pendingApprovals: [] };

/**
 * The loan rows, with the figures the repayment screen shows. A projection only builds its read
 * model: the money the funding wallet must move goes out from the use case that appended the events
 * (`loanMessages`), so a rebuild sends nothing again.
 */
const loanEvents = streamProjection<LoanEvent>('loan-', {
  LoanApplied: async ({ customerId, productId, amount, applicant, images, at }, loan) => {
    const appliedAt = new Date(at);
    const row = { loanId: loan.id, customerId, productId, amount, status: 'pending' as const, applicant, images, appliedAt, updatedAt: appliedAt };
    await (await loansOn(loan)).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  LoanApplicationWithdrawn: ({ at }, loan) => set(loan, at, { status: 'withdrawn' }),
  LoanRejected: ({ reason, at }, loan) => set(loan, at, { status: 'rejected', reason }),
  LoanDisbursementApproved: async ({ staffId, at }, loan) => {
    const { disbursementApprovals } = await current(loan);
    await set(loan, at, { disbursementApprovals: [...disbursementApprovals, { staff_id: staffId, at }] });
  },
  LoanDisbursed: ({ terms, principal, dueAt, at }, loan) => set(loan, at, { status: 'disbursed', terms, principal, disbursedAt: new Date(at), dueAt: new Date(dueAt) }),
  LoanInterestAccrued: async ({ day, rate, amount, overdue, at }, loan) => {
    const interestDays = (await lendingReadModels.on(loan.client)).getRepository(LoanInterestDay);
    await interestDays.createQueryBuilder().insert().values({ loanId: loan.id, day, rate, amount, overdue, accruedAt: new Date(at) }).orIgnore().execute();
    const row = await current(loan);
    await set(loan, at, {
      daysAccrued: day,
      interest: plus(row.interest, amount),
      interestTotal: plus(row.interestTotal, amount),
      yesterdayInterest: amount,
      interestDays: row.interestDays + (Decimal.parse(amount).isPositive() ? 1 : 0),
      overdueDays: row.overdueDays + (overdue ? 1 : 0),
    });
  },
  LoanFellOverdue: async ({ lateFee, at }, loan) => {
    const row = await current(loan);
    await set(loan, at, { status: 'overdue', lateFee: plus(row.lateFee, lateFee), lateFeeTotal: plus(row.lateFeeTotal, lateFee) });
  },
  LoanRepaymentRequested: ({ amount, at }, loan) => set(loan, at, { pendingRepayment: amount, pendingVia: 'wallet', repaymentFailure: null, proofRejection: null }),
  LoanRepaid: async ({ amount, toLateFee, toInterest, toPrincipal, cleared, at }, loan) => {
    const row = await current(loan);
    await set(loan, at, {
      ...NOTHING_PENDING,
      repaidTotal: plus(row.repaidTotal, amount),
      lateFee: minus(row.lateFee, toLateFee),
      interest: minus(row.interest, toInterest),
      principal: minus(row.principal, toPrincipal),
      status: cleared ? 'cleared' : row.status === 'overdue' ? 'overdue' : 'repaying',
    });
  },
  LoanRepaymentFailed: ({ reason, at }, loan) => set(loan, at, { pendingRepayment: null, pendingVia: null, repaymentFailure: reason }),
  LoanRepaymentProofSubmitted: ({ amount, image, at }, loan) =>
    set(loan, at, { pendingRepayment: amount, pendingVia: 'proof', pendingProof: image, repaymentFailure: null, proofRejection: null }),
  LoanRepaymentProofRejected: ({ reason, at }, loan) => set(loan, at, { ...NOTHING_PENDING, proofRejection: reason }),
  LoanRepaymentProofApproved: async ({ staffId, at }, loan) => {
    const { pendingApprovals } = await current(loan);
    await set(loan, at, { pendingApprovals: [...pendingApprovals, { staff_id: staffId, at }] });
  },
});

export const loansProjection = defineInlineProjection({
  name: 'loans',
  owner: 'lending',
  ...loanEvents,
  reset: lendingReadModels.emptied(LoanInterestDay, Loan),
});
