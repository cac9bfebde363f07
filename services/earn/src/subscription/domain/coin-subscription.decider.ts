import { Decimal } from '@meridian/money';
import { DomainError, type Decider } from '@meridian/decider';
import type { CoinTerms } from './coin-offering.decider';

/**
 * One customer's subscription to a new coin (`coin-subscription-<id>`), at the terms frozen when it is
 * placed: price x quantity plus the fee is held in the funding wallet ("Insufficient USDT balance"
 * otherwise), then the allotment takes what the allotted coins cost and returns the rest, and the
 * coins reach the wallet when the lock-up ends.
 */
export type SubscriptionStatus = 'funding' | 'under_review' | 'passed' | 'not_passed' | 'issuance_failed' | 'released';

export type CoinSubscriptionEvent =
  | {
      type: 'CoinSubscriptionPlaced';
      data: {
        subscriptionId: string;
        customerId: string;
        symbol: string;
        quantity: string;
        price: string;
        feeRate: string;
        scale: number;
        cost: string;
        fee: string;
        held: string;
        at: string;
      };
    }
  | { type: 'CoinSubscriptionHeld'; data: { at: string } }
  | { type: 'CoinSubscriptionRefused'; data: { reason: string; at: string } }
  | { type: 'CoinSubscriptionAllotted'; data: { allotted: string; paid: string; refund: string; at: string } }
  | { type: 'CoinSubscriptionNotAllotted'; data: { refund: string; at: string } }
  | { type: 'CoinSubscriptionRefunded'; data: { reason: string; refund: string; at: string } }
  | { type: 'CoinSubscriptionReleased'; data: { quantity: string; at: string } };

type Meta = { now: string };
export type CoinSubscriptionCommand =
  | {
      type: 'SubscribeToCoin';
      data: { subscriptionId: string; customerId: string; terms: CoinTerms; quantity: string; alreadySubscribed: string };
      metadata: Meta;
    }
  | { type: 'ConfirmSubscriptionHold'; metadata: Meta }
  | { type: 'RefuseSubscriptionHold'; data: { reason: string }; metadata: Meta }
  | { type: 'AllotSubscription'; data: { ratio: string }; metadata: Meta }
  | { type: 'RefundSubscription'; data: { reason: string }; metadata: Meta }
  | { type: 'ReleaseSubscribedCoins'; metadata: Meta };

export interface CoinSubscriptionState {
  status: SubscriptionStatus | 'none';
  placed: Extract<CoinSubscriptionEvent, { type: 'CoinSubscriptionPlaced' }>['data'] | null;
  allotted: string | null;
}

export const coinSubscriptionStream = (subscriptionId: string) => `coin-subscription-${subscriptionId}`;
const dec = Decimal.parse;

/** What a quantity costs at the frozen price, and its fee, in USDT (6 places, half-even). */
export function costOf(quantity: string, price: string, feeRate: string) {
  const cost = dec(quantity).multiply(dec(price)).rescale(6, 'half-even');
  const fee = cost.multiply(dec(feeRate)).rescale(6, 'half-even');
  return { cost: cost.toString(), fee: fee.toString(), total: cost.add(fee).toString() };
}

export const coinSubscriptionDecider: Decider<CoinSubscriptionCommand, CoinSubscriptionEvent, CoinSubscriptionState> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'SubscribeToCoin') {
      const { subscriptionId, customerId, terms, quantity, alreadySubscribed } = command.data;
      if (state.status !== 'none') throw new DomainError('subscription.duplicate');
      if (at < terms.startsAt || at >= terms.endsAt) throw new DomainError('subscription.notOpen');
      const places = terms.scale === 0 ? '' : `(\\.\\d{1,${terms.scale}})?`;
      if (!new RegExp(`^\\d{1,12}${places}$`).test(quantity) || !dec(quantity).isPositive())
        throw new DomainError('subscription.quantityInvalid', { scale: String(terms.scale) });
      const left = dec(terms.maxPerCustomer).subtract(dec(alreadySubscribed));
      if (dec(quantity).compare(left) > 0)
        throw new DomainError('subscription.overMax', { max: terms.maxPerCustomer, left: left.toString() });
      const { cost, fee, total } = costOf(quantity, terms.issuePrice, terms.feeRate);
      // Coins for nothing, and a hold of zero that the ledger refuses: never placed.
      if (!dec(total).isPositive()) throw new DomainError('subscription.costTooSmall');
      return [
        {
          type: 'CoinSubscriptionPlaced',
          data: {
            subscriptionId,
            customerId,
            symbol: terms.symbol,
            quantity: dec(quantity).rescale(terms.scale, 'down').toString(),
            price: terms.issuePrice,
            feeRate: terms.feeRate,
            scale: terms.scale,
            cost,
            fee,
            held: total,
            at,
          },
        },
      ];
    }
    if (state.status === 'none') throw new DomainError('subscription.notFound');
    const placed = state.placed!;
    switch (command.type) {
      case 'ConfirmSubscriptionHold':
        return state.status === 'funding' ? [{ type: 'CoinSubscriptionHeld', data: { at } }] : [];
      case 'RefuseSubscriptionHold':
        return state.status === 'funding' ? [{ type: 'CoinSubscriptionRefused', data: { reason: command.data.reason, at } }] : [];
      case 'AllotSubscription': {
        if (state.status !== 'under_review') return [];
        const allotted = dec(placed.quantity).multiply(dec(command.data.ratio)).rescale(placed.scale, 'down');
        if (allotted.isZero()) return [{ type: 'CoinSubscriptionNotAllotted', data: { refund: placed.held, at } }];
        const paid = dec(costOf(allotted.toString(), placed.price, placed.feeRate).total);
        return [
          {
            type: 'CoinSubscriptionAllotted',
            data: { allotted: allotted.toString(), paid: paid.toString(), refund: dec(placed.held).subtract(paid).toString(), at },
          },
        ];
      }
      case 'RefundSubscription':
        return state.status === 'under_review'
          ? [{ type: 'CoinSubscriptionRefunded', data: { reason: command.data.reason, refund: placed.held, at } }]
          : [];
      case 'ReleaseSubscribedCoins':
        return state.status === 'passed' ? [{ type: 'CoinSubscriptionReleased', data: { quantity: state.allotted!, at } }] : [];
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CoinSubscriptionPlaced':
        return { status: 'funding', placed: event.data, allotted: null };
      case 'CoinSubscriptionHeld':
        return { ...state, status: 'under_review' };
      case 'CoinSubscriptionRefused':
      case 'CoinSubscriptionNotAllotted':
        return { ...state, status: 'not_passed' };
      case 'CoinSubscriptionAllotted':
        return { ...state, status: 'passed', allotted: event.data.allotted };
      case 'CoinSubscriptionRefunded':
        return { ...state, status: 'issuance_failed' };
      case 'CoinSubscriptionReleased':
        return { ...state, status: 'released' };
    }
  },
  initialState: () => ({ status: 'none', placed: null, allotted: null }),
};
