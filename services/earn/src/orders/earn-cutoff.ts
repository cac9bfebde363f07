import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@meridian/eventstore';
import { CLOCK, DueItemsSweep, EVENT_STORE, type Clock } from '@meridian/runtime';
import { EarnProductsQuery } from '../products/queries/earn-products.query';
import { earnOrderDecider, type EarnOrderState } from './domain/earn-order.decider';
import { EarnOrderStore } from './earn-order-store';
import { EarnOrdersQuery } from './queries/earn-orders.query';
import { payoutAt, rateDateOf, rateWithin } from './domain/earn-yield.policy';
import { loadState } from './load-earn-order';

const SWEEP_MS = 5_000;

/**
 * The daily cut-off: each order in custody is paid every day that has closed, at the rate staff set
 * for that day (kept inside the order's frozen range; unset, its low end), and matures with its last
 * day. Each payment is an event on the order, so a sweep that runs twice, or late, pays each day once.
 */
@Injectable()
export class EarnCutoff extends DueItemsSweep {
  constructor(
    private readonly orders: EarnOrderStore,
    read: EarnOrdersQuery,
    private readonly products: EarnProductsQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(clock, SWEEP_MS, read, { context: 'earn', item: 'earn order', notDone: 'not paid' });
  }

  protected async settle(orderId: string, now: Date): Promise<void> {
    let state: EarnOrderState = await loadState(this.store, orderId);
    const terms = state.terms!;
    const metadata = { customerId: state.customerId };
    while (state.paidDays < terms.cycleDays && payoutAt(state.valueDate!, state.paidDays + 1) <= now.toISOString()) {
      const day = state.paidDays + 1;
      const set = await this.products.rateFor(terms.productId, rateDateOf(state.valueDate!, day));
      const rate = set !== null && rateWithin(set, terms.dailyRateMin, terms.dailyRateMax) ? set : terms.dailyRateMin;
      const { events } = await this.orders.execute(orderId, { type: 'PayEarnYield', data: { day, rate } }, { metadata, now });
      state = events.reduce((next, event) => earnOrderDecider.evolve(next, event as never), state);
    }
    if (state.paidDays === terms.cycleDays && state.status !== 'completed' && state.status !== 'redeemed') {
      await this.orders.execute(orderId, { type: 'MatureEarnOrder' }, { metadata, now });
    }
  }
}
