import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { CoinOfferingEvent } from './domain/coin-offering.decider';
import type { CoinSubscriptionEvent } from './domain/coin-subscription.decider';

type SubscriptionEvent = CoinOfferingEvent | CoinSubscriptionEvent;
export const SUBSCRIPTION_EVENT_TYPES: readonly SubscriptionEvent['type'][] = Object.keys({
  CoinOffered: true,
  CoinAllotted: true,
  CoinIssuanceFailed: true,
  CoinReleased: true,
  CoinSubscriptionFunded: true,
  CoinSubscriptionPlaced: true,
  CoinSubscriptionHeld: true,
  CoinSubscriptionRefused: true,
  CoinSubscriptionAllotted: true,
  CoinSubscriptionNotAllotted: true,
  CoinSubscriptionRefunded: true,
  CoinSubscriptionReleased: true,
} satisfies Record<SubscriptionEvent['type'], true>) as SubscriptionEvent['type'][];

const OFFERING = 'coin-offering-';
const SUBSCRIPTION = 'coin-subscription-';

/**
 * Offerings and subscriptions as they stand. A projection only builds its read model: what accounts
 * must do (hold, settle, issue, release) goes out from the use case that appended the events
 * (`subscriptionMessages`), so a rebuild sends nothing again.
 */
export async function projectSubscriptionEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {

  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
    if (recorded.streamId.startsWith(OFFERING)) {
      const symbol = recorded.streamId.slice(OFFERING.length);
      switch (event.type) {
        case 'CoinOffered':
          await client.query(
            `INSERT INTO earn_coin_offerings (symbol, terms, status, reason, changed_by, changed_at) VALUES ($1, $2, 'offered', $3, $4, $5)
             ON CONFLICT (symbol) DO UPDATE SET terms = EXCLUDED.terms, reason = EXCLUDED.reason, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
            [symbol, JSON.stringify(event.data.terms), event.data.reason, event.data.staffId, event.data.at],
          );
          break;
        case 'CoinAllotted':
          await client.query(
            "UPDATE earn_coin_offerings SET status = 'allotted', ratio = $2, total_subscribed = $3, changed_by = $4, changed_at = $5 WHERE symbol = $1",
            [symbol, event.data.ratio, event.data.totalSubscribed, event.data.staffId, event.data.at],
          );
          break;
        case 'CoinIssuanceFailed':
          await client.query(
            "UPDATE earn_coin_offerings SET status = 'failed', reason = $2, changed_by = $3, changed_at = $4 WHERE symbol = $1",
            [symbol, event.data.reason, event.data.staffId, event.data.at],
          );
          break;
        case 'CoinReleased':
          await client.query("UPDATE earn_coin_offerings SET status = 'released', released_at = $2 WHERE symbol = $1", [
            symbol,
            event.data.at,
          ]);
          break;
        case 'CoinSubscriptionFunded':
          // The subscription's own events keep its row; the offering's total is written at the allotment.
          break;
      }
      continue;
    }
    if (!recorded.streamId.startsWith(SUBSCRIPTION)) continue;
    const subscriptionId = recorded.streamId.slice(SUBSCRIPTION.length);
    const set = async (assignments: string, params: unknown[]) =>
      client.query(`UPDATE earn_coin_subscriptions SET ${assignments}, updated_at = $2 WHERE subscription_id = $1`, [subscriptionId, ...params]);
    switch (event.type) {
      case 'CoinSubscriptionPlaced': {
        const { customerId, symbol, quantity, price, cost, fee, held, at } = event.data;
        await client.query(
          `INSERT INTO earn_coin_subscriptions (subscription_id, symbol, customer_id, quantity, price, cost, fee, held, status, placed_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'funding', $9, $9) ON CONFLICT DO NOTHING`,
          [subscriptionId, symbol, customerId, quantity, price, cost, fee, held, at],
        );
        break;
      }
      case 'CoinSubscriptionHeld':
        await set("status = 'under_review'", [event.data.at]);
        break;
      case 'CoinSubscriptionRefused':
        await set("status = 'not_passed', reason = $3, refund = 0", [event.data.at, event.data.reason]);
        break;
      case 'CoinSubscriptionAllotted':
      case 'CoinSubscriptionNotAllotted':
      case 'CoinSubscriptionRefunded': {
        const allotted = event.type === 'CoinSubscriptionAllotted' ? event.data.allotted : '0';
        const paid = event.type === 'CoinSubscriptionAllotted' ? event.data.paid : '0';
        const status =
          event.type === 'CoinSubscriptionAllotted'
            ? 'passed'
            : event.type === 'CoinSubscriptionNotAllotted'
              ? 'not_passed'
              : 'issuance_failed';
        const reason =
          event.type === 'CoinSubscriptionRefunded'
            ? event.data.reason
            : event.type === 'CoinSubscriptionNotAllotted'
              ? 'subscription.notAllotted'
              : null;
        await set('status = $3, allotted = $4, paid = $5, refund = $6, reason = $7', [
          event.data.at,
          status,
          allotted,
          paid,
          event.data.refund,
          reason,
        ]);
        break;
      }
      case 'CoinSubscriptionReleased':
        await set("status = 'released'", [event.data.at]);
        break;
    }
  }
}

export const subscriptionProjection = defineInlineProjection({
  name: 'earn-subscription',
  owner: 'earn',
  canHandle: SUBSCRIPTION_EVENT_TYPES,
  handle: projectSubscriptionEvents,
  reset: async (client) => {
    await client.query('DELETE FROM earn_coin_subscriptions');
    await client.query('DELETE FROM earn_coin_offerings');
  },
});
