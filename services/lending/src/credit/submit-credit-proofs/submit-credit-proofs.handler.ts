import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { CustomerPrincipal } from '@meridian/runtime';
import { lendingImages } from '../../loans/lending-images';
import { CreditCommands } from '../credit-commands';
import { BorrowerStandings } from '../queries/borrower-standing.query';

export class SubmitCreditProofsCommand extends Command<Awaited<ReturnType<BorrowerStandings['of']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {
    super();
  }
}

/** The customer's proofs for finance's next evaluation (income, assets): images checked by their bytes, stored with the event. */
@CommandHandler(SubmitCreditProofsCommand)
export class SubmitCreditProofsHandler implements ICommandHandler<SubmitCreditProofsCommand> {
  constructor(
    private readonly credit: CreditCommands,
    private readonly standings: BorrowerStandings,
  ) {}

  async execute({ customer, files }: SubmitCreditProofsCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const { tiers } = await this.standings.of(customer.customerId);
    const checked = await lendingImages.check(files);
    await this.credit.execute(
      customer.customerId,
      async (client) => ({ type: 'SubmitCreditProofs', data: { images: await lendingImages.store(client, customer.customerId, checked), primaryVerified: tiers.includes('primary') } }),
      { customerId: customer.customerId },
    );
    return this.standings.of(customer.customerId);
  }
}
