import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { CustomerPrincipal } from '@meridian/runtime';
import { lendingImages } from '../../loans/lending-images';
import { CreditCommands } from '../credit-commands';
import { BorrowerStandings } from '../queries/borrower-standing.query';

export class RequestCreditEvaluationCommand extends Command<Awaited<ReturnType<BorrowerStandings['of']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {
    super();
  }
}

/**
 * A customer without a score (or wanting a new one) asks finance for an evaluation, with proofs now
 * or sent before; the request waits in the back office's queue until finance sets a score. The images
 * and the request commit together.
 */
@CommandHandler(RequestCreditEvaluationCommand)
export class RequestCreditEvaluationHandler implements ICommandHandler<RequestCreditEvaluationCommand> {
  constructor(
    private readonly credit: CreditCommands,
    private readonly standings: BorrowerStandings,
  ) {}

  async execute({ customer, files }: RequestCreditEvaluationCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const { tiers } = await this.standings.of(customer.customerId);
    const checked = files.size > 0 ? await lendingImages.check(files) : null;
    await this.credit.execute(
      customer.customerId,
      async (client) => {
        const images = checked ? await lendingImages.store(client, customer.customerId, checked) : [];
        return { type: 'RequestCreditEvaluation', data: { images, primaryVerified: tiers.includes('primary') } };
      },
      { customerId: customer.customerId },
    );
    return this.standings.of(customer.customerId);
  }
}
