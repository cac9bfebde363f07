import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { releaseAt, type CoinTerms } from './coin-offering.decider';
import { SubscriptionStore } from './subscription-store';

/**
 * When an allotted coin's lock-up ends (its listing day plus the lock-up days), the coin is released and
 * every allotted subscription's coins are credited to the funding wallet; each stream records it once.
 */
@Injectable()
export class SubscriptionRelease extends PeriodicSweep {
  constructor(
    @Inject(CLOCK) clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly store: SubscriptionStore,
  ) {
    super(clock, 60_000);
  }

  protected async sweep(now: Date): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string; terms: CoinTerms; status: string }>(
      "SELECT symbol, terms, status FROM earn_coin_offerings WHERE status IN ('allotted', 'released')",
    );
    for (const { symbol, terms, status } of rows) {
      if (now.toISOString() < releaseAt(terms)) continue;
      if (status === 'allotted') await this.store.offering(symbol, { type: 'ReleaseCoin' });
      const passed = await this.pool.query<{ subscription_id: string; customer_id: string }>(
        "SELECT subscription_id, customer_id FROM earn_coin_subscriptions WHERE symbol = $1 AND status = 'passed'",
        [symbol],
      );
      for (const row of passed.rows)
        await this.store.subscription(row.subscription_id, { type: 'ReleaseSubscribedCoins' }, { customerId: row.customer_id });
    }
  }
}
