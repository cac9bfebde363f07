import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { C2cOrderEvent } from './domain/c2c-order.decider';
import { c2cReadModels } from '../c2c.read-models';
import { C2cOrder } from './read-models/c2c-order.entity';

const ordersOn = async ({ client }: ProjectedStream) => (await c2cReadModels.on(client)).getRepository(C2cOrder);

/** Updates an order's row with what the event changed, and its `updatedAt` to the event's time. */
const set = async (order: ProjectedStream, at: string, changes: Partial<Omit<C2cOrder, 'orderId' | 'updatedAt'>>) => {
  await (await ordersOn(order)).update(order.id, { ...changes, updatedAt: new Date(at) });
};
/** The order's row as it stands, for an event that adds to what it holds. */
const current = async (order: ProjectedStream) => (await ordersOn(order)).findOneByOrFail({ orderId: order.id });

/**
 * The order rows the customer and the queue read: the frozen rate, the deadline, the match waiting for
 * the inventory, the account copied at the match, the proof, the approvals. Only the read model: what
 * the wallet must do goes out from the use case (`c2cOrderMessages`), so a rebuild sends nothing again.
 */
const c2cOrderEvents = streamProjection<C2cOrderEvent>('c2c-order-', {
  C2cOrderPlaced: async ({ customerId, amount, fiat, payment, rate, fiatAmount, verifiedName, expiresAt, at }, order) => {
    const placedAt = new Date(at);
    const row = { orderId: order.id, customerId, status: 'unmatched' as const, amount, fiat, payment, rate, fiatAmount, verifiedName, placedAt, expiresAt: new Date(expiresAt), updatedAt: placedAt };
    await (await ordersOn(order)).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  C2cMatchRequested: ({ staffId, holdId, account, at }, order) => set(order, at, { matching: { holdId, staffId, account, at }, matchRefusal: null }),
  C2cOrderMatched: async ({ at }, order) => {
    const { matching } = await current(order);
    await set(order, at, { status: 'matched', receivingAccount: matching?.account ?? null, matchedBy: matching?.staffId ?? null, matchedAt: new Date(at), matching: null });
  },
  C2cMatchRefused: ({ reason, at }, order) => set(order, at, { matching: null, matchRefusal: reason }),
  C2cOrderExtended: async ({ staffId, hours, reason, expiresAt, at }, order) => {
    const { extensions } = await current(order);
    await set(order, at, { expiresAt: new Date(expiresAt), extensions: [...extensions, { staffId, hours, reason, at }] });
  },
  C2cOrderReminded: ({ at }, order) => set(order, at, { remindedAt: new Date(at) }),
  C2cPaymentProofSubmitted: ({ payerName, payerBank, proof, nameMatches, at }, order) =>
    set(order, at, { status: 'proof_submitted', payerName, payerBank, proof, nameMatches, proofAt: new Date(at) }),
  C2cCompletionApproved: async ({ staffId, at }, order) => {
    const { approvals } = await current(order);
    await set(order, at, { approvals: [...approvals, { staffId, at }] });
  },
  C2cOrderCompleted: ({ staffId, reason, at }, order) => set(order, at, { status: 'completed', decidedBy: staffId, reason, endedAt: new Date(at) }),
  C2cOrderCredited: ({ at }, order) => set(order, at, { creditedAt: new Date(at) }),
  C2cOrderRejected: ({ staffId, reason, at }, order) =>
    set(order, at, { status: 'rejected', matching: null, decidedBy: staffId, reason, endedAt: new Date(at) }),
  C2cOrderExpired: ({ at }, order) => set(order, at, { status: 'expired', matching: null, endedAt: new Date(at) }),
});

export const c2cOrdersProjection = defineInlineProjection({
  name: 'c2c-orders',
  owner: 'c2c',
  ...c2cOrderEvents,
  reset: c2cReadModels.emptied(C2cOrder),
});
