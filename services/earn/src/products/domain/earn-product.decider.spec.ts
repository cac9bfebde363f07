import { deciderSpec } from '@meridian/testing';
import { DEFAULT_EARN_PRODUCTS, type EarnProductTerms } from './earn-product-terms';
import { earnProductDecider, type EarnProductCommand } from './earn-product.decider';

const spec = deciderSpec(earnProductDecider.decide, earnProductDecider.evolve, earnProductDecider.initialState);
const now = '2026-11-24T12:00:00.000Z';
const base = DEFAULT_EARN_PRODUCTS[0]!;
const publish = (change: Partial<EarnProductTerms>, reason = 'Raise the range for December'): EarnProductCommand => ({
  type: 'PublishEarnProduct',
  data: { terms: { ...base, ...change }, staffId: 's1', reason },
  metadata: { now },
});

describe('an earn product as finance publishes it', () => {
  it('is published with the staff member and the reason', () =>
    spec
      .given([])
      .when(publish({ dailyRateMax: '0.006' }, '  Raise the range for December '))
      .then([{ type: 'EarnProductPublished', data: { terms: { ...base, minVipLevel: 0, dailyRateMax: '0.006' }, staffId: 's1', reason: 'Raise the range for December', at: now } }]));

  it('changes again over an earlier publication', () =>
    spec
      .given([{ type: 'EarnProductPublished', data: { terms: base, staffId: 's0', reason: 'first', at: now } }])
      .when(publish({ enabled: false }))
      .then([{ type: 'EarnProductPublished', data: { terms: { ...base, minVipLevel: 0, enabled: false }, staffId: 's1', reason: 'Raise the range for December', at: now } }]));

  it('needs a reason', () => spec.given([]).when(publish({}, '  ')).thenThrows('review.reasonRequired'));
  it('refuses a cycle outside 1 to 365 days', () => spec.given([]).when(publish({ cycleDays: 0 })).thenThrows('earn.cycleInvalid'));
  it('refuses a minimum above the maximum', () => spec.given([]).when(publish({ minAmount: '60000' })).thenThrows('earn.boundsInvalid'));
  it('refuses a zero minimum', () => spec.given([]).when(publish({ minAmount: '0' })).thenThrows('earn.boundsInvalid'));
  it('refuses a range upside down', () => spec.given([]).when(publish({ dailyRateMin: '0.006' })).thenThrows('earn.rangeInvalid'));
  it('refuses a daily yield above 5%', () => spec.given([]).when(publish({ dailyRateMax: '0.051' })).thenThrows('earn.rangeInvalid'));
  it('refuses a penalty rate of 1 or more', () => spec.given([]).when(publish({ penalty: { kind: 'principal-share', rate: '1.5' } })).thenThrows('earn.penaltyInvalid'));
  it('opens a VIP product from its level, and refuses a VIP product without one or a custody product with one', () => {
    const vip = { ...base, productId: 'vip-60d', kind: 'vip' as const, minVipLevel: 2 };
    spec.given([]).when(publish(vip)).then([{ type: 'EarnProductPublished', data: { terms: vip, staffId: 's1', reason: 'Raise the range for December', at: now } }]);
    spec.given([]).when(publish({ kind: 'vip', minVipLevel: 0 })).thenThrows('earn.vipLevelMismatch');
    spec.given([]).when(publish({ minVipLevel: 2 })).thenThrows('earn.vipLevelMismatch');
    spec.given([]).when(publish({ kind: 'vip', minVipLevel: 9 })).thenThrows('vip.levelInvalid');
  });
  it('refuses an id that is not a short slug', () => spec.given([]).when(publish({ productId: 'Custody 7 Days' })).thenThrows('earn.productIdInvalid'));
});
