import { estimateOrder } from './order-estimate';

const market = { base: 'BTC', quote: 'USDT', takerFee: '0.001', quantityDecimals: 4 };
const form = { price: '', quantity: '', quoteAmount: '' };

describe('what an order costs and what arrives', () => {
  it('charges a buy its fee in the base coin it receives', () => {
    expect(
      estimateOrder({ ...form, side: 'buy', type: 'limit', price: '65000.50', quantity: '0.0100', market, referencePrice: null }),
    ).toEqual({
      total: '650.005',
      fee: '0.00001',
      feeCoin: 'BTC',
      receive: '0.00999',
      receiveCoin: 'BTC',
      estimated: false,
    });
  });

  it('charges a sell its fee in the quote coin it receives', () => {
    expect(estimateOrder({ ...form, side: 'sell', type: 'limit', price: '65000', quantity: '0.5', market, referencePrice: '1' })).toEqual({
      total: '32500',
      fee: '32.5',
      feeCoin: 'USDT',
      receive: '32467.5',
      receiveCoin: 'USDT',
      estimated: false,
    });
  });

  it('estimates a market buy of a quote amount at the reference price in whole lots, rounding the fee up and what arrives down', () => {
    const estimate = estimateOrder({ ...form, side: 'buy', type: 'market', quoteAmount: '100', market, referencePrice: '30000' });
    // 100 / 30000 = 0.00333333 BTC, which buys 0.0033 in lots of 0.0001 for 99 USDT (the other 1 USDT comes back);
    // fee 0.0000033; arrives 0.0032967
    expect(estimate).toEqual({
      total: '99',
      fee: '0.0000033',
      feeCoin: 'BTC',
      receive: '0.0032967',
      receiveCoin: 'BTC',
      estimated: true,
    });
  });

  it('estimates a market sell at the reference price, and says nothing it cannot know without one', () => {
    expect(estimateOrder({ ...form, side: 'sell', type: 'market', quantity: '2', market, referencePrice: '10.5' })).toMatchObject({
      total: '21',
      fee: '0.021',
      receive: '20.979',
      estimated: true,
    });
    expect(estimateOrder({ ...form, side: 'sell', type: 'market', quantity: '2', market, referencePrice: null })).toMatchObject({
      total: null,
      fee: null,
      receive: null,
    });
    expect(estimateOrder({ ...form, side: 'buy', type: 'market', quoteAmount: '50', market, referencePrice: null })).toMatchObject({
      total: '50',
      fee: null,
      receive: null,
    });
  });

  it('waits for a positive size and price', () => {
    expect(estimateOrder({ ...form, side: 'buy', type: 'limit', price: '65000', quantity: '', market, referencePrice: null })).toBeNull();
    expect(estimateOrder({ ...form, side: 'buy', type: 'limit', price: '0', quantity: '1', market, referencePrice: null })).toBeNull();
    expect(estimateOrder({ ...form, side: 'sell', type: 'limit', price: '1', quantity: '0.000', market, referencePrice: null })).toBeNull();
    expect(estimateOrder({ ...form, side: 'buy', type: 'market', quoteAmount: 'x', market, referencePrice: '1' })).toBeNull();
  });
});
