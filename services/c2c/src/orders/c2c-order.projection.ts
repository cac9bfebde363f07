import { defineInlineProjection, emptyTables, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { C2cOrderEvent } from './domain/c2c-order.decider';

/** Updates an order's row; `$2` is always the event's time, the row's `updated_at`. */
const set = ({ id, client }: ProjectedStream, sql: string, params: unknown[]) =>
  client.query(`UPDATE c2c_orders SET ${sql}, updated_at = $2 WHERE order_id = $1`, [id, ...params]);

/**
 * The order rows the customer and the queue read: the frozen rate, the deadline, the match waiting for
 * the inventory, the account copied at the match, the proof, the approvals. Only the read model: what
 * the wallet must do goes out from the use case (`c2cOrderMessages`), so a rebuild sends nothing again.
 */
const c2cOrderEvents = streamProjection<C2cOrderEvent>('c2c-order-', {
  C2cOrderPlaced: ({ customerId, amount, fiat, payment, rate, fiatAmount, verifiedName, expiresAt, at }, { id, client }) =>
    client.query(
      `INSERT INTO c2c_orders (order_id, customer_id, status, amount, fiat, payment, rate, fiat_amount, verified_name, placed_at, expires_at, updated_at)
       VALUES ($1, $2, 'unmatched', $3, $4, $5, $6, $7, $8, $9, $10, $9) ON CONFLICT (order_id) DO NOTHING`,
      [id, customerId, amount, fiat, payment, rate, fiatAmount, verifiedName, at, expiresAt],
    ),
  C2cMatchRequested: ({ staffId, holdId, account, at }, order) =>
    set(order, 'matching = $3, match_refusal = NULL', [at, JSON.stringify({ holdId, staffId, account, at })]),
  C2cOrderMatched: ({ at }, order) =>
    set(
      order,
      `status = 'matched', receiving_account = matching->'account', matched_by = (matching->>'staffId')::uuid, matched_at = $2, matching = NULL`,
      [at],
    ),
  C2cMatchRefused: ({ reason, at }, order) => set(order, 'matching = NULL, match_refusal = $3', [at, reason]),
  C2cOrderExtended: ({ staffId, hours, reason, expiresAt, at }, order) =>
    set(order, 'expires_at = $3, extensions = extensions || $4::jsonb', [at, expiresAt, JSON.stringify([{ staffId, hours, reason, at }])]),
  C2cOrderReminded: ({ at }, order) => set(order, 'reminded_at = $2', [at]),
  C2cPaymentProofSubmitted: ({ payerName, payerBank, proof, nameMatches, at }, order) =>
    set(order, `status = 'proof_submitted', payer_name = $3, payer_bank = $4, proof = $5, name_matches = $6, proof_at = $2`, [
      at,
      payerName,
      payerBank,
      JSON.stringify(proof),
      nameMatches,
    ]),
  C2cCompletionApproved: ({ staffId, at }, order) =>
    set(order, 'approvals = approvals || $3::jsonb', [at, JSON.stringify([{ staffId, at }])]),
  C2cOrderCompleted: ({ staffId, reason, at }, order) =>
    set(order, `status = 'completed', decided_by = $3, reason = $4, ended_at = $2`, [at, staffId, reason]),
  C2cOrderCredited: ({ at }, order) => set(order, 'credited_at = $2', [at]),
  C2cOrderRejected: ({ staffId, reason, at }, order) =>
    set(order, `status = 'rejected', matching = NULL, decided_by = $3, reason = $4, ended_at = $2`, [at, staffId, reason]),
  C2cOrderExpired: ({ at }, order) => set(order, `status = 'expired', matching = NULL, ended_at = $2`, [at]),
});

export const c2cOrdersProjection = defineInlineProjection({
  name: 'c2c-orders',
  owner: 'c2c',
  ...c2cOrderEvents,
  reset: emptyTables('c2c_orders'),
});
