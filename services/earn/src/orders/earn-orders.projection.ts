import { randomUUID } from 'node:crypto';
import type { ClientBase } from 'pg';
import {
  EARN_SOURCE,
  EarnFundsEvents,
  type EarnHoldRequestedV1,
  type EarnPrincipalReleasedV1,
  type EarnYieldDueV1,
} from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox, type IntegrationEvent } from '@meridian/messaging';
import type { EarnOrderEvent } from './earn-order.decider';

export const EARN_ORDER_EVENT_TYPES: readonly EarnOrderEvent['type'][] = Object.keys({
  EarnOrderPlaced: true,
  EarnOrderActivated: true,
  EarnOrderFailed: true,
  EarnYieldPaid: true,
  EarnOrderMatured: true,
  EarnRedemptionRequested: true,
  EarnRedemptionRejected: true,
  EarnOrderRedeemed: true,
} satisfies Record<EarnOrderEvent['type'], true>) as EarnOrderEvent['type'][];

const PREFIX = 'earn-order-';

/**
 * The order rows and the money the funding wallet must move, both in the append's transaction: a
 * placed order asks for its principal to be held, a paid yield to be credited, an ended order for
 * its principal back (less a redemption's penalty).
 */
export async function projectEarnOrderEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  const published: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const orderId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as EarnOrderEvent;
    const publish = (type: string, data: unknown, customerId: string) =>
      published.push({ id: randomUUID(), type, source: EARN_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data, metadata: { causationId: recorded.id, customerId }, occurredAt: (recorded.data as { at: string }).at });
    const customerOf = async () => (await client.query<{ customer_id: string }>('SELECT customer_id FROM earn_orders WHERE order_id = $1', [orderId])).rows[0]!.customer_id;
    switch (event.type) {
      case 'EarnOrderPlaced': {
        const { customerId, amount, terms, at } = event.data;
        await client.query(
          `INSERT INTO earn_orders (order_id, customer_id, product_id, amount, terms, status, placed_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'funding', $6, $6)
           ON CONFLICT (order_id) DO NOTHING`,
          [orderId, customerId, terms.productId, amount, JSON.stringify(terms), at],
        );
        const request: EarnHoldRequestedV1 = { orderId, customerId, coin: 'USDT', amount, at };
        publish(EarnFundsEvents.holdRequested, request, customerId);
        break;
      }
      case 'EarnOrderActivated':
        await client.query(`UPDATE earn_orders SET status = 'in_custody', value_date = $2, matures_at = $3, updated_at = $4 WHERE order_id = $1`, [
          orderId,
          event.data.valueDate,
          event.data.maturesAt,
          event.data.at,
        ]);
        break;
      case 'EarnOrderFailed':
        await client.query(`UPDATE earn_orders SET status = 'failed', reason = $2, updated_at = $3 WHERE order_id = $1`, [orderId, event.data.reason, event.data.at]);
        break;
      case 'EarnYieldPaid': {
        const { day, rate, amount, at } = event.data;
        await client.query('INSERT INTO earn_yields (order_id, day, rate, amount, paid_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [orderId, day, rate, amount, at]);
        await client.query('UPDATE earn_orders SET paid_days = $2, earned = earned + $3, updated_at = $4 WHERE order_id = $1', [orderId, day, amount, at]);
        const customerId = await customerOf();
        const due: EarnYieldDueV1 = { orderId, customerId, day, coin: 'USDT', amount, entryId: `earn-yield-${orderId}-${day}`, at };
        publish(EarnFundsEvents.yieldDue, due, customerId);
        break;
      }
      case 'EarnOrderMatured':
      case 'EarnOrderRedeemed': {
        const penalty = event.type === 'EarnOrderRedeemed' ? event.data.penalty : '0';
        const status = event.type === 'EarnOrderRedeemed' ? 'redeemed' : 'completed';
        await client.query('UPDATE earn_orders SET status = $2, penalty = $3, updated_at = $4 WHERE order_id = $1', [orderId, status, penalty, event.data.at]);
        const { rows } = await client.query<{ customer_id: string; amount: string }>('SELECT customer_id, amount::text FROM earn_orders WHERE order_id = $1', [orderId]);
        const customerId = rows[0]!.customer_id;
        const release: EarnPrincipalReleasedV1 = { orderId, customerId, coin: 'USDT', amount: rows[0]!.amount, penalty, at: event.data.at };
        publish(EarnFundsEvents.principalReleased, release, customerId);
        break;
      }
      case 'EarnRedemptionRequested':
        await client.query(`UPDATE earn_orders SET status = 'redeeming', penalty = $2, reason = NULL, redemption_requested_at = $3, updated_at = $3 WHERE order_id = $1`, [
          orderId,
          event.data.penalty,
          event.data.at,
        ]);
        break;
      case 'EarnRedemptionRejected':
        await client.query(`UPDATE earn_orders SET status = 'redemption_rejected', penalty = NULL, reason = $2, updated_at = $3 WHERE order_id = $1`, [orderId, event.data.reason, event.data.at]);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown earn event ${JSON.stringify(unknown)}`);
      }
    }
  }
  await writeToOutbox(client, published);
}
