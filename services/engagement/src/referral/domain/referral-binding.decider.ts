import type { Decider } from '@meridian/decider';
import { MAX_LEVELS } from './referral-rules';

/**
 * A customer's place in the referral tree (docs/referral.md), one stream per customer
 * (`referral-<customerId>`): the code given at registration binds the new customer to its inviter
 * once, with the inviter's own ancestors, nearest first, up to the programme's 4 levels. A second
 * binding changes nothing: the first is kept for good.
 */
export interface ReferralBindingState {
  bound: boolean;
}

export type ReferralBindingEvent = {
  type: 'ReferralBound';
  data: { customerId: string; inviterId: string; ancestors: string[]; registeredAt: string; at: string };
};

export type ReferralBindingCommand = {
  type: 'BindReferral';
  data: { customerId: string; inviterId: string; inviterAncestors: string[]; registeredAt: string };
  metadata: { now: string };
};

export const referralBindingStream = (customerId: string) => `referral-${customerId}`;

export const referralBindingDecider: Decider<ReferralBindingCommand, ReferralBindingEvent, ReferralBindingState> = {
  initialState: () => ({ bound: false }),
  evolve: () => ({ bound: true }),
  decide: (command, state) => {
    if (state.bound) return [];
    const { customerId, inviterId, inviterAncestors, registeredAt } = command.data;
    // A chain that loops back to the customer (never from registration, where the customer is new) is cut there.
    const chain = [inviterId, ...inviterAncestors];
    const loop = chain.indexOf(customerId);
    const ancestors = (loop === -1 ? chain : chain.slice(0, loop)).slice(0, MAX_LEVELS);
    if (ancestors.length === 0) return [];
    return [{ type: 'ReferralBound', data: { customerId, inviterId: ancestors[0]!, ancestors, registeredAt, at: command.metadata.now } }];
  },
};
