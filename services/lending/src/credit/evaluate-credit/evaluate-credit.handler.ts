import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreditCommands } from '../credit-commands';
import { BorrowerStandings } from '../queries/borrower-standing.query';

export class EvaluateCreditCommand extends Command<Awaited<ReturnType<BorrowerStandings['of']>>> {
  constructor(
    readonly staffId: string,
    readonly customerId: string,
    readonly score: number,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * Finance or compliance sets a customer's score with a reason; the published table turns it into a
 * loan limit, and the customer's open apps are told both in the same transaction (through the outbox).
 */
@CommandHandler(EvaluateCreditCommand)
export class EvaluateCreditHandler implements ICommandHandler<EvaluateCreditCommand> {
  constructor(
    private readonly credit: CreditCommands,
    private readonly standings: BorrowerStandings,
  ) {}

  async execute({ staffId, customerId, score, reason }: EvaluateCreditCommand) {
    const { tiers } = await this.standings.of(customerId);
    const primaryVerified = tiers.includes('primary');
    await this.credit.execute(customerId, async () => ({ type: 'EvaluateCredit', data: { score, reason, staffId, primaryVerified } }), { customerId, staffId });
    return this.standings.of(customerId);
  }
}
