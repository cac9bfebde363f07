import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { c2cImages } from '../c2c-images';
import { C2cOrderCommands } from '../c2c-order-commands';
import type { C2cOrderResponseDto } from '../queries/c2c-order.response.dto';
import { C2cOrdersQuery } from '../queries/c2c-orders.query';

export class SubmitC2cProofCommand extends Command<C2cOrderResponseDto> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly orderId: string,
    readonly payerName: string,
    readonly payerBank: string,
    readonly proof: Buffer | null,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * Step three: the payer's name and bank and the remittance proof, an image decoded and encoded afresh
 * before it is kept (its original filed for audit). Stored with the event in one transaction: a
 * refusal keeps nothing.
 */
@CommandHandler(SubmitC2cProofCommand)
export class SubmitC2cProofHandler implements ICommandHandler<SubmitC2cProofCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly orders: C2cOrderCommands,
    private readonly read: C2cOrdersQuery,
  ) {}

  async execute({ customer, orderId, payerName, payerBank, proof, requestId }: SubmitC2cProofCommand) {
    const { customerId } = customer;
    await this.read.one(orderId, customerId);
    if (!proof) throw new DomainError('c2c.proofRequired');
    const checked = await c2cImages.check(new Map([['proof', proof]]));
    await inTransaction(this.pool, async (client) => {
      const [image] = await c2cImages.store(client, customerId, checked);
      await this.orders.execute(
        orderId,
        { type: 'SubmitC2cPaymentProof', data: { customerId, payerName, payerBank, proof: image! } },
        { client, metadata: { customerId, ...(requestId ? { requestId } : {}) } },
      );
    });
    return this.read.one(orderId, customerId);
  }
}
