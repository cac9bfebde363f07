import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import { PLATFORM_RESERVES, type PlatformReserves } from '@meridian/runtime';
import { DEFAULT_LOAN_TERMS, DISBURSEMENT_DUAL_APPROVAL_ABOVE_USDT } from '../domain/loan-terms';
import { LoanCommands } from '../loan-commands';
import { LoansQuery } from '../queries/loans.query';

const LOAN_BOOK = 'platform:loan-book:USDT';

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

/**
 * Finance disburses a pending loan (its product's terms frozen into it now) or rejects it with a reason;
 * the customer may apply again. Above `DISBURSEMENT_DUAL_APPROVAL_ABOVE_USDT` the first approval is
 * recorded and a second, different finance member's disburses.
 */
@CommandHandler(ReviewLoanCommand)
export class ReviewLoanHandler implements ICommandHandler<ReviewLoanCommand> {
  constructor(
    private readonly loans: LoanCommands,
    private readonly read: LoansQuery,
    // Absent only in a process wired without accounts' port: then nothing is lent (fail closed).
    @Optional() @Inject(PLATFORM_RESERVES) private readonly reserves?: PlatformReserves,
  ) {}

  /**
   * A loan is lent only from what `platform:loan-book` holds (docs/lending.md): refused with the
   * balance and the amount otherwise, so finance funds the book first. The ledger refuses a debit the
   * book cannot cover in any case; this answers finance at once instead of leaving the transfer waiting.
   */
  private async assertLoanBookCovers(amount: string): Promise<void> {
    const available = this.reserves ? await this.reserves.balance(LOAN_BOOK) : '0.000000';
    if (Money.parse(ASSETS.USDT, available).compare(Money.parse(ASSETS.USDT, amount)) < 0) throw new DomainError('loans.loanBookUnfunded', { available, amount });
  }

  async execute({ loanId, staffId, review }: ReviewLoanCommand) {
    const loan = await this.read.one(loanId, null);
    const metadata = { customerId: loan.customerId, staffId };
    if (review.decision === 'reject') {
      await this.loans.execute(loanId, { type: 'RejectLoan', data: { staffId, reason: review.reason } }, { metadata });
    } else {
      const terms = DEFAULT_LOAN_TERMS.find((product) => product.productId === loan.productId);
      if (!terms) throw new DomainError('loans.productUnknown');
      if (loan.status === 'pending') await this.assertLoanBookCovers(loan.amount);
      await this.loans.execute(loanId, { type: 'DisburseLoan', data: { staffId, terms, dualApprovalAboveUsdt: DISBURSEMENT_DUAL_APPROVAL_ABOVE_USDT } }, { metadata });
    }
    return this.read.one(loanId, null);
  }
}
