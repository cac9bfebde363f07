import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { releaseAt, type CoinTerms } from './domain/coin-offering.decider';
import { SubscriptionStore } from './subscription-store';

/**
 * What follows an offering's decision, run every minute. A subscription still under review after its
 * offering was allotted or failed (the decision's process stopped half-way) is allotted at the recorded
 * ratio or refunded, so no hold stays frozen. When an allotted coin's lock-up ends (its listing day plus
 * the lock-up days), the coin is released and every allotted subscription's coins are credited to the
 * funding wallet. Each stream records each step once.
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
    await this.finishDecisions();
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
        await this.store.subscription(row.subscription_id, { type: 'ReleaseSubscribedCoins' }, { metadata: { customerId: row.customer_id } });
    }
  }

  private async finishDecisions(): Promise<void> {
    const { rows } = await this.pool.query<{
      subscription_id: string;
      customer_id: string;
      status: string;
      ratio: string | null;
      reason: string | null;
    }>(
      `SELECT s.subscription_id, s.customer_id, o.status, o.ratio::text, o.reason
         FROM earn_coin_subscriptions s JOIN earn_coin_offerings o ON o.symbol = s.symbol
        WHERE s.status = 'under_review' AND o.status IN ('allotted', 'released', 'failed')`,
    );
    for (const row of rows) {
      const metadata = { customerId: row.customer_id };
      if (row.status === 'failed')
        await this.store.subscription(row.subscription_id, { type: 'RefundSubscription', data: { reason: row.reason ?? '' } }, { metadata });
      else await this.store.subscription(row.subscription_id, { type: 'AllotSubscription', data: { ratio: row.ratio! } }, { metadata });
    }
  }
}
