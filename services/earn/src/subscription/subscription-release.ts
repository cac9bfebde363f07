import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { In } from 'typeorm';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { releaseAt } from './domain/coin-offering.decider';
import { SubscriptionStore } from './subscription-store';
import { earnReadModels } from '../earn.read-models';
import { EarnCoinOffering } from './read-models/earn-coin-offering.entity';
import { EarnCoinSubscription } from './read-models/earn-coin-subscription.entity';

/** A subscription with its offering, to finish what the offering's decision left half-way. */
type UnderReview = EarnCoinSubscription & { offering: EarnCoinOffering };

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
    const models = await earnReadModels.on(this.pool);
    const offerings = await models.getRepository(EarnCoinOffering).find({ where: { status: In(['allotted', 'released']) } });
    for (const { symbol, terms, status } of offerings) {
      if (now.toISOString() < releaseAt(terms)) continue;
      if (status === 'allotted') await this.store.offering(symbol, { type: 'ReleaseCoin' });
      const passed = await models.getRepository(EarnCoinSubscription).find({ where: { symbol, status: 'passed' } });
      for (const row of passed) await this.store.subscription(row.subscriptionId, { type: 'ReleaseSubscribedCoins' }, { metadata: { customerId: row.customerId } });
    }
  }

  private async finishDecisions(): Promise<void> {
    const rows = (await (await earnReadModels.on(this.pool))
      .getRepository(EarnCoinSubscription)
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.offering', EarnCoinOffering, 'o', 'o.symbol = s.symbol')
      .where("s.status = 'under_review'")
      .andWhere("o.status IN ('allotted', 'released', 'failed')")
      .getMany()) as UnderReview[];
    for (const { subscriptionId, customerId, offering } of rows) {
      const metadata = { customerId };
      if (offering.status === 'failed') await this.store.subscription(subscriptionId, { type: 'RefundSubscription', data: { reason: offering.reason ?? '' } }, { metadata });
      else await this.store.subscription(subscriptionId, { type: 'AllotSubscription', data: { ratio: offering.ratio! } }, { metadata });
    }
  }
}
