import { defineInlineProjection, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import type { CoinOfferingEvent } from './domain/coin-offering.decider';
import type { CoinSubscriptionEvent } from './domain/coin-subscription.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnCoinOffering } from './read-models/earn-coin-offering.entity';
import { EarnCoinSubscription } from './read-models/earn-coin-subscription.entity';

const offeringsOn = async ({ client }: ProjectedStream) => (await earnReadModels.on(client)).getRepository(EarnCoinOffering);
const subscriptionsOn = async ({ client }: ProjectedStream) => (await earnReadModels.on(client)).getRepository(EarnCoinSubscription);

/** Updates an offering's row. */
const setOffering = async (offering: ProjectedStream, changes: Partial<Omit<EarnCoinOffering, 'symbol'>>) => {
  await (await offeringsOn(offering)).update(offering.id, changes);
};

/** Updates a subscription's row with what the event changed, and its `updatedAt` to the event's time. */
const setSubscription = async (subscription: ProjectedStream, at: string, changes: Partial<Omit<EarnCoinSubscription, 'subscriptionId' | 'updatedAt'>>) => {
  await (await subscriptionsOn(subscription)).update(subscription.id, { ...changes, updatedAt: new Date(at) });
};

/** How a subscription ends: allotted (and paid), not allotted, or refunded when the issuance failed. */
const settled = (
  subscription: ProjectedStream,
  status: 'passed' | 'not_passed' | 'issuance_failed',
  { at, ...ending }: { allotted: string; paid: string; refund: string; reason: string | null; at: string },
) => setSubscription(subscription, at, { status, ...ending });

/** What a coin offered again changes (its columns): its terms and who offered it why; where it stands stays. */
const REOFFERED = ['terms', 'reason', 'changed_by', 'changed_at'];

const offeringEvents = streamProjection<CoinOfferingEvent>('coin-offering-', {
  CoinOffered: async ({ terms, reason, staffId, at }, offering) => {
    const row = { symbol: offering.id, terms, status: 'offered' as const, reason, changedBy: staffId, changedAt: new Date(at) };
    await (await offeringsOn(offering)).createQueryBuilder().insert().values(row).orUpdate(REOFFERED, ['symbol']).execute();
  },
  CoinAllotted: ({ ratio, totalSubscribed, staffId, at }, offering) =>
    setOffering(offering, { status: 'allotted', ratio, totalSubscribed, changedBy: staffId, changedAt: new Date(at) }),
  CoinIssuanceFailed: ({ reason, staffId, at }, offering) => setOffering(offering, { status: 'failed', reason, changedBy: staffId, changedAt: new Date(at) }),
  CoinReleased: ({ at }, offering) => setOffering(offering, { status: 'released', releasedAt: new Date(at) }),
  // The subscription's own events keep its row; the offering's total is written at the allotment.
  CoinSubscriptionFunded: async () => undefined,
});

const subscriptionEvents = streamProjection<CoinSubscriptionEvent>('coin-subscription-', {
  CoinSubscriptionPlaced: async ({ customerId, symbol, quantity, price, cost, fee, held, at }, subscription) => {
    const placedAt = new Date(at);
    const row = { subscriptionId: subscription.id, symbol, customerId, quantity, price, cost, fee, held, status: 'funding' as const, placedAt, updatedAt: placedAt };
    await (await subscriptionsOn(subscription)).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  CoinSubscriptionHeld: ({ at }, subscription) => setSubscription(subscription, at, { status: 'under_review' }),
  CoinSubscriptionRefused: ({ reason, at }, subscription) => setSubscription(subscription, at, { status: 'not_passed', reason, refund: '0' }),
  CoinSubscriptionAllotted: ({ allotted, paid, refund, at }, subscription) => settled(subscription, 'passed', { allotted, paid, refund, reason: null, at }),
  CoinSubscriptionNotAllotted: ({ refund, at }, subscription) =>
    settled(subscription, 'not_passed', { allotted: '0', paid: '0', refund, reason: 'subscription.notAllotted', at }),
  CoinSubscriptionRefunded: ({ refund, reason, at }, subscription) => settled(subscription, 'issuance_failed', { allotted: '0', paid: '0', refund, reason, at }),
  CoinSubscriptionReleased: ({ at }, subscription) => setSubscription(subscription, at, { status: 'released' }),
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
  reset: earnReadModels.emptied(EarnCoinSubscription, EarnCoinOffering),
});
