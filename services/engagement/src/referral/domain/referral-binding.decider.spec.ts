import { DeciderSpecification } from '@meridian/testing';
import { referralBindingDecider, type ReferralBindingCommand } from './referral-binding.decider';

const spec = DeciderSpecification.for(referralBindingDecider);
const now = '2026-03-01T00:00:00.000Z';
const bind = (inviterId: string, inviterAncestors: string[], customerId = 'c6'): ReferralBindingCommand => ({
  type: 'BindReferral',
  data: { customerId, inviterId, inviterAncestors, registeredAt: now },
  metadata: { now },
});

describe('binding a new customer to its inviter', () => {
  it('records the inviter and its ancestors, nearest first, up to 4 levels', () =>
    spec
      .given([])
      .when(bind('c5', ['c4', 'c3', 'c2', 'c1']))
      .then([
        {
          type: 'ReferralBound',
          data: { customerId: 'c6', inviterId: 'c5', ancestors: ['c5', 'c4', 'c3', 'c2'], registeredAt: now, at: now },
        },
      ]));

  it('binds once: a second binding changes nothing', () =>
    spec
      .given([{ type: 'ReferralBound', data: { customerId: 'c6', inviterId: 'c5', ancestors: ['c5'], registeredAt: now, at: now } }])
      .when(bind('c9', []))
      .thenNothingHappened());

  it('never lets a customer be its own ancestor', () =>
    spec
      .given([])
      .when(bind('c6', [], 'c6'))
      .thenNothingHappened());
});
