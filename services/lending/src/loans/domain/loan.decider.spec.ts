import fc from 'fast-check';
import { ASSETS, Money } from '@meridian/money';
import { deciderSpec } from '@meridian/testing';
import { loanDecider, owedOf, type Applicant, type LoanCommand, type LoanEvent, type LoanState } from './loan.decider';
import { DEFAULT_LOAN_TERMS } from './loan-terms';

const spec = deciderSpec(loanDecider.decide, loanDecider.evolve, loanDecider.initialState);
const terms = DEFAULT_LOAN_TERMS[0]!; // 7 days, 0.1% a day after 3 free days, 0.2% overdue, 0.5% late fee
const applicant: Applicant = { name: 'Ann Lee', country: 'SG', address: '1 Main St', birthDate: '1990-01-01', phone: '+6591234567', monthlyIncome: '5000' };
const at = (day: number, hour = 0) => new Date(Date.parse('2026-11-24T10:00:00.000Z') + day * 86_400_000 + hour * 3_600_000).toISOString();
const apply = (fields: Partial<Extract<LoanCommand, { type: 'ApplyForLoan' }>['data']> = {}): LoanCommand => ({
  type: 'ApplyForLoan',
  data: { loanId: 'l1', customerId: 'ann', terms, amount: '1000', applicant, images: [], agreed: true, available: '5000', ...fields },
  metadata: { now: at(0) },
});
const applied: LoanEvent = { type: 'LoanApplied', data: { loanId: 'l1', customerId: 'ann', productId: 'loan-7d', amount: '1000.000000', applicant, images: [], at: at(0) } };
const disbursed: LoanEvent = { type: 'LoanDisbursed', data: { staffId: 'fin', terms, principal: '1000.000000', dueAt: at(7), at: at(0) } };
const accrued = (day: number, rate: string, amount: string, overdue = false): LoanEvent => ({ type: 'LoanInterestAccrued', data: { day, rate, amount, overdue, at: at(day) } });
const firstWeek = [accrued(1, '0', '0.000000'), accrued(2, '0', '0.000000'), accrued(3, '0', '0.000000'), accrued(4, '0.001', '1.000000'), accrued(5, '0.001', '1.000000'), accrued(6, '0.001', '1.000000'), accrued(7, '0.001', '1.000000')];

describe('a loan', () => {
  it('is applied for within the limit, with the agreement ticked', () => {
    spec.given([]).when(apply()).then([applied]);
    spec.given([]).when(apply({ agreed: false })).thenThrows('loans.agreementRequired');
    spec.given([]).when(apply({ amount: '5000.01' })).thenThrows('loans.overLimit');
    spec.given([]).when(apply({ amount: '99' })).thenThrows('loans.amountBelowMin');
  });

  it('is withdrawn by its applicant while pending, rejected with a reason, or disbursed with its terms frozen', () => {
    spec.given([applied]).when({ type: 'WithdrawLoanApplication', data: { customerId: 'ann' }, metadata: { now: at(0, 1) } }).then([{ type: 'LoanApplicationWithdrawn', data: { at: at(0, 1) } }]);
    spec.given([applied]).when({ type: 'WithdrawLoanApplication', data: { customerId: 'bob' }, metadata: { now: at(0, 1) } }).thenThrows('loans.notFound');
    spec.given([applied]).when({ type: 'RejectLoan', data: { staffId: 'fin', reason: ' ' }, metadata: { now: at(0) } }).thenThrows('review.reasonRequired');
    spec.given([applied]).when({ type: 'DisburseLoan', data: { staffId: 'fin', terms }, metadata: { now: at(0) } }).then([disbursed]);
    spec.given([applied, disbursed]).when({ type: 'WithdrawLoanApplication', data: { customerId: 'ann' }, metadata: { now: at(1) } }).thenThrows('loans.notPending');
  });

  it('is disbursed above the threshold only by a second, different finance member: the first approval lends nothing', () => {
    const disburse = (staffId: string, dualApprovalAboveUsdt = '999.99'): LoanCommand => ({ type: 'DisburseLoan', data: { staffId, terms, dualApprovalAboveUsdt }, metadata: { now: at(0) } });
    const firstApproval: LoanEvent = { type: 'LoanDisbursementApproved', data: { staffId: 'fin', at: at(0) } };
    spec.given([applied]).when(disburse('fin')).then([firstApproval]);
    spec.given([applied, firstApproval]).when(disburse('fin')).thenThrows('review.sameApprover');
    spec.given([applied, firstApproval]).when(disburse('fin2')).then([{ ...disbursed, data: { ...disbursed.data, staffId: 'fin2' } } as LoanEvent]);
    // At or under the threshold one approval lends; a first approval still stands when the other rejects.
    spec.given([applied]).when(disburse('fin', '1000')).then([disbursed]);
    spec.given([applied, firstApproval]).when({ type: 'RejectLoan', data: { staffId: 'fin2', reason: 'income not shown' }, metadata: { now: at(0) } }).then([
      { type: 'LoanRejected', data: { staffId: 'fin2', reason: 'income not shown', at: at(0) } },
    ]);
  });

  it('charges nothing for three days, the daily rate to the due date, then the overdue rate and a late fee once', () => {
    spec.given([applied, disbursed]).when({ type: 'AccrueLoanInterest', data: { day: 1 }, metadata: { now: at(1) } }).then([accrued(1, '0', '0.000000')]);
    spec.given([applied, disbursed, ...firstWeek.slice(0, 3)]).when({ type: 'AccrueLoanInterest', data: { day: 4 }, metadata: { now: at(4) } }).then([accrued(4, '0.001', '1.000000')]);
    spec.given([applied, disbursed]).when({ type: 'AccrueLoanInterest', data: { day: 1 }, metadata: { now: at(0, 23) } }).thenThrows('loans.accrualNotDue');
    spec.given([applied, disbursed, ...firstWeek]).when({ type: 'AccrueLoanInterest', data: { day: 8 }, metadata: { now: at(8) } }).then([
      accrued(8, '0.002', '2.000000', true),
      { type: 'LoanFellOverdue', data: { lateFee: '5.000000', at: at(8) } },
    ]);
    const overdue: LoanEvent = { type: 'LoanFellOverdue', data: { lateFee: '5.000000', at: at(8) } };
    spec.given([applied, disbursed, ...firstWeek, accrued(8, '0.002', '2.000000', true), overdue]).when({ type: 'AccrueLoanInterest', data: { day: 9 }, metadata: { now: at(9) } }).then([accrued(9, '0.002', '2.000000', true)]);
  });

  it('takes repayments one at a time, paying the late fee, then interest, then principal, and clears when nothing is owed', () => {
    const owing = [applied, disbursed, ...firstWeek];
    const asked: LoanEvent = { type: 'LoanRepaymentRequested', data: { repaymentId: 'r1', amount: '1004.000000', at: at(7, 1) } };
    spec.given(owing).when({ type: 'RequestLoanRepayment', data: { customerId: 'ann', repaymentId: 'r1', amount: '1004' }, metadata: { now: at(7, 1) } }).then([asked]);
    spec.given(owing).when({ type: 'RequestLoanRepayment', data: { customerId: 'ann', repaymentId: 'r1', amount: '1004.01' }, metadata: { now: at(7, 1) } }).thenThrows('loans.repayTooMuch');
    spec.given([...owing, asked]).when({ type: 'RequestLoanRepayment', data: { customerId: 'ann', repaymentId: 'r2', amount: '1' }, metadata: { now: at(7, 1) } }).thenThrows('loans.repaymentPending');
    spec.given([...owing, asked]).when({ type: 'SettleLoanRepayment', data: { repaymentId: 'r1' }, metadata: { now: at(7, 2) } }).then([
      { type: 'LoanRepaid', data: { repaymentId: 'r1', amount: '1004.000000', toLateFee: '0.000000', toInterest: '4.000000', toPrincipal: '1000.000000', cleared: true, at: at(7, 2) } },
    ]);
    spec.given([...owing, asked]).when({ type: 'FailLoanRepayment', data: { repaymentId: 'r1', reason: 'loans.insufficientBalance' }, metadata: { now: at(7, 2) } }).then([
      { type: 'LoanRepaymentFailed', data: { repaymentId: 'r1', reason: 'loans.insufficientBalance', at: at(7, 2) } },
    ]);
  });

  it('takes a repayment made outside the platform once finance approves its proof, and tells the customer why when it does not', () => {
    const owing = [applied, disbursed, ...firstWeek];
    const image = { imageId: 'p1', role: 'repaymentProof', mime: 'image/png' as const, size: 10, sha256: 'ab' };
    const proof: LoanEvent = { type: 'LoanRepaymentProofSubmitted', data: { repaymentId: 'r9', amount: '1004.000000', image, at: at(7, 1) } };
    spec.given(owing).when({ type: 'SubmitRepaymentProof', data: { customerId: 'ann', repaymentId: 'r9', amount: '1004', image }, metadata: { now: at(7, 1) } }).then([proof]);
    spec.given([...owing, proof]).when({ type: 'RequestLoanRepayment', data: { customerId: 'ann', repaymentId: 'r2', amount: '1' }, metadata: { now: at(7, 1) } }).thenThrows('loans.repaymentPending');
    spec.given([...owing, proof]).when({ type: 'ReviewRepaymentProof', data: { staffId: 'fin', decision: 'approve' }, metadata: { now: at(7, 2) } }).then([
      { type: 'LoanRepaid', data: { repaymentId: 'r9', amount: '1004.000000', toLateFee: '0.000000', toInterest: '4.000000', toPrincipal: '1000.000000', cleared: true, at: at(7, 2) } },
    ]);
    spec.given([...owing, proof]).when({ type: 'ReviewRepaymentProof', data: { staffId: 'fin', decision: 'reject', reason: 'No such transfer' }, metadata: { now: at(7, 2) } }).then([
      { type: 'LoanRepaymentProofRejected', data: { repaymentId: 'r9', staffId: 'fin', reason: 'No such transfer', at: at(7, 2) } },
    ]);
    // A wallet answer never settles a proof, nor a review a wallet repayment.
    spec.given([...owing, proof]).when({ type: 'SettleLoanRepayment', data: { repaymentId: 'r9' }, metadata: { now: at(7, 2) } }).then([]);
    const wallet: LoanEvent = { type: 'LoanRepaymentRequested', data: { repaymentId: 'r1', amount: '1.000000', at: at(7, 1) } };
    spec.given([...owing, wallet]).when({ type: 'ReviewRepaymentProof', data: { staffId: 'fin', decision: 'approve' }, metadata: { now: at(7, 2) } }).thenThrows('review.notPending');
  });

  it('needs two different finance staff to approve a repayment by bank receipt above the threshold; a rejection in between repays nothing', () => {
    const owing = [applied, disbursed, ...firstWeek];
    const image = { imageId: 'p1', role: 'repaymentProof', mime: 'image/png' as const, size: 10, sha256: 'ab' };
    const proof: LoanEvent = { type: 'LoanRepaymentProofSubmitted', data: { repaymentId: 'r9', amount: '1004.000000', image, at: at(7, 1) } };
    const approve = (staffId: string): LoanCommand => ({ type: 'ReviewRepaymentProof', data: { staffId, decision: 'approve', dualApprovalAboveUsdt: '1000' }, metadata: { now: at(7, 2) } });
    const first: LoanEvent = { type: 'LoanRepaymentProofApproved', data: { repaymentId: 'r9', staffId: 'fin1', at: at(7, 2) } };
    spec.given([...owing, proof]).when(approve('fin1')).then([first]);
    spec.given([...owing, proof, first]).when(approve('fin1')).thenThrows('review.sameApprover');
    spec.given([...owing, proof, first]).when(approve('fin2')).then([
      { type: 'LoanRepaid', data: { repaymentId: 'r9', amount: '1004.000000', toLateFee: '0.000000', toInterest: '4.000000', toPrincipal: '1000.000000', cleared: true, at: at(7, 2) } },
    ]);
    spec.given([...owing, proof, first]).when({ type: 'ReviewRepaymentProof', data: { staffId: 'fin2', decision: 'reject', reason: 'forged receipt' }, metadata: { now: at(7, 2) } }).then([
      { type: 'LoanRepaymentProofRejected', data: { repaymentId: 'r9', staffId: 'fin2', reason: 'forged receipt', at: at(7, 2) } },
    ]);
    // At or below the threshold one approval repays.
    spec.given([...owing, proof]).when({ ...approve('fin1'), data: { staffId: 'fin1', decision: 'approve', dualApprovalAboveUsdt: '1004' } } as LoanCommand).then([
      { type: 'LoanRepaid', data: { repaymentId: 'r9', amount: '1004.000000', toLateFee: '0.000000', toInterest: '4.000000', toPrincipal: '1000.000000', cleared: true, at: at(7, 2) } },
    ]);
  });

  it('never lets repayments take more than is owed, and owes nothing once they add up to it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400_000_000 }), { minLength: 1, maxLength: 8 }), (parts) => {
        let state: LoanState = [applied, disbursed, ...firstWeek].reduce(loanDecider.evolve, loanDecider.initialState());
        for (const [index, minor] of parts.entries()) {
          const owed = owedOf(state);
          if (owed.isZero()) break;
          const amount = Money.min(Money.ofMinor(ASSETS.USDT, BigInt(minor)), owed).toString();
          const now = at(7, 1);
          for (const command of [
            { type: 'RequestLoanRepayment', data: { customerId: 'ann', repaymentId: `r${index}`, amount }, metadata: { now } },
            { type: 'SettleLoanRepayment', data: { repaymentId: `r${index}` }, metadata: { now } },
          ] as LoanCommand[]) {
            state = loanDecider.decide(command, state).reduce(loanDecider.evolve, state);
          }
          expect(owedOf(state).isNegative()).toBe(false);
          expect(owedOf(state).add(Money.parse(ASSETS.USDT, amount)).equals(owed)).toBe(true);
        }
        expect(state.status === 'cleared').toBe(owedOf(state).isZero());
      }),
    );
  });
});
