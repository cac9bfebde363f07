import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { EarnOrderEvent } from './domain/earn-order.decider';

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
 * The order rows and their yields. A projection only builds its read model: what the funding wallet
 * must move goes out from the use case that appended the events (`earnOrderMessages`), so a rebuild
 * sends nothing again.
 */
export async function projectEarnOrderEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const orderId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as EarnOrderEvent;
    switch (event.type) {
      case 'EarnOrderPlaced': {
        const { customerId, amount, terms, at } = event.data;
        await client.query(
          `INSERT INTO earn_orders (order_id, customer_id, product_id, amount, terms, status, placed_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'funding', $6, $6)
           ON CONFLICT (order_id) DO NOTHING`,
          [orderId, customerId, terms.productId, amount, JSON.stringify(terms), at],
        );
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
        break;
      }
      case 'EarnOrderMatured':
      case 'EarnOrderRedeemed': {
        const penalty = event.type === 'EarnOrderRedeemed' ? event.data.penalty : '0';
        const status = event.type === 'EarnOrderRedeemed' ? 'redeemed' : 'completed';
        await client.query('UPDATE earn_orders SET status = $2, penalty = $3, updated_at = $4 WHERE order_id = $1', [orderId, status, penalty, event.data.at]);
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
}

export const earnOrdersProjection = defineInlineProjection({
  name: 'earn-orders',
  owner: 'earn',
  canHandle: EARN_ORDER_EVENT_TYPES,
  handle: projectEarnOrderEvents,
  reset: async (client) => {
    await client.query('DELETE FROM earn_yields');
    await client.query('DELETE FROM earn_orders');
  },
});
