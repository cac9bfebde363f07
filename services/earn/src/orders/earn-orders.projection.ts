import { defineInlineProjection, emptyTables, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { EarnOrderEvent } from './domain/earn-order.decider';

/** A matured order completes; a redeemed one keeps the penalty it paid. */
const ended = ({ id, client }: ProjectedStream, status: 'completed' | 'redeemed', penalty: string, at: string) =>
  client.query('UPDATE earn_orders SET status = $2, penalty = $3, updated_at = $4 WHERE order_id = $1', [id, status, penalty, at]);

/**
 * The order rows and their yields. A projection only builds its read model: what the funding wallet
 * must move goes out from the use case that appended the events (`earnOrderMessages`), so a rebuild
 * sends nothing again.
 */
const earnOrderEvents = streamProjection<EarnOrderEvent>('earn-order-', {
  EarnOrderPlaced: ({ customerId, amount, terms, at }, { id, client }) =>
    client.query(
      `INSERT INTO earn_orders (order_id, customer_id, product_id, amount, terms, status, placed_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'funding', $6, $6)
       ON CONFLICT (order_id) DO NOTHING`,
      [id, customerId, terms.productId, amount, JSON.stringify(terms), at],
    ),
  EarnOrderActivated: ({ valueDate, maturesAt, at }, { id, client }) =>
    client.query(`UPDATE earn_orders SET status = 'in_custody', value_date = $2, matures_at = $3, updated_at = $4 WHERE order_id = $1`, [
      id,
      valueDate,
      maturesAt,
      at,
    ]),
  EarnOrderFailed: ({ reason, at }, { id, client }) =>
    client.query(`UPDATE earn_orders SET status = 'failed', reason = $2, updated_at = $3 WHERE order_id = $1`, [id, reason, at]),
  EarnYieldPaid: async ({ day, rate, amount, at }, { id, client }) => {
    await client.query(
      'INSERT INTO earn_yields (order_id, day, rate, amount, paid_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [id, day, rate, amount, at],
    );
    await client.query('UPDATE earn_orders SET paid_days = $2, earned = earned + $3, updated_at = $4 WHERE order_id = $1', [
      id,
      day,
      amount,
      at,
    ]);
  },
  EarnOrderMatured: ({ at }, order) => ended(order, 'completed', '0', at),
  EarnOrderRedeemed: ({ penalty, at }, order) => ended(order, 'redeemed', penalty, at),
  EarnRedemptionRequested: ({ penalty, at }, { id, client }) =>
    client.query(
      `UPDATE earn_orders SET status = 'redeeming', penalty = $2, reason = NULL, redemption_requested_at = $3, updated_at = $3 WHERE order_id = $1`,
      [id, penalty, at],
    ),
  EarnRedemptionRejected: ({ reason, at }, { id, client }) =>
    client.query(
      `UPDATE earn_orders SET status = 'redemption_rejected', penalty = NULL, reason = $2, updated_at = $3 WHERE order_id = $1`,
      [id, reason, at],
    ),
});

export const earnOrdersProjection = defineInlineProjection({
  name: 'earn-orders',
  owner: 'earn',
  ...earnOrderEvents,
  reset: emptyTables('earn_yields', 'earn_orders'),
});
