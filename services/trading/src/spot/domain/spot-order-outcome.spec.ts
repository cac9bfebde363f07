import type { SpotOrderView } from './spot-core.types';
import { presentOrder } from './spot-order-outcome';

const order = (fields: Partial<SpotOrderView>): SpotOrderView => ({
  id: 'o-1',
  ownerId: 'c-1',
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'market',
  price: null,
  quantity: null,
  quoteAmount: '100.000000',
  stopPrice: null,
  timeInForce: 'gtc',
  ocoId: null,
  triggerTick: null,
  filledQuantity: '0.0019',
  filledQuote: '95.900000',
  averagePrice: '50473.68',
  fee: '0.00000190',
  feeCoin: 'BTC',
  status: 'cancelled',
  cancelReason: 'budget',
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...fields,
});

describe('how an order reads', () => {
  it('reads a market buy by amount that spent all it could as filled, with what came back', () =>
    expect(presentOrder(order({}))).toEqual({ ...order({}), status: 'filled', cancelReason: null, unspent: '4.100000' }));

  it.each([
    ['a budget stop that bought nothing (no liquidity worth a lot)', { filledQuantity: '0.0000', filledQuote: '0.000000' }],
    ['an order the customer cancelled', { cancelReason: 'user' as const }],
    ['a market order the book could not fill', { cancelReason: 'no-liquidity' as const }],
    ['a filled order', { status: 'filled' as const, cancelReason: null }],
  ])('leaves %s as it is', (_, fields) => expect(presentOrder(order(fields))).toEqual(order(fields)));
});
