import type { DocumentImage } from './document-image';
import { approvalStep, DomainError, type Decider } from '@meridian/decider';
import { ASSETS, Decimal, Money } from '@meridian/money';
import type { LoanTerms } from './loan-terms';

/**
 * A loan, one stream per loan (`loan-<loanId>`): applied for within the customer's limit, reviewed by
 * finance (disbursed from `platform:loan-book` with the product's terms frozen into it, or rejected),
 * withdrawn while pending; interest accrues a day at a time after the free days on the principal still
 * owed, an overdue loan pays the overdue rate and a late fee once; repayments pay the late fee, then
 * interest, then principal, and the loan is cleared when nothing is owed.
 */
export type LoanStatus = 'pending' | 'withdrawn' | 'rejected' | 'disbursed' | 'repaying' | 'overdue' | 'cleared';

export interface Applicant {
  name: string;
  country: string;
  address: string;
  birthDate: string;
  phone: string;
  monthlyIncome: string;
}

export type LoanEvent =
  | { type: 'LoanApplied'; data: { loanId: string; customerId: string; productId: string; amount: string; applicant: Applicant; images: DocumentImage[]; at: string } }
  | { type: 'LoanApplicationWithdrawn'; data: { at: string } }
  | { type: 'LoanRejected'; data: { staffId: string; reason: string; at: string } }
  | { type: 'LoanDisbursed'; data: { staffId: string; terms: LoanTerms; principal: string; dueAt: string; at: string } }
  | { type: 'LoanInterestAccrued'; data: { day: number; rate: string; amount: string; overdue: boolean; at: string } }
  | { type: 'LoanFellOverdue'; data: { lateFee: string; at: string } }
  | { type: 'LoanRepaymentRequested'; data: { repaymentId: string; amount: string; at: string } }
  | { type: 'LoanRepaid'; data: { repaymentId: string; amount: string; toLateFee: string; toInterest: string; toPrincipal: string; cleared: boolean; at: string } }
  | { type: 'LoanRepaymentFailed'; data: { repaymentId: string; reason: string; at: string } }
  /** Paid outside the platform (a bank transfer): the proof waits for finance. */
  | { type: 'LoanRepaymentProofSubmitted'; data: { repaymentId: string; amount: string; image: DocumentImage; at: string } }
  | { type: 'LoanRepaymentProofRejected'; data: { repaymentId: string; staffId: string; reason: string; at: string } }
  /** The first of two finance approvals of a disbursement above the threshold: nothing lent yet. */
  | { type: 'LoanDisbursementApproved'; data: { staffId: string; at: string } }
  /** The first of two finance approvals of a repayment by bank receipt above the threshold: nothing repaid yet. */
  | { type: 'LoanRepaymentProofApproved'; data: { repaymentId: string; staffId: string; at: string } };

type Meta = { now: string };
export type LoanCommand =
  | {
      type: 'ApplyForLoan';
      data: { loanId: string; customerId: string; terms: LoanTerms; amount: string; applicant: Applicant; images: DocumentImage[]; agreed: boolean; available: string };
      metadata: Meta;
    }
  | { type: 'WithdrawLoanApplication'; data: { customerId: string }; metadata: Meta }
  | { type: 'RejectLoan'; data: { staffId: string; reason: string }; metadata: Meta }
  /** `dualApprovalAboveUsdt`: above it, two different finance staff approve the disbursement. */
  | { type: 'DisburseLoan'; data: { staffId: string; terms: LoanTerms; dualApprovalAboveUsdt?: string }; metadata: Meta }
  | { type: 'AccrueLoanInterest'; data: { day: number }; metadata: Meta }
  | { type: 'RequestLoanRepayment'; data: { customerId: string; repaymentId: string; amount: string }; metadata: Meta }
  | { type: 'SettleLoanRepayment'; data: { repaymentId: string }; metadata: Meta }
  | { type: 'FailLoanRepayment'; data: { repaymentId: string; reason: string }; metadata: Meta }
  | { type: 'SubmitRepaymentProof'; data: { customerId: string; repaymentId: string; amount: string; image: DocumentImage }; metadata: Meta }
  /** `dualApprovalAboveUsdt`: above it, two different finance staff approve a repayment by bank receipt. */
  | { type: 'ReviewRepaymentProof'; data: { staffId: string; decision: 'approve'; dualApprovalAboveUsdt?: string } | { staffId: string; decision: 'reject'; reason: string }; metadata: Meta };

export interface LoanState {
  status: LoanStatus | 'none';
  customerId: string;
  amount: string;
  terms: LoanTerms | null;
  disbursedAt: string | null;
  dueAt: string | null;
  principal: string;
  interest: string;
  lateFee: string;
  accruedDays: number;
  overdue: boolean;
  /** A repayment on its way: from the wallet, or by a proof finance has not reviewed. */
  pending: { repaymentId: string; amount: string; via: 'wallet' | 'proof'; approvers?: string[] } | null;
  /** Finance staff who approved a disbursement above the threshold so far (absent in snapshots before it existed). */
  disbursementApprovers?: string[];
}

export const loanStream = (loanId: string) => `loan-${loanId}`;
/** A loan's stream is snapshotted every this many events. */
export const LOAN_SNAPSHOT_EVERY = 30;
const DAY_MS = 86_400_000;
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const LIVE: readonly LoanStatus[] = ['disbursed', 'repaying', 'overdue'];

/** Everything owed now: principal, interest and late fee outstanding. */
export const owedOf = (state: Pick<LoanState, 'principal' | 'interest' | 'lateFee'>) => usdt(state.principal).add(usdt(state.interest)).add(usdt(state.lateFee));
/** When day `day` of a loan closes (its interest is due then). */
export const accrualAt = (disbursedAt: string, day: number) => new Date(Date.parse(disbursedAt) + day * DAY_MS).toISOString();

function checkAmount(amount: string): Money {
  if (!/^\d+(\.\d{1,6})?$/.test(amount) || !usdt(amount).isPositive()) throw new DomainError('loans.amountInvalid');
  return usdt(amount);
}

/** A repayment arrived: the late fee first, then interest, then principal; cleared when nothing is left. */
function repaid(state: LoanState, repaymentId: string, at: string): LoanEvent[] {
  let left = usdt(state.pending!.amount);
  const take = (owed: string) => {
    const part = Money.min(left, usdt(owed));
    left = left.subtract(part);
    return part;
  };
  const toLateFee = take(state.lateFee);
  const toInterest = take(state.interest);
  const toPrincipal = take(state.principal);
  const cleared = owedOf(state).subtract(toLateFee).subtract(toInterest).subtract(toPrincipal).isZero();
  return [
    {
      type: 'LoanRepaid',
      data: { repaymentId, amount: state.pending!.amount, toLateFee: toLateFee.toString(), toInterest: toInterest.toString(), toPrincipal: toPrincipal.toString(), cleared, at },
    },
  ];
}

function decideLive(command: Exclude<LoanCommand, { type: 'ApplyForLoan' | 'WithdrawLoanApplication' | 'RejectLoan' | 'DisburseLoan' }>, state: LoanState, at: string): LoanEvent[] {
  const terms = state.terms!;
  switch (command.type) {
    case 'AccrueLoanInterest': {
      const { day } = command.data;
      if (day !== state.accruedDays + 1) throw new DomainError('loans.accrualOutOfTurn');
      if (at < accrualAt(state.disbursedAt!, day)) throw new DomainError('loans.accrualNotDue');
      const overdue = day > terms.cycleDays;
      const rate = overdue ? terms.overdueDailyRate : day <= terms.interestFreeDays ? '0' : terms.dailyRate;
      const amount = usdt(state.principal).multiply(Decimal.parse(rate), 'half-even').toString();
      const accrued: LoanEvent = { type: 'LoanInterestAccrued', data: { day, rate, amount, overdue, at } };
      if (!overdue || state.overdue) return [accrued];
      return [accrued, { type: 'LoanFellOverdue', data: { lateFee: usdt(state.amount).multiply(Decimal.parse(terms.lateFeeRate), 'half-even').toString(), at } }];
    }
    case 'RequestLoanRepayment':
    case 'SubmitRepaymentProof': {
      if (command.data.customerId !== state.customerId) throw new DomainError('loans.notFound');
      if (state.pending) throw new DomainError('loans.repaymentPending');
      const amount = checkAmount(command.data.amount);
      const owed = owedOf(state);
      if (amount.compare(owed) > 0) throw new DomainError('loans.repayTooMuch', { owed: owed.toString() });
      const { repaymentId } = command.data;
      if (command.type === 'SubmitRepaymentProof') return [{ type: 'LoanRepaymentProofSubmitted', data: { repaymentId, amount: amount.toString(), image: command.data.image, at } }];
      return [{ type: 'LoanRepaymentRequested', data: { repaymentId, amount: amount.toString(), at } }];
    }
    case 'ReviewRepaymentProof': {
      if (state.pending?.via !== 'proof') throw new DomainError('review.notPending');
      const { repaymentId } = state.pending;
      if (command.data.decision === 'reject') {
        if (!command.data.reason.trim()) throw new DomainError('review.reasonRequired');
        return [{ type: 'LoanRepaymentProofRejected', data: { repaymentId, staffId: command.data.staffId, reason: command.data.reason.trim(), at } }];
      }
      const approvers = state.pending.approvers ?? [];
      const threshold = command.data.dualApprovalAboveUsdt;
      const dual = approvers.length > 0 || (threshold !== undefined && usdt(state.pending.amount).toDecimal().compare(Decimal.parse(threshold)) > 0);
      const { final } = approvalStep(approvers, command.data.staffId, dual);
      if (!final) return [{ type: 'LoanRepaymentProofApproved', data: { repaymentId, staffId: command.data.staffId, at } }];
      return repaid(state, repaymentId, at);
    }
    case 'SettleLoanRepayment': {
      if (state.pending?.via !== 'wallet' || state.pending.repaymentId !== command.data.repaymentId) return [];
      return repaid(state, command.data.repaymentId, at);
    }
    case 'FailLoanRepayment':
      if (state.pending?.via !== 'wallet' || state.pending.repaymentId !== command.data.repaymentId) return [];
      return [{ type: 'LoanRepaymentFailed', data: { repaymentId: command.data.repaymentId, reason: command.data.reason, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown loan command ${JSON.stringify(unknown)}`);
    }
  }
}

export const loanDecider: Decider<LoanCommand, LoanEvent, LoanState> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'ApplyForLoan') {
      if (state.status !== 'none') throw new DomainError('loans.duplicate');
      const { loanId, customerId, terms, applicant, images, agreed, available } = command.data;
      if (!agreed) throw new DomainError('loans.agreementRequired');
      const amount = checkAmount(command.data.amount);
      if (amount.compare(usdt(terms.minAmount)) < 0) throw new DomainError('loans.amountBelowMin', { min: terms.minAmount });
      if (amount.compare(usdt(available)) > 0) throw new DomainError('loans.overLimit', { available: usdt(available).toString() });
      return [{ type: 'LoanApplied', data: { loanId, customerId, productId: terms.productId, amount: amount.toString(), applicant, images, at } }];
    }
    if (state.status === 'none') throw new DomainError('loans.notFound');
    switch (command.type) {
      case 'WithdrawLoanApplication':
        if (command.data.customerId !== state.customerId) throw new DomainError('loans.notFound');
        if (state.status !== 'pending') throw new DomainError('loans.notPending');
        return [{ type: 'LoanApplicationWithdrawn', data: { at } }];
      case 'RejectLoan':
        if (state.status !== 'pending') throw new DomainError('review.notPending');
        if (!command.data.reason.trim()) throw new DomainError('review.reasonRequired');
        return [{ type: 'LoanRejected', data: { staffId: command.data.staffId, reason: command.data.reason.trim(), at } }];
      case 'DisburseLoan': {
        if (state.status !== 'pending') throw new DomainError('review.notPending');
        const { terms, staffId, dualApprovalAboveUsdt } = command.data;
        const approvers = state.disbursementApprovers ?? [];
        const dual = approvers.length > 0 || (dualApprovalAboveUsdt !== undefined && usdt(state.amount).toDecimal().compare(Decimal.parse(dualApprovalAboveUsdt)) > 0);
        if (!approvalStep(approvers, staffId, dual).final) return [{ type: 'LoanDisbursementApproved', data: { staffId, at } }];
        return [{ type: 'LoanDisbursed', data: { staffId: command.data.staffId, terms, principal: state.amount, dueAt: accrualAt(at, terms.cycleDays), at } }];
      }
      default:
        if (!LIVE.includes(state.status as LoanStatus)) throw new DomainError('loans.notActive');
        return decideLive(command, state, at);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LoanApplied':
        return { ...state, status: 'pending', customerId: event.data.customerId, amount: event.data.amount };
      case 'LoanApplicationWithdrawn':
        return { ...state, status: 'withdrawn' };
      case 'LoanRejected':
        return { ...state, status: 'rejected' };
      case 'LoanDisbursementApproved':
        return { ...state, disbursementApprovers: [...(state.disbursementApprovers ?? []), event.data.staffId] };
      case 'LoanDisbursed':
        return { ...state, status: 'disbursed', terms: event.data.terms, disbursedAt: event.data.at, dueAt: event.data.dueAt, principal: event.data.principal };
      case 'LoanInterestAccrued':
        return { ...state, accruedDays: event.data.day, interest: usdt(state.interest).add(usdt(event.data.amount)).toString() };
      case 'LoanFellOverdue':
        return { ...state, status: 'overdue', overdue: true, lateFee: usdt(state.lateFee).add(usdt(event.data.lateFee)).toString() };
      case 'LoanRepaymentRequested':
        return { ...state, pending: { repaymentId: event.data.repaymentId, amount: event.data.amount, via: 'wallet' } };
      case 'LoanRepaymentProofSubmitted':
        return { ...state, pending: { repaymentId: event.data.repaymentId, amount: event.data.amount, via: 'proof' } };
      case 'LoanRepaymentProofRejected':
        return { ...state, pending: null };
      case 'LoanRepaymentProofApproved':
        return { ...state, pending: state.pending && { ...state.pending, approvers: [...(state.pending.approvers ?? []), event.data.staffId] } };
      case 'LoanRepaid': {
        const { toLateFee, toInterest, toPrincipal, cleared } = event.data;
        const next = {
          ...state,
          pending: null,
          lateFee: usdt(state.lateFee).subtract(usdt(toLateFee)).toString(),
          interest: usdt(state.interest).subtract(usdt(toInterest)).toString(),
          principal: usdt(state.principal).subtract(usdt(toPrincipal)).toString(),
        };
        return { ...next, status: cleared ? 'cleared' : state.overdue ? 'overdue' : 'repaying' };
      }
      case 'LoanRepaymentFailed':
        return { ...state, pending: null };
      default: {
        const unknown: never = event;
        throw new Error(`unknown loan event ${JSON.stringify(unknown)}`);
      }
    }
  },
  initialState: () => ({
    status: 'none',
    customerId: '',
    amount: '0',
    terms: null,
    disbursedAt: null,
    dueAt: null,
    principal: '0.000000',
    interest: '0.000000',
    lateFee: '0.000000',
    accruedDays: 0,
    overdue: false,
    pending: null,
  }),
  // A loan's state is its figures, never its history: an overdue loan gains an event a day without
  // end, so a command reads the newest snapshot and the events after it (LOAN_SNAPSHOT_EVERY at most).
  snapshots: {
    every: LOAN_SNAPSHOT_EVERY,
    schema: 1,
    encode: (state) => state,
    decode: (json) => json as LoanState,
  },
};
