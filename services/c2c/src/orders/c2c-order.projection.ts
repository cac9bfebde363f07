import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { C2cOrderEvent } from './domain/c2c-order.decider';

export const C2C_ORDER_EVENT_TYPES: readonly C2cOrderEvent['type'][] = Object.keys({
  C2cOrderPlaced: true,
  C2cMatchRequested: true,
  C2cOrderMatched: true,
  C2cMatchRefused: true,
  C2cOrderExtended: true,
  C2cOrderReminded: true,
  C2cPaymentProofSubmitted: true,
  C2cCompletionApproved: true,
  C2cOrderCompleted: true,
  C2cOrderCredited: true,
  C2cOrderRejected: true,
  C2cOrderExpired: true,
} satisfies Record<C2cOrderEvent['type'], true>) as C2cOrderEvent['type'][];

const PREFIX = 'c2c-order-';

/**
 * The order rows the customer and the queue read: the frozen rate, the deadline, the match waiting for
 * the inventory, the account copied at the match, the proof, the approvals. Only the read model: what
 * the wallet must do goes out from the use case (`c2cOrderMessages`), so a rebuild sends nothing again.
 */
export async function projectC2cOrderEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const orderId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as C2cOrderEvent;
    const set = (sql: string, params: unknown[]) => client.query(`UPDATE c2c_orders SET ${sql}, updated_at = $2 WHERE order_id = $1`, [orderId, ...params]);
    switch (event.type) {
      case 'C2cOrderPlaced': {
        const { customerId, amount, fiat, payment, rate, fiatAmount, verifiedName, expiresAt, at } = event.data;
        await client.query(
          `INSERT INTO c2c_orders (order_id, customer_id, status, amount, fiat, payment, rate, fiat_amount, verified_name, placed_at, expires_at, updated_at)
           VALUES ($1, $2, 'unmatched', $3, $4, $5, $6, $7, $8, $9, $10, $9) ON CONFLICT (order_id) DO NOTHING`,
          [orderId, customerId, amount, fiat, payment, rate, fiatAmount, verifiedName, at, expiresAt],
        );
        break;
      }
      case 'C2cMatchRequested': {
        const { staffId, holdId, account, at } = event.data;
        await set('matching = $3, match_refusal = NULL', [at, JSON.stringify({ holdId, staffId, account, at })]);
        break;
      }
      case 'C2cOrderMatched':
        await set(
          `status = 'matched', receiving_account = matching->'account', matched_by = (matching->>'staffId')::uuid, matched_at = $2, matching = NULL`,
          [event.data.at],
        );
        break;
      case 'C2cMatchRefused':
        await set('matching = NULL, match_refusal = $3', [event.data.at, event.data.reason]);
        break;
      case 'C2cOrderExtended': {
        const { staffId, hours, reason, expiresAt, at } = event.data;
        await set('expires_at = $3, extensions = extensions || $4::jsonb', [at, expiresAt, JSON.stringify([{ staffId, hours, reason, at }])]);
        break;
      }
      case 'C2cOrderReminded':
        await set('reminded_at = $2', [event.data.at]);
        break;
      case 'C2cPaymentProofSubmitted': {
        const { payerName, payerBank, proof, nameMatches, at } = event.data;
        await set(`status = 'proof_submitted', payer_name = $3, payer_bank = $4, proof = $5, name_matches = $6, proof_at = $2`, [at, payerName, payerBank, JSON.stringify(proof), nameMatches]);
        break;
      }
      case 'C2cCompletionApproved':
        await set('approvals = approvals || $3::jsonb', [event.data.at, JSON.stringify([{ staffId: event.data.staffId, at: event.data.at }])]);
        break;
      case 'C2cOrderCompleted':
        await set(`status = 'completed', decided_by = $3, reason = $4, ended_at = $2`, [event.data.at, event.data.staffId, event.data.reason]);
        break;
      case 'C2cOrderCredited':
        await set('credited_at = $2', [event.data.at]);
        break;
      case 'C2cOrderRejected':
        await set(`status = 'rejected', matching = NULL, decided_by = $3, reason = $4, ended_at = $2`, [event.data.at, event.data.staffId, event.data.reason]);
        break;
      case 'C2cOrderExpired':
        await set(`status = 'expired', matching = NULL, ended_at = $2`, [event.data.at]);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown C2C order event ${JSON.stringify(unknown)}`);
      }
    }
  }
}

export const c2cOrdersProjection = defineInlineProjection({
  name: 'c2c-orders',
  owner: 'c2c',
  canHandle: C2C_ORDER_EVENT_TYPES,
  handle: projectC2cOrderEvents,
  reset: async (client) => {
    await client.query('DELETE FROM c2c_orders');
  },
});
