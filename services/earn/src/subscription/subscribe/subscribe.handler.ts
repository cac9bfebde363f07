import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { SubscriptionStore } from '../subscription-store';
import { SubscriptionQuery } from '../queries/subscription.query';

export class SubscribeCommand extends Command<Awaited<ReturnType<SubscriptionQuery['subscriptions']>>[number]> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly coinId: string,
    readonly quantity: string,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * A subscription at the coin's terms, frozen into it; a customer's subscriptions to one coin are
 * serialised (an advisory lock) so parallel requests cannot pass the per-customer maximum together.
 */
@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand> {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly read: SubscriptionQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ customer, coinId, quantity, requestId }: SubscribeCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const terms = await this.read.terms(coinId);
    const subscriptionId = randomUUID();
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`subscription:${customer.customerId}:${terms.symbol}`]);
      const alreadySubscribed = await this.read.subscribedBy(customer.customerId, terms.symbol, client);
      await this.store.subscription(
        subscriptionId,
        {
          type: 'SubscribeToCoin',
          data: { subscriptionId, customerId: customer.customerId, terms, quantity: quantity.trim(), alreadySubscribed },
        },
        { metadata: { customerId: customer.customerId, ...(requestId ? { requestId } : {}) }, client },
      );
    });
    const [placed] = await this.read.subscriptions({ id: subscriptionId, customerId: customer.customerId });
    return placed!;
  }
}
