import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { EarnOrderStore } from '../../orders/earn-order-store';
import { EarnOrdersQuery } from '../../orders/earn-orders.query';
import { VipLevelsConsumer } from '../../customers/vip-levels.consumer';
import { EarnProductsQuery } from '../../products/earn-products.query';
import type { PurchaseEarnRequestDto } from './purchase-earn.request.dto';

export class PurchaseEarnCommand extends Command<Awaited<ReturnType<EarnOrdersQuery['one']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: PurchaseEarnRequestDto,
  ) {
    super();
  }
}

/**
 * A purchase: the order is placed with the product's terms frozen into it, and the funding wallet is
 * asked to hold the principal (`EarnHoldRequested`); the order is in custody once it does, or fails
 * with "Insufficient balance" if it cannot.
 */
@CommandHandler(PurchaseEarnCommand)
export class PurchaseEarnHandler implements ICommandHandler<PurchaseEarnCommand> {
  constructor(
    private readonly orders: EarnOrderStore,
    private readonly products: EarnProductsQuery,
    private readonly read: EarnOrdersQuery,
    private readonly vip: VipLevelsConsumer,
  ) {}

  async execute({ customer, input }: PurchaseEarnCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const terms = await this.products.terms(input.productId);
    const vipLevel = await this.vip.levelOf(customer.customerId);
    const orderId = randomUUID();
    await this.orders.execute(orderId, { type: 'PlaceEarnOrder', data: { orderId, customerId: customer.customerId, amount: input.amount.trim(), terms, vipLevel } }, { customerId: customer.customerId });
    return this.read.one(orderId, customer.customerId);
  }
}
