import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { EarnOrderStore } from '../earn-order-store';
import { EarnOrdersQuery } from '../queries/earn-orders.query';

export class RequestRedemptionCommand extends Command<Awaited<ReturnType<EarnOrdersQuery['one']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly orderId: string,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/** Early redemption at the penalty the order detail quoted; staff review it (redeeming). */
@CommandHandler(RequestRedemptionCommand)
export class RequestRedemptionHandler implements ICommandHandler<RequestRedemptionCommand> {
  constructor(
    private readonly orders: EarnOrderStore,
    private readonly read: EarnOrdersQuery,
  ) {}

  async execute({ customer, orderId, requestId }: RequestRedemptionCommand) {
    await this.read.one(orderId, customer.customerId);
    await this.orders.execute(orderId, { type: 'RequestEarnRedemption', data: { customerId: customer.customerId } }, { metadata: { customerId: customer.customerId, ...(requestId ? { requestId } : {}) } });
    return this.read.one(orderId, customer.customerId);
  }
}
