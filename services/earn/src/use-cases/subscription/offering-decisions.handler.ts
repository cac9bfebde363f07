import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ASSETS, Decimal } from '@meridian/money';
import { AppError } from '@meridian/http';
import type { CoinTerms } from '../../subscription/coin-offering.decider';
import { SubscriptionStore } from '../../subscription/subscription-store';
import { SubscriptionQuery } from '../../subscription/subscription.query';

type Decision = { kind: 'offer'; terms: CoinTerms; reason: string } | { kind: 'allot' } | { kind: 'fail'; reason: string };

export class DecideOfferingCommand extends Command<Awaited<ReturnType<SubscriptionQuery['coin']>>> {
  constructor(
    readonly staffId: string,
    readonly symbol: string,
    readonly decision: Decision,
  ) {
    super();
  }
}

/**
 * Staff's decisions on an offering: publish or change its terms (before the window opens), allot after
 * the window by the published rule (every funded subscription gets its share), or fail the issuance
 * with a reason (every subscription refunded).
 */
@CommandHandler(DecideOfferingCommand)
export class DecideOfferingHandler implements ICommandHandler<DecideOfferingCommand> {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly read: SubscriptionQuery,
  ) {}

  async execute({ staffId, symbol, decision }: DecideOfferingCommand) {
    const metadata = { staffId };
    if (decision.kind === 'offer') {
      await this.store.offering(
        symbol,
        {
          type: 'OfferCoin',
          data: { terms: { ...decision.terms, symbol }, staffId, reason: decision.reason, takenSymbols: Object.keys(ASSETS) },
        },
        metadata,
      );
      return this.read.coin(symbol);
    }
    const subscriptions = await this.read.awaitingAllotment(symbol);
    if (subscriptions.some((row) => row.status === 'funding')) throw AppError.badInput('subscription.holdsPending');
    const funded = subscriptions.filter((row) => row.status === 'under_review');
    if (decision.kind === 'fail') {
      await this.store.offering(symbol, { type: 'FailCoinIssuance', data: { staffId, reason: decision.reason } }, metadata);
      for (const row of funded)
        await this.store.subscription(
          row.id,
          { type: 'RefundSubscription', data: { reason: decision.reason.trim() } },
          { customerId: row.customerId, staffId },
        );
      return this.read.coin(symbol);
    }
    const totalSubscribed = funded.reduce((sum, row) => sum.add(Decimal.parse(row.quantity)), Decimal.parse('0')).toString();
    const [allotted] = await this.store.offering(symbol, { type: 'AllotCoin', data: { totalSubscribed, staffId } }, metadata);
    const ratio = (allotted!.data as { ratio: string }).ratio;
    for (const row of funded)
      await this.store.subscription(row.id, { type: 'AllotSubscription', data: { ratio } }, { customerId: row.customerId, staffId });
    return this.read.coin(symbol);
  }
}
