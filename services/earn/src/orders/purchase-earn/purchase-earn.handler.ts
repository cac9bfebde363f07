import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { recordAnswerInTransaction, type AnswerWithEffect } from '@meridian/http';
import { Decimal } from '@meridian/money';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { PayoutCover } from '../payout-cover';
import { EarnOrderStore } from '../earn-order-store';
import { EarnOrdersQuery } from '../queries/earn-orders.query';
import { VipLevelsConsumer } from '../../customers/vip-levels.consumer';
import { EarnProductsQuery } from '../../products/queries/earn-products.query';
import type { EarnProductTerms } from '../../products/domain/earn-product-terms';
import type { PurchaseEarnRequestDto } from './purchase-earn.request.dto';

export type PlacedEarnOrder = Awaited<ReturnType<EarnOrdersQuery['one']>>;

export class PurchaseEarnCommand extends Command<PlacedEarnOrder> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: PurchaseEarnRequestDto,
    /** With a request id: how the route answers, recorded with the order's events in their transaction. */
    readonly answer?: AnswerWithEffect<PlacedEarnOrder>,
  ) {
    super();
  }
}

/**
 * A purchase: the order is placed with the product's terms frozen into it, and the funding wallet is
 * asked to hold the principal (`ProductFundsHoldRequested`); the order is in custody once it does, or fails
 * with "Insufficient balance" if it cannot. It is refused ("closed: its payout account is not funded")
 * unless `platform:earn-payouts` covers every open order's yield to maturity and this one's
 * (`PayoutCover`), checked under a lock so two orders cannot both take the last of it.
 */
@CommandHandler(PurchaseEarnCommand)
export class PurchaseEarnHandler implements ICommandHandler<PurchaseEarnCommand> {
  constructor(
    private readonly orders: EarnOrderStore,
    private readonly products: EarnProductsQuery,
    private readonly read: EarnOrdersQuery,
    private readonly vip: VipLevelsConsumer,
    private readonly cover: PayoutCover,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ customer, input, answer }: PurchaseEarnCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const terms = await this.products.terms(input.productId);
    const vipLevel = await this.vip.levelOf(customer.customerId);
    const orderId = randomUUID();
    const amount = input.amount.trim();
    return inTransaction(this.pool, async (client) => {
      // Accepted only while platform:earn-payouts covers every open order's yield to maturity and this one's.
      await this.cover.lock(client);
      if (withinTerms(amount, terms) && !PayoutCover.covers(await this.cover.state(client), amount, terms)) throw new DomainError('earn.payoutsUnfunded');
      // Outside the terms, the decider refuses it with its own reason.
      await this.orders.execute(orderId, { type: 'PlaceEarnOrder', data: { orderId, customerId: customer.customerId, amount, terms, vipLevel } }, { metadata: { customerId: customer.customerId }, client });
      // The order as placed (its read model is written in this transaction), and the answer committed with it.
      const placed = await this.read.one(orderId, customer.customerId, client);
      if (answer) await recordAnswerInTransaction(client, answer.claim, answer.httpStatus, answer.body(placed));
      return placed;
    });
  }
}

/** A well-formed amount inside an enabled product's bounds: only such an order asks for cover. */
function withinTerms(amount: string, terms: EarnProductTerms): boolean {
  if (!terms.enabled || !/^\d{1,20}(\.\d{1,18})?$/.test(amount)) return false;
  const value = Decimal.parse(amount);
  return value.compare(Decimal.parse(terms.minAmount)) >= 0 && value.compare(Decimal.parse(terms.maxAmount)) <= 0;
}
