import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import { LoanStore } from '../../loans/loan-store';
import { DEFAULT_LOAN_TERMS } from '../../loans/loan-terms';
import { LoansQuery } from '../../loans/loans.query';

export type LoanDecision = { decision: 'disburse' } | { decision: 'reject'; reason: string };

export class ReviewLoanCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly loanId: string,
    readonly staffId: string,
    readonly review: LoanDecision,
  ) {
    super();
  }
}

/** Finance disburses a pending loan (its product's terms frozen into it now) or rejects it with a reason; the customer may apply again. */
@CommandHandler(ReviewLoanCommand)
export class ReviewLoanHandler implements ICommandHandler<ReviewLoanCommand> {
  constructor(
    private readonly loans: LoanStore,
    private readonly read: LoansQuery,
  ) {}

  async execute({ loanId, staffId, review }: ReviewLoanCommand) {
    const loan = await this.read.one(loanId, null);
    const metadata = { customerId: loan.customerId, staffId };
    if (review.decision === 'reject') {
      await this.loans.execute(loanId, { type: 'RejectLoan', data: { staffId, reason: review.reason } }, metadata);
    } else {
      const terms = DEFAULT_LOAN_TERMS.find((product) => product.productId === loan.productId);
      if (!terms) throw AppError.badInput('loans.productUnknown');
      await this.loans.execute(loanId, { type: 'DisburseLoan', data: { staffId, terms } }, metadata);
    }
    return this.read.one(loanId, null);
  }
}

export class ReviewRepaymentProofCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly loanId: string,
    readonly staffId: string,
    readonly review: { decision: 'approve' } | { decision: 'reject'; reason: string },
  ) {
    super();
  }
}

/** Finance checks a repayment proof against the bank: approved, the loan is repaid (the loan book from the treasury); rejected, the customer reads why. */
@CommandHandler(ReviewRepaymentProofCommand)
export class ReviewRepaymentProofHandler implements ICommandHandler<ReviewRepaymentProofCommand> {
  constructor(
    private readonly loans: LoanStore,
    private readonly read: LoansQuery,
  ) {}

  async execute({ loanId, staffId, review }: ReviewRepaymentProofCommand) {
    const loan = await this.read.one(loanId, null);
    await this.loans.execute(loanId, { type: 'ReviewRepaymentProof', data: { staffId, ...review } }, { customerId: loan.customerId, staffId });
    return this.read.one(loanId, null);
  }
}
