import { ContractViolation } from './contract-check';
import { CustomerUpdateCollector, parseCustomerSessionsEndedV1, parseCustomerUpdatedV1 } from './customer-updates.v1';

describe('customer update contracts', () => {
  const collector = new CustomerUpdateCollector();
  collector.balance('c-1', 'bba');
  collector.balance('c-1', 'bba');
  collector.deposit('c-1', 'd-1', 'DepositApproved');
  collector.spotOrder('c-2', { id: 'o-1', status: 'filled' });
  const message = { updates: collector.updates(), at: '2026-11-24T00:00:00.000Z' };

  it('groups one transaction by customer, each account once', () => {
    expect(message.updates).toEqual([
      { customerId: 'c-1', balances: ['bba'], deposits: [{ id: 'd-1', type: 'DepositApproved' }], withdrawals: [], spotOrders: [] },
      { customerId: 'c-2', balances: [], deposits: [], withdrawals: [], spotOrders: [{ id: 'o-1', status: 'filled' }] },
    ]);
  });

  it('accepts what the collector builds, after a trip through JSON', () => {
    expect(parseCustomerUpdatedV1(JSON.parse(JSON.stringify(message)))).toEqual(message);
  });

  it.each([
    ['no updates list', { at: 'x' }],
    ['an unknown account', { at: 'x', updates: [{ ...message.updates[0], balances: ['savings'] }] }],
    ['a deposit without an id', { at: 'x', updates: [{ ...message.updates[0], deposits: [{ type: 'DepositApproved' }] }] }],
    ['no customer', { at: 'x', updates: [{ ...message.updates[0], customerId: 7 }] }],
    ['a credit limit that is a number', { at: 'x', updates: [{ ...message.updates[0], credit: { score: 700, limit: 20000, at: 'x' } }] }],
    ['a fractional score', { at: 'x', updates: [{ ...message.updates[0], credit: { score: 700.5, limit: '20000', at: 'x' } }] }],
  ])('refuses a message with %s', (_, data) => {
    expect(() => parseCustomerUpdatedV1(data)).toThrow(ContractViolation);
  });

  it('accepts an answered credit evaluation', () => {
    const credit = { score: 720, limit: '20000.000000', at: '2026-11-24T00:00:00.000Z' };
    expect(parseCustomerUpdatedV1({ at: 'x', updates: [{ ...message.updates[0], credit }] }).updates[0]!.credit).toEqual(credit);
  });

  it('checks a session end: one session, or all of them', () => {
    expect(parseCustomerSessionsEndedV1({ customerId: 'c-1', sessionId: null, reason: 'password', at: 'x' }).sessionId).toBeNull();
    expect(() => parseCustomerSessionsEndedV1({ customerId: 'c-1', sessionId: 5, reason: 'logout', at: 'x' })).toThrow(ContractViolation);
  });
});
