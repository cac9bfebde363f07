import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LendingRulesQuery } from '../../settings/queries/lending-rules.query';
import { LoanCommands } from '../loan-commands';
import { LoansQuery } from '../queries/loans.query';

export class ReviewRepaymentProofCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly loanId: string,
    readonly staffId: string,
    readonly review: { decision: 'approve' } | { decision: 'reject'; reason: string },
  ) {
    super();
  }
}

/**
 * Finance checks a repayment proof against the bank: approved, the loan is repaid (the loan book from
 * the treasury); rejected, the customer reads why. Above the lending rules' repayment threshold
 * (`repaymentDualApprovalAboveUsdt`, default 10,000 USDT, a setting behind four eyes) the first
 * approval only records itself (`LoanRepaymentProofApproved`) and a second, different staff member's
 * approval repays.
 */
@CommandHandler(ReviewRepaymentProofCommand)
export class ReviewRepaymentProofHandler implements ICommandHandler<ReviewRepaymentProofCommand> {
  constructor(
    private readonly loans: LoanCommands,
    private readonly read: LoansQuery,
    private readonly rules: LendingRulesQuery,
  ) {}

  async execute({ loanId, staffId, review }: ReviewRepaymentProofCommand) {
    const loan = await this.read.one(loanId, null);
    const data =
      review.decision === 'approve' ? { staffId, ...review, dualApprovalAboveUsdt: (await this.rules.current()).repaymentDualApprovalAboveUsdt } : { staffId, ...review };
    await this.loans.execute(loanId, { type: 'ReviewRepaymentProof', data }, { metadata: { customerId: loan.customerId, staffId } });
    return this.read.one(loanId, null);
  }
}
