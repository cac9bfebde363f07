import { createNextState } from '@reduxjs/toolkit';
import { applyOrder, isDepth, isTradablePair, listOf, mergeTrades } from './spot-cache';
import type { Order, PublicTrade } from './spot.types';
import { btcUsdt } from './spot-market.testing';

const trade = (id: string, price = '100.00'): PublicTrade => ({ id, price, quantity: '0.1', side: 'buy', at: '2025-01-01T00:00:00Z' });

const order = (id: string, status: Order['status'], updatedAt = '2025-01-01T00:00:01Z', symbol = 'BTCUSDT'): Order => ({
  id,
  ownerId: 'customer-1',
  symbol,
  side: 'buy',
  type: 'limit',
  price: '100.00',
  quantity: '1.0000',
  quoteAmount: null,
  stopPrice: null,
  timeInForce: 'gtc',
  ocoId: null,
  triggerTick: null,
  filledQuantity: status === 'filled' ? '1.0000' : '0',
  filledQuote: '0',
  averagePrice: null,
  fee: '0',
  feeCoin: 'BTC',
  status,
  cancelReason: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt,
});

describe('public trades pushed on the book', () => {
  it('go on top, newest first, without repeating a trade already listed, up to the limit', () => {
    const before = [trade('2'), trade('1')];
    const after = createNextState(before, (draft) => mergeTrades(draft, [trade('4'), trade('3'), trade('2')], 3));
    expect(after.map((entry) => entry.id)).toEqual(['4', '3', '2']);
  });

  it('leave the list untouched when nothing is new or readable', () => {
    const before = [trade('1')];
    expect(createNextState(before, (draft) => mergeTrades(draft, [trade('1'), { id: 9, price: 1 }], 50))).toBe(before);
  });
});

describe('a depth snapshot', () => {
  it('is read only when both sides are lists of decimal price levels', () => {
    expect(isDepth({ symbol: 'BTCUSDT', bids: [{ price: '1.00', quantity: '2' }], asks: [], at: 1 })).toBe(true);
    expect(isDepth({ symbol: 'BTCUSDT', bids: [{ price: 1, quantity: '2' }], asks: [] })).toBe(false);
    expect(isDepth({ bids: [], asks: [] })).toBe(false);
  });
});

describe('a pushed order in the cached lists', () => {
  const open = { status: 'open' as const, symbol: 'BTCUSDT' };
  const history = { status: 'history' as const };

  it('tells working orders from finished ones', () => {
    expect(listOf(order('a', 'untriggered'))).toBe('open');
    expect(listOf(order('a', 'partially_filled'))).toBe('open');
    expect(listOf(order('a', 'cancelled'))).toBe('history');
  });

  it('appears on top of the open list when placed, and is replaced in place as it fills', () => {
    let list = createNextState([order('old', 'open')], (draft) => applyOrder(draft, order('new', 'open'), open, 50));
    expect(list.map((entry) => entry.id)).toEqual(['new', 'old']);
    list = createNextState(list, (draft) => applyOrder(draft, order('new', 'partially_filled', '2025-01-01T00:00:02Z'), open, 50));
    expect(list.map((entry) => [entry.id, entry.status])).toEqual([
      ['new', 'partially_filled'],
      ['old', 'open'],
    ]);
  });

  it('leaves the open list and joins the history once filled or cancelled', () => {
    const done = order('a', 'filled', '2025-01-01T00:00:05Z');
    expect(createNextState([order('a', 'open')], (draft) => applyOrder(draft, done, open, 50))).toEqual([]);
    expect(createNextState([order('b', 'cancelled')], (draft) => applyOrder(draft, done, history, 50)).map((entry) => entry.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('ignores an order of another pair, and a push older than what the list holds', () => {
    const before = [order('a', 'partially_filled', '2025-01-01T00:00:09Z')];
    expect(createNextState(before, (draft) => applyOrder(draft, order('x', 'open', undefined, 'ETHUSDT'), open, 50))).toBe(before);
    expect(createNextState(before, (draft) => applyOrder(draft, order('a', 'open', '2025-01-01T00:00:02Z'), open, 50))).toBe(before);
  });

  it('keeps the list to its limit', () => {
    const list = createNextState([order('b', 'open'), order('a', 'open')], (draft) => applyOrder(draft, order('c', 'open'), open, 2));
    expect(list.map((entry) => entry.id)).toEqual(['c', 'b']);
  });
});

describe('a spot pair from the server', () => {
  const pair = { ...btcUsdt, minQuantity: '0.0001', takerFee: '0' };

  it('is kept when its steps and fees are decimal strings the form can compute with', () => {
    expect(isTradablePair(pair)).toBe(true);
  });

  it('is left out when a step is not a positive decimal string, a fee not a rate, or its decimals unknown', () => {
    expect(isTradablePair({ ...pair, tickSize: 0.01 })).toBe(false);
    expect(isTradablePair({ ...pair, lotStep: '0.0000' })).toBe(false);
    expect(isTradablePair({ ...pair, takerFee: '-0.001' })).toBe(false);
    expect(isTradablePair({ ...pair, decimals: 3 })).toBe(false);
  });
});
