import { randomUUID } from 'node:crypto';
import type { ClientBase } from 'pg';
import {
  EARN_SOURCE,
  SubscriptionEvents,
  type SubscribedCoinsReleasedV1,
  type SubscriptionCoinIssuedV1,
  type SubscriptionMoneyV1,
  type SubscriptionSettledV1,
} from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox, type IntegrationEvent } from '@meridian/messaging';
import type { CoinOfferingEvent, CoinTerms } from './coin-offering.decider';
import type { CoinSubscriptionEvent } from './coin-subscription.decider';

type SubscriptionEvent = CoinOfferingEvent | CoinSubscriptionEvent;
export const SUBSCRIPTION_EVENT_TYPES: readonly SubscriptionEvent['type'][] = Object.keys({
  CoinOffered: true,
  CoinAllotted: true,
  CoinIssuanceFailed: true,
  CoinReleased: true,
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

/** Offerings and subscriptions as they stand; what accounts must do (hold, settle, issue, release) goes out with them. */
export async function projectSubscriptionEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  const published: IntegrationEvent[] = [];
  const send = (type: string, data: unknown, recorded: RecordedEvent, at: string, customerId?: string) =>
    published.push({
      id: randomUUID(),
      type,
      source: EARN_SOURCE,
      streamId: recorded.streamId,
      schemaVersion: 1,
      data,
      metadata: { causationId: recorded.id, ...(customerId ? { customerId } : {}) },
      occurredAt: at,
    });

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
        case 'CoinAllotted': {
          const { rows } = await client.query<{ terms: CoinTerms }>(
            "UPDATE earn_coin_offerings SET status = 'allotted', ratio = $2, total_subscribed = $3, changed_by = $4, changed_at = $5 WHERE symbol = $1 RETURNING terms",
            [symbol, event.data.ratio, event.data.totalSubscribed, event.data.staffId, event.data.at],
          );
          const { terms } = rows[0]!;
          const issued: SubscriptionCoinIssuedV1 = {
            symbol,
            name: terms.name,
            scale: terms.scale,
            issuePrice: terms.issuePrice,
            at: event.data.at,
          };
          send(SubscriptionEvents.coinIssued, issued, recorded, event.data.at);
          break;
        }
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
      }
      continue;
    }
    if (!recorded.streamId.startsWith(SUBSCRIPTION)) continue;
    const subscriptionId = recorded.streamId.slice(SUBSCRIPTION.length);
    const set = async (assignments: string, params: unknown[]) =>
      (
        await client.query<{ customer_id: string; symbol: string; held: string }>(
          `UPDATE earn_coin_subscriptions SET ${assignments}, updated_at = $2 WHERE subscription_id = $1 RETURNING customer_id, symbol, held::text`,
          [subscriptionId, ...params],
        )
      ).rows[0]!;
    switch (event.type) {
      case 'CoinSubscriptionPlaced': {
        const { customerId, symbol, quantity, price, cost, fee, held, at } = event.data;
        await client.query(
          `INSERT INTO earn_coin_subscriptions (subscription_id, symbol, customer_id, quantity, price, cost, fee, held, status, placed_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'funding', $9, $9) ON CONFLICT DO NOTHING`,
          [subscriptionId, symbol, customerId, quantity, price, cost, fee, held, at],
        );
        const request: SubscriptionMoneyV1 = { subscriptionId, customerId, amount: held, at };
        send(SubscriptionEvents.holdRequested, request, recorded, at, customerId);
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
        const row = await set('status = $3, allotted = $4, paid = $5, refund = $6, reason = $7', [
          event.data.at,
          status,
          allotted,
          paid,
          event.data.refund,
          reason,
        ]);
        const settled: SubscriptionSettledV1 = {
          subscriptionId,
          customerId: row.customer_id,
          amount: paid,
          held: row.held,
          at: event.data.at,
        };
        send(SubscriptionEvents.settled, settled, recorded, event.data.at, row.customer_id);
        break;
      }
      case 'CoinSubscriptionReleased': {
        const row = await set("status = 'released'", [event.data.at]);
        const released: SubscribedCoinsReleasedV1 = {
          subscriptionId,
          customerId: row.customer_id,
          symbol: row.symbol,
          quantity: event.data.quantity,
          entryId: `subscription-release-${subscriptionId}`,
          at: event.data.at,
        };
        send(SubscriptionEvents.coinsReleased, released, recorded, event.data.at, row.customer_id);
        break;
      }
    }
  }
  await writeToOutbox(client, published);
}
