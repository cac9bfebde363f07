import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DueItemsSweep, type Clock } from '@meridian/runtime';
import { C2cOrderCommands } from './c2c-order-commands';
import { C2cOrdersQuery } from './queries/c2c-orders.query';

const SWEEP_MS = 5_000;

/**
 * The orders' timers on the platform's clock: an order without a proof expires at its deadline (the
 * inventory's hold goes back), and a waiting order's customer is reminded once at half time. Each is an
 * event the order's decider allows once, so a late or repeated sweep does nothing twice; an order with
 * a proof never expires here, it waits for staff.
 */
@Injectable()
export class C2cOrderTimers extends DueItemsSweep {
  constructor(
    private readonly orders: C2cOrderCommands,
    read: C2cOrdersQuery,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(clock, SWEEP_MS, read, { context: 'c2c', item: 'C2C order', notDone: 'not swept' });
  }

  protected async settle(orderId: string, now: Date): Promise<void> {
    const { state } = await this.orders.execute(orderId, { type: 'ExpireC2cOrder', data: {} }, { now });
    if (state.status === 'unmatched' || state.status === 'matched') await this.orders.execute(orderId, { type: 'RemindC2cOrder', data: {} }, { now, metadata: { customerId: state.customerId } });
  }
}
