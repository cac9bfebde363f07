import type { RecordedEvent } from '@meridian/eventstore';
import { c2cOrderDecider, type C2cOrderEvent } from './domain/c2c-order.decider';
import { c2cOrderMessages } from './c2c-order.messages';

const at = '2026-11-27T08:00:00.000Z';
const account = { accountId: 'ra-1', fiat: 'HKD', accountName: 'Meridian', accountNumber: '012', bankName: 'HSBC', bankAddress: 'Central' };
const placed: C2cOrderEvent = {
  type: 'C2cOrderPlaced',
  data: { orderId: 'o1', customerId: 'c1', amount: '250.000000', fiat: 'HKD', payment: 'bank', rate: '7.8', fiatAmount: '1950.00', verifiedName: 'Chan', expiresAt: '2026-11-27T11:00:00.000Z', at },
};
let position = 0;
const recorded = (event: C2cOrderEvent): RecordedEvent =>
  ({ id: `e${(position += 1)}`, streamId: 'c2c-order-o1', type: event.type, data: event.data, metadata: {} }) as unknown as RecordedEvent;
const stateAfter = (events: C2cOrderEvent[]) => events.reduce(c2cOrderDecider.evolve, c2cOrderDecider.initialState());
const messagesOf = (before: C2cOrderEvent[], events: C2cOrderEvent[]) => c2cOrderMessages(events.map(recorded), stateAfter(before)).map(({ type, data, source }) => ({ type, data, source }));
const funds = { kind: 'c2c', referenceId: 'o1', customerId: 'c1', asset: 'USDT', amount: '250.000000', platformAccount: 'c2c-inventory', from: 'product' };

describe("what a C2C order's events ask of the funding wallet and tell the customer", () => {
  it('holds the inventory at a match, refusable when it cannot cover it', () => {
    expect(messagesOf([placed], [{ type: 'C2cMatchRequested', data: { staffId: 's', holdId: 'c2c-o1-1', account, at } }])).toEqual([
      { type: 'ProductFundsHoldRequested', source: 'c2c', data: { ...funds, step: 'hold', stepId: 'c2c-o1-1', memo: 'C2C order o1', refusal: 'c2c.inventoryShort', at } },
    ]);
  });

  it('posts the whole hold to the wallet at completion, and tells the customer once it is credited', () => {
    const matched: C2cOrderEvent[] = [placed, { type: 'C2cMatchRequested', data: { staffId: 's', holdId: 'c2c-o1-1', account, at } }, { type: 'C2cOrderMatched', data: { holdId: 'c2c-o1-1', at } }];
    expect(messagesOf(matched, [{ type: 'C2cOrderCompleted', data: { staffId: 'f', reason: 'ok', holdId: 'c2c-o1-1', at } }])).toEqual([
      { type: 'ProductFundsSettleRequested', source: 'c2c', data: { ...funds, step: 'settle', stepId: 'c2c-o1-1', share: '250.000000', memo: 'C2C purchase o1', at } },
    ]);
    const credited = messagesOf([...matched, { type: 'C2cOrderCompleted', data: { staffId: 'f', reason: 'ok', holdId: 'c2c-o1-1', at } }], [{ type: 'C2cOrderCredited', data: { holdId: 'c2c-o1-1', at } }]);
    expect(credited).toEqual([{ type: 'C2cOrderChanged', source: 'c2c', data: expect.objectContaining({ notice: 'completed', status: 'completed', expiresAt: null }) }]);
  });

  it('gives the hold back on a rejection or an expiry, and asks nothing when there was none', () => {
    const rejected = messagesOf([placed], [{ type: 'C2cOrderRejected', data: { staffId: 's', reason: 'No money', holdId: 'c2c-o1-1', at } }]);
    expect(rejected.map((message) => message.type)).toEqual(['ProductFundsReleaseRequested', 'C2cOrderChanged']);
    expect(rejected[0]!.data).toMatchObject({ step: 'release', stepId: 'c2c-o1-1', share: '0', from: 'product' });
    expect(rejected[1]!.data).toMatchObject({ notice: 'rejected', reason: 'No money' });
    expect(messagesOf([placed], [{ type: 'C2cOrderExpired', data: { holdId: null, at } }]).map((message) => message.type)).toEqual(['C2cOrderChanged']);
  });
});
