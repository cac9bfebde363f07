import { Decimal } from '@meridian/money';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * A new coin offered for subscription, one stream per coin (`coin-offering-<symbol>`): the terms staff
 * publish with a reason (changeable until the window opens), the allotment after the window (the
 * published rule: everyone gets what they asked while the issue volume covers it; beyond, each gets the
 * same share, volume / total, rounded down to the coin's scale), a failed issuance, and the release of
 * the coins when the lock-up after listing ends. Each subscription whose USDT is held is recorded here
 * (`CoinSubscriptionFunded`, in the hold's transaction), so the allotment's total is the offering's own.
 */
export interface CoinTerms {
  symbol: string;
  name: string;
  /** Decimal places of the coin. */
  scale: number;
  /** USDT per coin. */
  issuePrice: string;
  issueVolume: string;
  circulation: string;
  startsAt: string;
  endsAt: string;
  /** YYYY-MM-DD. */
  listingDate: string;
  lockupDays: number;
  feeRate: string;
  maxPerCustomer: string;
}

export type CoinOfferingEvent =
  | { type: 'CoinOffered'; data: { terms: CoinTerms; staffId: string; reason: string; at: string } }
  | { type: 'CoinAllotted'; data: { totalSubscribed: string; ratio: string; staffId: string; at: string } }
  | { type: 'CoinIssuanceFailed'; data: { staffId: string; reason: string; at: string } }
  | { type: 'CoinReleased'; data: { at: string } }
  | { type: 'CoinSubscriptionFunded'; data: { subscriptionId: string; quantity: string; at: string } };

type Meta = { now: string };
export type CoinOfferingCommand =
  | { type: 'OfferCoin'; data: { terms: CoinTerms; staffId: string; reason: string; takenSymbols: readonly string[] }; metadata: Meta }
  | { type: 'RecordFundedSubscription'; data: { subscriptionId: string; quantity: string }; metadata: Meta }
  | { type: 'AllotCoin'; data: { staffId: string }; metadata: Meta }
  | { type: 'FailCoinIssuance'; data: { staffId: string; reason: string }; metadata: Meta }
  | { type: 'ReleaseCoin'; metadata: Meta };

export type CoinOfferingStatus = 'none' | 'offered' | 'allotted' | 'failed' | 'released';
export interface CoinOfferingState {
  status: CoinOfferingStatus;
  terms: CoinTerms | null;
  /** Coins asked by the subscriptions funded while the offering was open for them. */
  subscribed: string;
}

export const coinOfferingStream = (symbol: string) => `coin-offering-${symbol}`;
/** How many events an offering's snapshot may fall behind its stream. */
export const COIN_OFFERING_SNAPSHOT_EVERY = 100;
export const RATIO_SCALE = 18;
const DAY_MS = 86_400_000;
const dec = Decimal.parse;
const POSITIVE = /^\d{1,12}(\.\d{1,8})?$/;

/** When the coins reach wallets: the listing day plus the lock-up, at 00:00 UTC. */
export const releaseAt = (terms: CoinTerms) =>
  new Date(Date.parse(`${terms.listingDate}T00:00:00.000Z`) + terms.lockupDays * DAY_MS).toISOString();

function termsProblem(terms: CoinTerms, takenSymbols: readonly string[]): string | null {
  if (!/^[A-Z0-9]{2,16}$/.test(terms.symbol) || takenSymbols.includes(terms.symbol)) return 'subscription.symbolInvalid';
  if (!terms.name.trim() || terms.name.length > 60) return 'subscription.nameInvalid';
  if (!Number.isInteger(terms.scale) || terms.scale < 0 || terms.scale > 8) return 'subscription.scaleInvalid';
  for (const figure of [terms.issuePrice, terms.issueVolume, terms.circulation, terms.maxPerCustomer])
    if (!POSITIVE.test(figure) || !dec(figure).isPositive()) return 'subscription.figuresInvalid';
  if (dec(terms.circulation).compare(dec(terms.issueVolume)) < 0 || dec(terms.maxPerCustomer).compare(dec(terms.issueVolume)) > 0)
    return 'subscription.figuresInvalid';
  if (!/^0(\.\d{1,6})?$/.test(terms.feeRate) || dec(terms.feeRate).compare(dec('0.1')) > 0) return 'subscription.feeInvalid';
  const starts = Date.parse(terms.startsAt);
  const ends = Date.parse(terms.endsAt);
  if (Number.isNaN(starts) || Number.isNaN(ends) || starts >= ends) return 'subscription.windowInvalid';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(terms.listingDate) || Date.parse(`${terms.listingDate}T00:00:00.000Z`) < ends - DAY_MS)
    return 'subscription.listingInvalid';
  if (!Number.isInteger(terms.lockupDays) || terms.lockupDays < 0 || terms.lockupDays > 365) return 'subscription.lockupInvalid';
  return null;
}

export const coinOfferingDecider: Decider<CoinOfferingCommand, CoinOfferingEvent, CoinOfferingState> = {
  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'OfferCoin': {
        const { terms, staffId, reason, takenSymbols } = command.data;
        if (!reason.trim()) throw new DomainError('review.reasonRequired');
        if (state.status !== 'none' && (state.status !== 'offered' || at >= state.terms!.startsAt))
          throw new DomainError('subscription.termsFrozen');
        const problem = termsProblem(terms, takenSymbols);
        if (problem) throw new DomainError(problem);
        const clean: CoinTerms = {
          ...terms,
          name: terms.name.trim(),
          startsAt: new Date(terms.startsAt).toISOString(),
          endsAt: new Date(terms.endsAt).toISOString(),
        };
        return [{ type: 'CoinOffered', data: { terms: clean, staffId, reason: reason.trim(), at } }];
      }
      case 'AllotCoin': {
        if (state.status !== 'offered') throw new DomainError('subscription.notAllottable');
        if (at < state.terms!.endsAt) throw new DomainError('subscription.windowOpen');
        const total = dec(state.subscribed);
        const volume = dec(state.terms!.issueVolume);
        const ratio = total.compare(volume) <= 0 ? dec('1').rescale(RATIO_SCALE, 'down') : volume.divide(total, RATIO_SCALE, 'down');
        return [
          { type: 'CoinAllotted', data: { totalSubscribed: total.toString(), ratio: ratio.toString(), staffId: command.data.staffId, at } },
        ];
      }
      case 'RecordFundedSubscription':
        // After the decision a late hold changes nothing: the subscription follows the recorded outcome.
        if (state.status !== 'offered') return [];
        return [{ type: 'CoinSubscriptionFunded', data: { ...command.data, at } }];
      case 'FailCoinIssuance':
        if (state.status !== 'offered') throw new DomainError('subscription.notAllottable');
        if (!command.data.reason.trim()) throw new DomainError('review.reasonRequired');
        return [{ type: 'CoinIssuanceFailed', data: { staffId: command.data.staffId, reason: command.data.reason.trim(), at } }];
      case 'ReleaseCoin':
        if (state.status !== 'allotted' || at < releaseAt(state.terms!)) return [];
        return [{ type: 'CoinReleased', data: { at } }];
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CoinOffered':
        return { ...state, status: 'offered', terms: event.data.terms };
      case 'CoinSubscriptionFunded':
        return { ...state, subscribed: dec(state.subscribed).add(dec(event.data.quantity)).toString() };
      case 'CoinAllotted':
        return { ...state, status: 'allotted' };
      case 'CoinIssuanceFailed':
        return { ...state, status: 'failed' };
      case 'CoinReleased':
        return { ...state, status: 'released' };
    }
  },
  initialState: () => ({ status: 'none', terms: null, subscribed: '0' }),
  // Every funded subscription is an event on the offering: a popular one gains thousands in its window,
  // and each hold reads the offering. The state is its status, terms and running total, never the
  // subscriptions, so a command reads the newest snapshot and the events after it.
  snapshots: {
    every: COIN_OFFERING_SNAPSHOT_EVERY,
    schema: 1,
    encode: (state) => state,
    decode: (json) => json as CoinOfferingState,
  },
};
