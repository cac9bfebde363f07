import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { LoanCommands } from '../loan-commands';
import { LoansQuery } from '../queries/loans.query';

export class WithdrawLoanApplicationCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly loanId: string,
  ) {
    super();
  }
}

/** The applicant takes back an application finance has not decided yet. */
@CommandHandler(WithdrawLoanApplicationCommand)
export class WithdrawLoanApplicationHandler implements ICommandHandler<WithdrawLoanApplicationCommand> {
  constructor(
    private readonly loans: LoanCommands,
    private readonly read: LoansQuery,
  ) {}

  async execute({ customer, loanId }: WithdrawLoanApplicationCommand) {
    await this.read.one(loanId, customer.customerId);
    await this.loans.execute(loanId, { type: 'WithdrawLoanApplication', data: { customerId: customer.customerId } }, { metadata: { customerId: customer.customerId } });
    return this.read.one(loanId, customer.customerId);
  }
}
