import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import {
  EARN_SOURCE,
  SubscriptionEvents,
  type SubscribedCoinsReleasedV1,
  type SubscriptionCoinIssuedV1,
  type SubscriptionMoneyV1,
  type SubscriptionSettledV1,
} from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import type { CoinOfferingEvent, CoinTerms } from './coin-offering.decider';
import type { CoinSubscriptionEvent } from './coin-subscription.decider';

type SubscriptionEvent = CoinOfferingEvent | CoinSubscriptionEvent;
const OFFERING = 'coin-offering-';
const SUBSCRIPTION = 'coin-subscription-';

/**
 * What accounts and trading must do for an offering's or a subscription's new events (hold, settle,
 * issue the coin, release it). Written to the outbox by the use case that appended them
 * (SubscriptionStore), in its transaction; the rows it reads were written there by the inline projection.
 */
export async function subscriptionMessages(events: readonly RecordedEvent[], client: PoolClient): Promise<IntegrationEvent[]> {
  const messages: IntegrationEvent[] = [];
  const send = (type: string, data: unknown, recorded: RecordedEvent, at: string, customerId?: string) =>
    messages.push({
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
      if (event.type !== 'CoinAllotted') continue;
      const symbol = recorded.streamId.slice(OFFERING.length);
      const { rows } = await client.query<{ terms: CoinTerms }>('SELECT terms FROM earn_coin_offerings WHERE symbol = $1', [symbol]);
      const { terms } = rows[0]!;
      const issued: SubscriptionCoinIssuedV1 = { symbol, name: terms.name, scale: terms.scale, issuePrice: terms.issuePrice, at: event.data.at };
      send(SubscriptionEvents.coinIssued, issued, recorded, event.data.at);
      continue;
    }
    if (!recorded.streamId.startsWith(SUBSCRIPTION)) continue;
    const subscriptionId = recorded.streamId.slice(SUBSCRIPTION.length);
    const row = async () =>
      (
        await client.query<{ customer_id: string; symbol: string; held: string }>(
          'SELECT customer_id, symbol, held::text FROM earn_coin_subscriptions WHERE subscription_id = $1',
          [subscriptionId],
        )
      ).rows[0]!;
    switch (event.type) {
      case 'CoinSubscriptionPlaced': {
        const { customerId, held, at } = event.data;
        const request: SubscriptionMoneyV1 = { subscriptionId, customerId, amount: held, at };
        send(SubscriptionEvents.holdRequested, request, recorded, at, customerId);
        break;
      }
      case 'CoinSubscriptionAllotted':
      case 'CoinSubscriptionNotAllotted':
      case 'CoinSubscriptionRefunded': {
        const paid = event.type === 'CoinSubscriptionAllotted' ? event.data.paid : '0';
        const subscription = await row();
        const settled: SubscriptionSettledV1 = { subscriptionId, customerId: subscription.customer_id, amount: paid, held: subscription.held, at: event.data.at };
        send(SubscriptionEvents.settled, settled, recorded, event.data.at, subscription.customer_id);
        break;
      }
      case 'CoinSubscriptionReleased': {
        const subscription = await row();
        const released: SubscribedCoinsReleasedV1 = {
          subscriptionId,
          customerId: subscription.customer_id,
          symbol: subscription.symbol,
          quantity: event.data.quantity,
          entryId: `subscription-release-${subscriptionId}`,
          at: event.data.at,
        };
        send(SubscriptionEvents.coinsReleased, released, recorded, event.data.at, subscription.customer_id);
        break;
      }
      default:
        break;
    }
  }
  return messages;
}
