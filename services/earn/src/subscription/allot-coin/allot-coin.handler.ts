import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { SubscriptionQuery, type CoinOffering } from '../queries/subscription.query';
import { SubscriptionStore } from '../subscription-store';

export class AllotCoinCommand extends Command<CoinOffering> {
  constructor(
    readonly staffId: string,
    readonly symbol: string,
  ) {
    super();
  }
}

/**
 * Staff allot an offering after its window by the published rule, from the subscriptions the offering
 * recorded as funded; then every funded subscription gets its share (one still waiting when this stops
 * half-way is allotted at the recorded ratio by `SubscriptionRelease`).
 */
@CommandHandler(AllotCoinCommand)
export class AllotCoinHandler implements ICommandHandler<AllotCoinCommand> {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly read: SubscriptionQuery,
  ) {}

  async execute({ staffId, symbol }: AllotCoinCommand) {
    const subscriptions = await this.read.awaitingAllotment(symbol);
    if (subscriptions.some((row) => row.status === 'funding')) throw new DomainError('subscription.holdsPending');
    const metadata = { staffId };
    const { events } = await this.store.offering(symbol, { type: 'AllotCoin', data: { staffId } }, { metadata });
    const ratio = (events[0]!.data as { ratio: string }).ratio;
    for (const row of subscriptions.filter((subscription) => subscription.status === 'under_review'))
      await this.store.subscription(row.id, { type: 'AllotSubscription', data: { ratio } }, { metadata: { customerId: row.customerId, staffId } });
    return this.read.coin(symbol);
  }
}
