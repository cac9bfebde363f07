import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { EARN_SOURCE, SubscriptionEvents, subscriptionHoldId, type SubscriptionCoinIssuedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { Decimal } from '@meridian/money';
import type { IntegrationEvent } from '@meridian/messaging';
import { productFundsRequest } from '../product-funds/product-funds.request';
import type { CoinOfferingEvent } from './domain/coin-offering.decider';
import type { CoinSubscriptionEvent } from './domain/coin-subscription.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnCoinOffering } from './read-models/earn-coin-offering.entity';
import { EarnCoinSubscription } from './read-models/earn-coin-subscription.entity';

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
  const models = await earnReadModels.on(client);
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
    if (recorded.streamId.startsWith(OFFERING)) {
      if (event.type !== 'CoinAllotted') continue;
      const symbol = recorded.streamId.slice(OFFERING.length);
      const { terms } = await models.getRepository(EarnCoinOffering).findOneByOrFail({ symbol });
      const issued: SubscriptionCoinIssuedV1 = { symbol, name: terms.name, scale: terms.scale, issuePrice: terms.issuePrice, at: event.data.at };
      send(SubscriptionEvents.coinIssued, issued, recorded, event.data.at);
      continue;
    }
    if (!recorded.streamId.startsWith(SUBSCRIPTION)) continue;
    const subscriptionId = recorded.streamId.slice(SUBSCRIPTION.length);
    const held = { kind: 'subscription', referenceId: subscriptionId, asset: 'USDT', stepId: subscriptionHoldId(subscriptionId), platformAccount: 'subscription-proceeds' } as const;
    const row = () => models.getRepository(EarnCoinSubscription).findOneByOrFail({ subscriptionId });
    switch (event.type) {
      case 'CoinSubscriptionPlaced': {
        const { customerId, at } = event.data;
        const hold = { ...held, step: 'hold', customerId, amount: event.data.held, memo: 'New-coin subscription', refusal: 'subscription.insufficientUsdt', at } as const;
        messages.push(productFundsRequest(hold, recorded));
        break;
      }
      case 'CoinSubscriptionAllotted':
      case 'CoinSubscriptionNotAllotted':
      case 'CoinSubscriptionRefunded': {
        const paid = event.type === 'CoinSubscriptionAllotted' ? event.data.paid : '0';
        const subscription = await row();
        const memo = Decimal.parse(paid).isZero() ? 'Subscription not allotted' : 'New-coin subscription allotted';
        const settle = { ...held, step: 'settle', customerId: subscription.customerId, amount: subscription.held, share: paid, memo, at: event.data.at } as const;
        messages.push(productFundsRequest(settle, recorded));
        break;
      }
      case 'CoinSubscriptionReleased': {
        const subscription = await row();
        const { symbol } = subscription;
        const payout = {
          step: 'payout',
          kind: 'subscription',
          referenceId: subscriptionId,
          customerId: subscription.customerId,
          asset: symbol,
          amount: event.data.quantity,
          stepId: `subscription-release-${subscriptionId}`,
          platformAccount: 'coin-issuance',
          memo: `${symbol} released after the lock-up`,
          at: event.data.at,
        } as const;
        messages.push(productFundsRequest(payout, recorded));
        break;
      }
      default:
        break;
    }
  }
  return messages;
}
