import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { lendingImages } from '../lending-images';
import { LoanCommands } from '../loan-commands';
import { LoansQuery } from '../queries/loans.query';

export class RepayLoanCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly loanId: string,
    readonly amount: string,
    /** A proof of a payment made outside the platform (a bank transfer), for finance to review. */
    readonly proof: Buffer | null = null,
    /** The customer's request id, in the events' metadata. */
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * A repayment: from the funding wallet (asked of accounts, which takes it or answers "Insufficient
 * balance"), or with a proof of a payment made outside the platform, which finance reviews.
 */
@CommandHandler(RepayLoanCommand)
export class RepayLoanHandler implements ICommandHandler<RepayLoanCommand> {
  constructor(
    private readonly loans: LoanCommands,
    private readonly read: LoansQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ customer, loanId, amount, proof, requestId }: RepayLoanCommand) {
    await this.read.one(loanId, customer.customerId);
    const base = { customerId: customer.customerId, repaymentId: randomUUID(), amount: amount.trim() };
    const metadata = { customerId: customer.customerId, ...(requestId ? { requestId } : {}) };
    if (!proof) {
      await this.loans.execute(loanId, { type: 'RequestLoanRepayment', data: base }, { metadata });
    } else {
      const checked = await lendingImages.check(new Map([['repaymentProof', proof]]));
      await inTransaction(this.pool, async (client) => {
        const [image] = await lendingImages.store(client, customer.customerId, checked);
        await this.loans.execute(loanId, { type: 'SubmitRepaymentProof', data: { ...base, image: image! } }, { metadata, client });
      });
    }
    return this.read.one(loanId, customer.customerId);
  }
}
