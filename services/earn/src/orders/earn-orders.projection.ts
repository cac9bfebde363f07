import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { Decimal } from '@meridian/money';
import type { EarnOrderEvent } from './domain/earn-order.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnOrder } from './read-models/earn-order.entity';
import { EarnYield } from './read-models/earn-yield.entity';

const ordersOn = async ({ client }: ProjectedStream) => (await earnReadModels.on(client)).getRepository(EarnOrder);

/** Updates an order's row with what the event changed, and its `updatedAt` to the event's time. */
const set = async (order: ProjectedStream, at: string, changes: Partial<Omit<EarnOrder, 'orderId' | 'updatedAt'>>) => {
  await (await ordersOn(order)).update(order.id, { ...changes, updatedAt: new Date(at) });
};

/**
 * The order rows and their yields. A projection only builds its read model: what the funding wallet
 * must move goes out from the use case that appended the events (`earnOrderMessages`), so a rebuild
 * sends nothing again.
 */
const earnOrderEvents = streamProjection<EarnOrderEvent>('earn-order-', {
  EarnOrderPlaced: async ({ customerId, amount, terms, at }, order) => {
    const placedAt = new Date(at);
    const row = { orderId: order.id, customerId, productId: terms.productId, amount, terms, status: 'funding' as const, placedAt, updatedAt: placedAt };
    await (await ordersOn(order)).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  EarnOrderActivated: ({ valueDate, maturesAt, at }, order) => set(order, at, { status: 'in_custody', valueDate: new Date(valueDate), maturesAt: new Date(maturesAt) }),
  EarnOrderFailed: ({ reason, at }, order) => set(order, at, { status: 'failed', reason }),
  EarnYieldPaid: async ({ day, rate, amount, at }, order) => {
    const yields = (await earnReadModels.on(order.client)).getRepository(EarnYield);
    await yields.createQueryBuilder().insert().values({ orderId: order.id, day, rate, amount, paidAt: new Date(at) }).orIgnore().execute();
    const { earned } = await (await ordersOn(order)).findOneByOrFail({ orderId: order.id });
    await set(order, at, { paidDays: day, earned: Decimal.parse(earned).add(Decimal.parse(amount)).toString() });
  },
  // A matured order completes; a redeemed one keeps the penalty it paid.
  EarnOrderMatured: ({ at }, order) => set(order, at, { status: 'completed', penalty: '0' }),
  EarnOrderRedeemed: ({ penalty, at }, order) => set(order, at, { status: 'redeemed', penalty }),
  EarnRedemptionRequested: ({ penalty, at }, order) => set(order, at, { status: 'redeeming', penalty, reason: null, redemptionRequestedAt: new Date(at) }),
  EarnRedemptionRejected: ({ reason, at }, order) => set(order, at, { status: 'redemption_rejected', penalty: null, reason }),
});

export const earnOrdersProjection = defineInlineProjection({
  name: 'earn-orders',
  owner: 'earn',
  ...earnOrderEvents,
  reset: earnReadModels.emptied(EarnYield, EarnOrder),
});
