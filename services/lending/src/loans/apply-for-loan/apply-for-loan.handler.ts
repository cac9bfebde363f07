import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { isCountryCode } from '@meridian/contracts';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandings } from '../../credit/queries/borrower-standing.query';
import { DEFAULT_LOAN_TERMS } from '../domain/loan-terms';
import { lendingImages, OPTIONAL_LOAN_IMAGES, REQUIRED_LOAN_IMAGES } from '../lending-images';
import { LoanCommands } from '../loan-commands';
import { LoansQuery } from '../queries/loans.query';
import type { ApplyForLoanRequestDto } from './apply-for-loan.request.dto';

export class ApplyForLoanCommand extends Command<Awaited<ReturnType<LoansQuery['one']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: ApplyForLoanRequestDto,
    readonly files: ReadonlyMap<string, Buffer>,
    /** The customer's request id, in the events' metadata. */
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * An application: advanced verification and a credit score that allow it, an amount within what is
 * left of the limit, the agreement ticked, the applicant's data and ID photos (checked by their bytes).
 * One customer's applications are serialised, so two at once cannot both use the same limit.
 */
@CommandHandler(ApplyForLoanCommand)
export class ApplyForLoanHandler implements ICommandHandler<ApplyForLoanCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly loans: LoanCommands,
    private readonly standings: BorrowerStandings,
    private readonly read: LoansQuery,
  ) {}

  async execute({ customer, input, files, requestId }: ApplyForLoanCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const terms = DEFAULT_LOAN_TERMS.find((product) => product.productId === input.productId);
    if (!terms) throw new DomainError('loans.productUnknown');
    const country = input.country.trim().toUpperCase();
    if (!isCountryCode(country)) throw new DomainError('kyc.countryInvalid');
    for (const role of REQUIRED_LOAN_IMAGES) if (!files.has(role)) throw new DomainError('kyc.imageRequired', { image: role });
    const roles: readonly string[] = [...REQUIRED_LOAN_IMAGES, ...OPTIONAL_LOAN_IMAGES];
    const images = await lendingImages.check(new Map([...files].filter(([role]) => roles.includes(role))));
    const loanId = randomUUID();
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`loan-apply:${customer.customerId}`]);
      const standing = await this.standings.of(customer.customerId, client);
      if (standing.refusal) throw new DomainError(standing.refusal);
      const stored = await lendingImages.store(client, customer.customerId, images);
      const applicant = { name: input.name.trim(), country, address: input.address.trim(), birthDate: input.birthDate, phone: input.phone.trim(), monthlyIncome: input.monthlyIncome.trim() };
      await this.loans.execute(
        loanId,
        { type: 'ApplyForLoan', data: { loanId, customerId: customer.customerId, terms, amount: input.amount.trim(), applicant, images: stored, agreed: input.agreed, available: standing.available } },
        { client, metadata: { customerId: customer.customerId, ...(requestId ? { requestId } : {}) } },
      );
    });
    return this.read.one(loanId, customer.customerId);
  }
}
