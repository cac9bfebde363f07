import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { SubscriptionQuery, type CoinOffering } from '../queries/subscription.query';
import { SubscriptionStore } from '../subscription-store';

export class FailCoinIssuanceCommand extends Command<CoinOffering> {
  constructor(
    readonly staffId: string,
    readonly symbol: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** Staff fail an offering's issuance with a reason: every funded subscription is refunded. */
@CommandHandler(FailCoinIssuanceCommand)
export class FailCoinIssuanceHandler implements ICommandHandler<FailCoinIssuanceCommand> {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly read: SubscriptionQuery,
  ) {}

  async execute({ staffId, symbol, reason }: FailCoinIssuanceCommand) {
    const subscriptions = await this.read.awaitingAllotment(symbol);
    if (subscriptions.some((row) => row.status === 'funding')) throw new DomainError('subscription.holdsPending');
    await this.store.offering(symbol, { type: 'FailCoinIssuance', data: { staffId, reason } }, { metadata: { staffId } });
    for (const row of subscriptions.filter((subscription) => subscription.status === 'under_review'))
      await this.store.subscription(row.id, { type: 'RefundSubscription', data: { reason: reason.trim() } }, { metadata: { customerId: row.customerId, staffId } });
    return this.read.coin(symbol);
  }
}
