import { defineInlineProjection, emptyTables, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { CoinOfferingEvent } from './domain/coin-offering.decider';
import type { CoinSubscriptionEvent } from './domain/coin-subscription.decider';

/** Updates an offering's row. */
const setOffering = ({ id, client }: ProjectedStream, sql: string, params: unknown[]) =>
  client.query(`UPDATE earn_coin_offerings SET ${sql} WHERE symbol = $1`, [id, ...params]);

/** Updates a subscription's row; `$2` is always the event's time, the row's `updated_at`. */
const setSubscription = ({ id, client }: ProjectedStream, sql: string, params: unknown[]) =>
  client.query(`UPDATE earn_coin_subscriptions SET ${sql}, updated_at = $2 WHERE subscription_id = $1`, [id, ...params]);

/** How a subscription ends: allotted (and paid), not allotted, or refunded when the issuance failed. */
const settled = (
  subscription: ProjectedStream,
  status: string,
  ending: { allotted: string; paid: string; refund: string; reason: string | null; at: string },
) =>
  setSubscription(subscription, 'status = $3, allotted = $4, paid = $5, refund = $6, reason = $7', [
    ending.at,
    status,
    ending.allotted,
    ending.paid,
    ending.refund,
    ending.reason,
  ]);

const offeringEvents = streamProjection<CoinOfferingEvent>('coin-offering-', {
  CoinOffered: ({ terms, reason, staffId, at }, { id, client }) =>
    client.query(
      `INSERT INTO earn_coin_offerings (symbol, terms, status, reason, changed_by, changed_at) VALUES ($1, $2, 'offered', $3, $4, $5)
       ON CONFLICT (symbol) DO UPDATE SET terms = EXCLUDED.terms, reason = EXCLUDED.reason, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
      [id, JSON.stringify(terms), reason, staffId, at],
    ),
  CoinAllotted: ({ ratio, totalSubscribed, staffId, at }, offering) =>
    setOffering(offering, "status = 'allotted', ratio = $2, total_subscribed = $3, changed_by = $4, changed_at = $5", [
      ratio,
      totalSubscribed,
      staffId,
      at,
    ]),
  CoinIssuanceFailed: ({ reason, staffId, at }, offering) =>
    setOffering(offering, "status = 'failed', reason = $2, changed_by = $3, changed_at = $4", [reason, staffId, at]),
  CoinReleased: ({ at }, offering) => setOffering(offering, "status = 'released', released_at = $2", [at]),
  // The subscription's own events keep its row; the offering's total is written at the allotment.
  CoinSubscriptionFunded: async () => undefined,
});

const subscriptionEvents = streamProjection<CoinSubscriptionEvent>('coin-subscription-', {
  CoinSubscriptionPlaced: ({ customerId, symbol, quantity, price, cost, fee, held, at }, { id, client }) =>
    client.query(
      `INSERT INTO earn_coin_subscriptions (subscription_id, symbol, customer_id, quantity, price, cost, fee, held, status, placed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'funding', $9, $9) ON CONFLICT DO NOTHING`,
      [id, symbol, customerId, quantity, price, cost, fee, held, at],
    ),
  CoinSubscriptionHeld: ({ at }, subscription) => setSubscription(subscription, "status = 'under_review'", [at]),
  CoinSubscriptionRefused: ({ reason, at }, subscription) =>
    setSubscription(subscription, "status = 'not_passed', reason = $3, refund = 0", [at, reason]),
  CoinSubscriptionAllotted: ({ allotted, paid, refund, at }, subscription) =>
    settled(subscription, 'passed', { allotted, paid, refund, reason: null, at }),
  CoinSubscriptionNotAllotted: ({ refund, at }, subscription) =>
    settled(subscription, 'not_passed', { allotted: '0', paid: '0', refund, reason: 'subscription.notAllotted', at }),
  CoinSubscriptionRefunded: ({ refund, reason, at }, subscription) =>
    settled(subscription, 'issuance_failed', { allotted: '0', paid: '0', refund, reason, at }),
  CoinSubscriptionReleased: ({ at }, subscription) => setSubscription(subscription, "status = 'released'", [at]),
});

/**
 * Offerings and subscriptions as they stand. A projection only builds its read model: what accounts
 * must do (hold, settle, issue, release) goes out from the use case that appended the events
 * (`subscriptionMessages`), so a rebuild sends nothing again.
 */
export const subscriptionProjection = defineInlineProjection({
  name: 'earn-subscription',
  owner: 'earn',
  ...projectionOf(offeringEvents, subscriptionEvents),
  reset: emptyTables('earn_coin_subscriptions', 'earn_coin_offerings'),
});
