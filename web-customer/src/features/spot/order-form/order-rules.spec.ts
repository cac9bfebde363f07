import { btcUsdt } from '../spot-market.testing';
import { typedAmount } from '../../../shared/validation/amount-rules';
import { checkOrder, orderRequest } from './order-rules';

const market = btcUsdt;
const rich = { base: '10', quote: '1000000' };
const empty = { price: '', quantity: '', quoteAmount: '', stopPrice: '', stopLimitPrice: '' };

describe('order form rules', () => {
  it('accepts a limit order on the tick and the lot, above the minimum and within the balance', () => {
    expect(checkOrder('buy', 'limit', { ...empty, price: '65000.12', quantity: '0.0005' }, market, rich)).toEqual({});
    expect(checkOrder('sell', 'limit', { ...empty, price: '65000.', quantity: '1.5' }, market, rich)).toEqual({});
  });

  it('asks for a positive price on the tick', () => {
    const quantity = '0.001';
    expect(checkOrder('buy', 'limit', { ...empty, quantity }, market, rich).price).toBe('validation.priceEmpty');
    expect(checkOrder('buy', 'limit', { ...empty, price: '1e5', quantity }, market, rich).price).toBe('validation.amountFormat');
    expect(checkOrder('buy', 'limit', { ...empty, price: '0.00', quantity }, market, rich).price).toBe('validation.priceZero');
    expect(checkOrder('buy', 'limit', { ...empty, price: '65000.125', quantity }, market, rich).price).toBe('validation.priceTick');
  });

  it('asks for a positive quantity on the lot step and not below the minimum', () => {
    const price = '100';
    expect(checkOrder('sell', 'limit', { ...empty, price }, market, rich).quantity).toBe('validation.quantityEmpty');
    expect(checkOrder('sell', 'limit', { ...empty, price, quantity: '0' }, market, rich).quantity).toBe('validation.quantityZero');
    expect(checkOrder('sell', 'limit', { ...empty, price, quantity: '0.00055' }, market, rich).quantity).toBe('validation.quantityStep');
    expect(checkOrder('sell', 'market', { ...empty, quantity: '0.0004' }, market, rich).quantity).toBe('validation.quantityBelowMin');
  });

  it('sizes a market buy by its quote amount, within the pair decimals', () => {
    expect(checkOrder('buy', 'market', { ...empty, quoteAmount: '' }, market, rich)).toEqual({ quoteAmount: 'validation.amountEmpty' });
    expect(checkOrder('buy', 'market', { ...empty, quoteAmount: '0' }, market, rich)).toEqual({ quoteAmount: 'validation.amountZero' });
    expect(checkOrder('buy', 'market', { ...empty, quoteAmount: '10.123' }, market, rich)).toEqual({
      quoteAmount: 'validation.amountScale',
    });
    expect(checkOrder('buy', 'market', { ...empty, quoteAmount: '10.12' }, market, rich)).toEqual({});
  });

  it('refuses more than the balance that pays, comparing exactly', () => {
    const balances = { base: '0.5000', quote: '650.00' };
    expect(checkOrder('buy', 'limit', { ...empty, price: '65000', quantity: '0.0100' }, market, balances)).toEqual({});
    expect(checkOrder('buy', 'limit', { ...empty, price: '65000.01', quantity: '0.0100' }, market, balances).quantity).toBe(
      'validation.insufficientBalance',
    );
    expect(checkOrder('buy', 'market', { ...empty, quoteAmount: '650.01' }, market, balances).quoteAmount).toBe(
      'validation.insufficientBalance',
    );
    expect(checkOrder('sell', 'market', { ...empty, quantity: '0.5' }, market, balances)).toEqual({});
    expect(checkOrder('sell', 'limit', { ...empty, price: '1', quantity: '0.5001' }, market, balances).quantity).toBe(
      'validation.insufficientBalance',
    );
  });

  it('does not judge the balance while it is unknown', () => {
    expect(checkOrder('sell', 'market', { ...empty, quantity: '5000' }, market, { base: null, quote: null })).toEqual({});
  });

  it('reads a trailing point as the whole number', () => {
    expect(typedAmount(' 12. ')).toBe('12');
  });
});

describe('stop and OCO rules', () => {
  // The house quotes around the recorded price: it lies between these.
  const last = { low: '64999.00', high: '65001.00' };

  it('wants a buy stop above the last price and a sell stop below it', () => {
    const order = { ...empty, price: '66100', quantity: '0.0010' };
    expect(checkOrder('buy', 'stop_limit', { ...order, stopPrice: '66000' }, market, rich, last)).toEqual({});
    expect(checkOrder('buy', 'stop_limit', { ...order, stopPrice: '64999' }, market, rich, last).stopPrice).toBe('validation.stopAbove');
    // Between the bid and the ask only the server, which knows the tick, can tell.
    expect(checkOrder('buy', 'stop_limit', { ...order, stopPrice: '65000' }, market, rich, last)).toEqual({});
    expect(checkOrder('sell', 'stop_market', { ...empty, stopPrice: '65001', quantity: '0.0010' }, market, rich, last).stopPrice).toBe('validation.stopBelow');
    expect(checkOrder('sell', 'stop_market', { ...empty, stopPrice: '', quantity: '0.0010' }, market, rich, last).stopPrice).toBe('validation.priceEmpty');
  });

  it('sizes a stop-market buy by amount', () => {
    expect(checkOrder('buy', 'stop_market', { ...empty, stopPrice: '66000', quoteAmount: '100' }, market, rich, last)).toEqual({});
    expect(checkOrder('buy', 'stop_market', { ...empty, stopPrice: '66000', quoteAmount: '' }, market, rich, last).quoteAmount).toBe('validation.amountEmpty');
  });

  it('wants an OCO’s limit leg on the other side of the last price from its stop', () => {
    const sell = { ...empty, price: '70000', stopPrice: '60000', quantity: '0.0010' };
    expect(checkOrder('sell', 'oco', sell, market, rich, last)).toEqual({});
    expect(checkOrder('sell', 'oco', { ...sell, price: '64999' }, market, rich, last).price).toBe('validation.ocoLimitAbove');
    expect(checkOrder('buy', 'oco', { ...sell, price: '60000', stopPrice: '70000' }, market, rich, last)).toEqual({});
    expect(checkOrder('buy', 'oco', { ...sell, price: '65001', stopPrice: '70000' }, market, rich, last).price).toBe('validation.ocoLimitBelow');
  });

  it('holds a buy OCO for its dearer leg', () => {
    const pair = { ...empty, price: '60000', stopPrice: '70000', stopLimitPrice: '71000', quantity: '0.0100' };
    expect(checkOrder('buy', 'oco', pair, market, { base: '0', quote: '700' }, last).quantity).toBe('validation.insufficientBalance');
    expect(checkOrder('buy', 'oco', pair, market, { base: '0', quote: '710' }, last)).toEqual({});
  });
});

describe('the order request', () => {
  const fields = { price: '65000.', quantity: '0.0100', quoteAmount: '25.5', stopPrice: '64000', stopLimitPrice: '' };

  it('sends only what the type and side need', () => {
    expect(orderRequest('BTCUSDT', 'buy', 'limit', fields)).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '65000',
      quantity: '0.0100',
    });
    expect(orderRequest('BTCUSDT', 'buy', 'market', fields)).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '25.5',
    });
    expect(orderRequest('BTCUSDT', 'sell', 'market', fields)).toEqual({
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'market',
      quantity: '0.0100',
    });
  });

  it('sends the stop, the time in force of a limit order, and an OCO without an empty stop limit', () => {
    expect(orderRequest('BTCUSDT', 'buy', 'limit', fields, 'fok')).toMatchObject({ type: 'limit', timeInForce: 'fok' });
    expect(orderRequest('BTCUSDT', 'sell', 'stop_limit', fields)).toEqual({ symbol: 'BTCUSDT', side: 'sell', type: 'stop_limit', stopPrice: '64000', price: '65000', quantity: '0.0100' });
    expect(orderRequest('BTCUSDT', 'buy', 'stop_market', fields)).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'stop_market', stopPrice: '64000', quoteAmount: '25.5' });
    expect(orderRequest('BTCUSDT', 'sell', 'oco', fields)).toEqual({ type: 'oco', symbol: 'BTCUSDT', side: 'sell', quantity: '0.0100', price: '65000', stopPrice: '64000' });
  });
});
