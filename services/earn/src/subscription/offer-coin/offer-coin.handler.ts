import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ASSETS } from '@meridian/money';
import type { CoinTerms } from '../domain/coin-offering.decider';
import { SubscriptionQuery, type CoinOffering } from '../queries/subscription.query';
import { SubscriptionStore } from '../subscription-store';

export class OfferCoinCommand extends Command<CoinOffering> {
  constructor(
    readonly staffId: string,
    readonly terms: CoinTerms,
    readonly reason: string,
  ) {
    super();
  }
}

/** Staff publish a coin, or change its terms before its window opens, with a reason. */
@CommandHandler(OfferCoinCommand)
export class OfferCoinHandler implements ICommandHandler<OfferCoinCommand> {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly read: SubscriptionQuery,
  ) {}

  async execute({ staffId, terms, reason }: OfferCoinCommand) {
    const { symbol } = terms;
    const data = { terms, staffId, reason, takenSymbols: Object.keys(ASSETS) };
    await this.store.offering(symbol, { type: 'OfferCoin', data }, { metadata: { staffId } });
    return this.read.coin(symbol);
  }
}
