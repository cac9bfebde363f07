import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { LoanStore } from '../../loans/loan-store';
import { LoansQuery } from '../../loans/loans.query';

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
    private readonly loans: LoanStore,
    private readonly read: LoansQuery,
  ) {}

  async execute({ customer, loanId }: WithdrawLoanApplicationCommand) {
    await this.read.one(loanId, customer.customerId);
    await this.loans.execute(loanId, { type: 'WithdrawLoanApplication', data: { customerId: customer.customerId } }, { customerId: customer.customerId });
    return this.read.one(loanId, customer.customerId);
  }
}

export class RepayLoanCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly loanId: string,
    readonly amount: string,
  ) {
    super();
  }
}

/** A repayment from the funding wallet: asked of accounts, which takes it or answers "Insufficient balance". */
@CommandHandler(RepayLoanCommand)
export class RepayLoanHandler implements ICommandHandler<RepayLoanCommand> {
  constructor(
    private readonly loans: LoanStore,
    private readonly read: LoansQuery,
  ) {}

  async execute({ customer, loanId, amount }: RepayLoanCommand) {
    await this.read.one(loanId, customer.customerId);
    await this.loans.execute(loanId, { type: 'RequestLoanRepayment', data: { customerId: customer.customerId, repaymentId: randomUUID(), amount: amount.trim() } }, { customerId: customer.customerId });
    return this.read.one(loanId, customer.customerId);
  }
}
