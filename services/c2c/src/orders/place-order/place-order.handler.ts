import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { C2cRatesQuery } from '../../rates/queries/c2c-rates.query';
import { C2cOrderCommands } from '../c2c-order-commands';
import { isFiat } from '../domain/c2c-terms';
import type { C2cOrderResponseDto } from '../queries/c2c-order.response.dto';
import { C2cOrdersQuery } from '../queries/c2c-orders.query';
import { VerifiedNames } from '../verified-names';
import type { PlaceC2cOrderDto } from './place-order.request.dto';

export class PlaceC2cOrderCommand extends Command<C2cOrderResponseDto> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: PlaceC2cOrderDto,
    /** The customer's request id, in the events' metadata. */
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * Step one: an order at the rate finance publishes now, frozen into it with the customer's verified
 * name. One open order per customer: a customer's placements are serialised, and one that finds an
 * open order is refused, naming it.
 */
@CommandHandler(PlaceC2cOrderCommand)
export class PlaceC2cOrderHandler implements ICommandHandler<PlaceC2cOrderCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly orders: C2cOrderCommands,
    private readonly read: C2cOrdersQuery,
    private readonly rates: C2cRatesQuery,
    private readonly names: VerifiedNames,
  ) {}

  async execute({ customer, input, requestId }: PlaceC2cOrderCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const { customerId } = customer;
    const fiat = input.fiat.trim().toUpperCase();
    const quote = isFiat(fiat) ? await this.rates.rate(fiat) : null;
    const orderId = randomUUID();
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`c2c-order:${customerId}`]);
      if (await this.read.openOf(customerId, client)) throw new DomainError('c2c.openOrderExists');
      const verifiedName = await this.names.of(customerId, client);
      await this.orders.execute(
        orderId,
        { type: 'PlaceC2cOrder', data: { orderId, customerId, amount: input.amount, fiat, payment: input.payment, quote, verifiedName } },
        { client, metadata: { customerId, ...(requestId ? { requestId } : {}) } },
      );
    });
    return this.read.one(orderId, customerId);
  }
}
