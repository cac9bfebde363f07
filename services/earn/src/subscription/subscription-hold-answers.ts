import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { retryOnConflict } from '@meridian/eventstore';
import { PG_POOL } from '@meridian/runtime';
import { SubscriptionStore } from './subscription-store';

/**
 * The wallet's answer to a subscription: held (under review until the allotment, and recorded on the
 * offering in the same transaction, so the allotment counts it), or refused ("Insufficient USDT balance").
 */
@Injectable()
export class SubscriptionHoldAnswers {
  constructor(
    private readonly store: SubscriptionStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async held(subscriptionId: string, metadata: Record<string, unknown>): Promise<void> {
    // Subscriptions funded together meet on their offering's stream: decide again against it.
    await retryOnConflict(() =>
      inTransaction(this.pool, async (client) => {
        const confirmed = await this.store.subscription(subscriptionId, { type: 'ConfirmSubscriptionHold' }, { metadata, client });
        const placed = confirmed.before.placed;
        if (confirmed.events.length === 0 || !placed) return;
        const data = { subscriptionId, quantity: placed.quantity };
        await this.store.offering(placed.symbol, { type: 'RecordFundedSubscription', data }, { metadata, client });
      }),
    );
  }

  async refused(subscriptionId: string, reason: string, metadata: Record<string, unknown>): Promise<void> {
    await this.store.subscription(subscriptionId, { type: 'RefuseSubscriptionHold', data: { reason } }, { metadata });
  }
}
