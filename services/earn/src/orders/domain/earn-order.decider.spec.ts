import { DeciderSpecification } from '@meridian/testing';
import { DEFAULT_EARN_PRODUCTS } from '../../products/domain/earn-product-terms';
import { earnOrderDecider, type EarnOrderCommand, type EarnOrderEvent } from './earn-order.decider';

const spec = DeciderSpecification.for(earnOrderDecider);
const terms = DEFAULT_EARN_PRODUCTS[0]!;
const placedAt = '2026-11-24T10:00:00.000Z';
const meta = (now: string) => ({ now });
const place = (amount = '1000'): EarnOrderCommand => ({ type: 'PlaceEarnOrder', data: { orderId: 'o1', customerId: 'ann', amount, terms }, metadata: meta(placedAt) });
const placed: EarnOrderEvent = { type: 'EarnOrderPlaced', data: { orderId: 'o1', customerId: 'ann', amount: '1000.000000', terms, at: placedAt } };
const activated: EarnOrderEvent = { type: 'EarnOrderActivated', data: { valueDate: '2026-11-25T00:00:00.000Z', maturesAt: '2026-12-02T00:00:00.000Z', at: '2026-11-24T10:00:01.000Z' } };
const day = (n: number) => `2026-11-${String(25 + n).padStart(2, '0')}T00:00:00.000Z`;
const paid = (n: number, rate = '0.003'): EarnOrderEvent => ({ type: 'EarnYieldPaid', data: { day: n, rate, amount: rate === '0.003' ? '3.000000' : '4.000000', at: n <= 5 ? day(n) : `2026-12-0${n - 5}T00:00:00.000Z` } });
const allPaid = [1, 2, 3, 4, 5, 6, 7].map((n) => paid(n));

describe('a custody order', () => {
  it('is placed with the product’s terms frozen, inside the product’s bounds', () => {
    spec.given([]).when(place()).then([placed]);
    spec.given([]).when(place('99.99')).thenThrows('earn.amountRange');
    spec.given([]).when(place('1e3')).thenThrows('earn.amountInvalid');
    spec.given([]).when({ ...place(), data: { ...(place() as Extract<EarnOrderCommand, { type: 'PlaceEarnOrder' }>).data, terms: { ...terms, enabled: false } } } as EarnOrderCommand).thenThrows('earn.productClosed');
  });

  it('is placed on a VIP product only by a customer at its level or above', () => {
    const vipTerms = { ...terms, productId: 'vip-15d', kind: 'vip' as const, minVipLevel: 2 };
    const buy = (vipLevel: number | undefined): EarnOrderCommand => ({ type: 'PlaceEarnOrder', data: { orderId: 'o1', customerId: 'ann', amount: '1000', terms: vipTerms, vipLevel }, metadata: meta(placedAt) });
    spec.given([]).when(buy(1)).thenThrows('earn.vipRequired');
    spec.given([]).when(buy(undefined)).thenThrows('earn.vipRequired');
    spec.given([]).when(buy(2)).then([{ type: 'EarnOrderPlaced', data: { orderId: 'o1', customerId: 'ann', amount: '1000.000000', terms: vipTerms, at: placedAt } }]);
  });

  it('goes into custody when the wallet holds the principal, earning from the next cut-off', () =>
    spec.given([placed]).when({ type: 'ActivateEarnOrder', metadata: meta('2026-11-24T10:00:01.000Z') }).then([activated]));

  it('fails when the wallet cannot hold it, and a late answer changes nothing', () => {
    spec.given([placed]).when({ type: 'FailEarnOrder', data: { reason: 'earn.insufficientBalance' }, metadata: meta(placedAt) }).then([
      { type: 'EarnOrderFailed', data: { reason: 'earn.insufficientBalance', at: placedAt } },
    ]);
    spec.given([placed, activated]).when({ type: 'FailEarnOrder', data: { reason: 'x' }, metadata: meta(placedAt) }).thenNothingHappened();
  });

  it('pays each day once, in order, not before its cut-off', () => {
    spec.given([placed, activated]).when({ type: 'PayEarnYield', data: { day: 1, rate: '0.004' }, metadata: meta(day(1)) }).then([
      { type: 'EarnYieldPaid', data: { day: 1, rate: '0.004', amount: '4.000000', at: day(1) } },
    ]);
    spec.given([placed, activated]).when({ type: 'PayEarnYield', data: { day: 1, rate: '0.003' }, metadata: meta('2026-11-25T23:59:59.000Z') }).thenThrows('earn.yieldNotDue');
    spec.given([placed, activated, paid(1)]).when({ type: 'PayEarnYield', data: { day: 1, rate: '0.003' }, metadata: meta(day(2)) }).thenThrows('earn.yieldOutOfTurn');
    spec.given([placed, activated]).when({ type: 'PayEarnYield', data: { day: 2, rate: '0.003' }, metadata: meta(day(2)) }).thenThrows('earn.yieldOutOfTurn');
  });

  it('matures after the last day’s yield, not before', () => {
    spec.given([placed, activated, ...allPaid]).when({ type: 'MatureEarnOrder', metadata: meta('2026-12-02T00:00:00.000Z') }).then([
      { type: 'EarnOrderMatured', data: { at: '2026-12-02T00:00:00.000Z' } },
    ]);
    spec.given([placed, activated, paid(1)]).when({ type: 'MatureEarnOrder', metadata: meta(day(2)) }).thenThrows('earn.yieldOutOfTurn');
  });

  it('quotes the penalty at request and charges that one on approval; a rejection lets the customer ask again', () => {
    const requested: EarnOrderEvent = { type: 'EarnRedemptionRequested', data: { penalty: '50.000000', remainingDays: 5, at: day(2) } };
    spec.given([placed, activated, paid(1), paid(2)]).when({ type: 'RequestEarnRedemption', data: { customerId: 'ann' }, metadata: meta(day(2)) }).then([requested]);
    spec.given([placed, activated]).when({ type: 'RequestEarnRedemption', data: { customerId: 'bob' }, metadata: meta(day(1)) }).thenThrows('earn.notFound');
    spec.given([placed, activated, requested]).when({ type: 'RequestEarnRedemption', data: { customerId: 'ann' }, metadata: meta(day(2)) }).thenThrows('earn.redemptionPending');
    spec.given([placed, activated, requested, paid(3)]).when({ type: 'ReviewEarnRedemption', data: { staffId: 'fin', decision: 'approve' }, metadata: meta(day(3)) }).then([
      { type: 'EarnOrderRedeemed', data: { penalty: '50.000000', staffId: 'fin', at: day(3) } },
    ]);
    const rejected: EarnOrderEvent = { type: 'EarnRedemptionRejected', data: { staffId: 'fin', reason: 'Call us first', at: day(3) } };
    spec.given([placed, activated, requested]).when({ type: 'ReviewEarnRedemption', data: { staffId: 'fin', decision: 'reject', reason: ' Call us first ' }, metadata: meta(day(3)) }).then([rejected]);
    spec.given([placed, activated, requested, rejected]).when({ type: 'RequestEarnRedemption', data: { customerId: 'ann' }, metadata: meta(day(3)) }).then([
      { type: 'EarnRedemptionRequested', data: { penalty: '50.000000', remainingDays: 7, at: day(3) } },
    ]);
    spec.given([placed, activated, ...allPaid, { type: 'EarnOrderMatured', data: { at: '2026-12-02T00:00:00.000Z' } }])
      .when({ type: 'RequestEarnRedemption', data: { customerId: 'ann' }, metadata: meta('2026-12-03T00:00:00.000Z') })
      .thenThrows('earn.notInCustody');
  });
});
