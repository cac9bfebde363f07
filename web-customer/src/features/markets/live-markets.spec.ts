import { createNextState } from '@reduxjs/toolkit';
import { applyTickers, followCandles, keepTickersLive, mergeCandle } from './live-markets';
import type { Candle, Market } from './markets.types';
import { cacheEntry, settle } from '../../shared/api/cache-entry.testing';
import { pushListeners } from '../../shared/socket/push-listeners.testing';

const pushes = pushListeners();
const push = pushes.push;
const topics: { action: 'subscribe' | 'unsubscribe'; topic: unknown }[] = [];
let resume: (() => void) | undefined;

jest.mock('../../shared/socket/push-connection', () => ({
  onMarketEvent: (event: string, listener: (payload: unknown) => void) => pushes.listen(event, listener),
  subscribeMarketTopic: (topic: unknown, onResumed?: () => void) => {
    topics.push({ action: 'subscribe', topic });
    resume = onResumed;
    return () => topics.push({ action: 'unsubscribe', topic });
  },
}));


const market = (symbol: string, price: string, extra: Partial<Market> = {}): Market => ({
  symbol,
  display_symbol: symbol,
  name: symbol,
  category: 'crypto',
  spot: true,
  decimals: 2,
  price,
  open_24h: price,
  high_24h: price,
  low_24h: price,
  change_24h: '0.00',
  trading: true,
  enabled: true,
  seq: 1,
  at: '2026-11-24T00:00:00.000Z',
  ...extra,
});

const candle = (time: number, close: string): Candle => ({ time, open: '1.00', high: close, low: '1.00', close, ticks: 1, volume: '0' });


beforeEach(() => {
  pushes.clear();
  topics.length = 0;
  resume = undefined;
});

describe('tickers: the cached market list is updated in place', () => {
  it('changes only the markets whose values moved, and keeps the others as the same objects', () => {
    const before = [market('BTCUSDT', '65000.00'), market('ETHUSDT', '3200.00')];
    const after = createNextState(before, (draft) =>
      applyTickers(draft, [market('BTCUSDT', '65010.50', { change_24h: '0.02', seq: 2 }), market('ETHUSDT', '3200.00')]),
    );
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toMatchObject({ price: '65010.50', change_24h: '0.02', seq: 2 });
    expect(after[1]).toBe(before[1]);
  });

  it('takes a market closing without a new price, adds a new market and keeps one the push left out', () => {
    const before = [market('BTCUSDT', '65000.00'), market('AAPL', '190.00')];
    const after = createNextState(before, (draft) =>
      applyTickers(draft, [market('AAPL', '190.00', { trading: false }), market('SOLUSDT', '150.00')]),
    );
    expect(after.map((entry) => entry.symbol)).toEqual(['BTCUSDT', 'AAPL', 'SOLUSDT']);
    expect(after[1].trading).toBe(false);
    expect(after[0]).toBe(before[0]);
  });

  it('takes the moving fields a push carries, and leaves out a market it cannot make a whole row of', () => {
    const before = [market('BTCUSDT', '65000.00')];
    const moving = { symbol: 'BTCUSDT', price: '65100.00', open_24h: '64000.00', high_24h: '65100.00', low_24h: '63900.00', change_24h: '1.72', trading: true, seq: 9, at: '2026-11-22T04:00:01.000Z' };
    const after = createNextState(before, (draft) => applyTickers(draft, [moving, { ...moving, symbol: 'DOGEUSDT', price: '0.1500' }]));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ ...moving, name: before[0].name, category: before[0].category });
  });

  it('ignores what is not a list of tickers, and tickers whose price is not a decimal string', () => {
    const before = [market('BTCUSDT', '65000.00')];
    for (const payload of [null, 'x', { symbol: 'BTCUSDT' }, [{ symbol: 'BTCUSDT', price: 65001 }], [{ price: '1.00' }]]) {
      expect(createNextState(before, (draft) => applyTickers(draft, payload))).toBe(before);
    }
  });

  it('listens while the list is cached, without fetching it again, and stops when the entry is removed', async () => {
    const { state, remove } = cacheEntry([market('BTCUSDT', '65000.00')]);
    const lifecycle = keepTickersLive(state);
    await settle();
    push('tickers', [market('BTCUSDT', '65001.00')]);
    expect(state.data[0].price).toBe('65001.00');
    remove();
    await lifecycle;
    push('tickers', [market('BTCUSDT', '1.00')]);
    expect(state.data[0].price).toBe('65001.00');
    expect(pushes.registered('tickers')?.size).toBe(0);
  });

  it('does not listen for an entry removed before its first answer', async () => {
    await keepTickersLive({
      cacheDataLoaded: Promise.reject(new Error('gone')),
      cacheEntryRemoved: Promise.resolve(),
      updateCachedData: jest.fn(),
    });
    expect(pushes.registered('tickers')?.size ?? 0).toBe(0);
  });
});

describe('candles: the chart follows the current candle', () => {
  it('changes the current candle, appends the next and corrects an older one only if it has it', () => {
    let candles = [candle(60, '1.10'), candle(120, '1.20')];
    candles = createNextState(candles, (draft) => mergeCandle(draft, candle(120, '1.25')));
    candles = createNextState(candles, (draft) => mergeCandle(draft, candle(180, '1.30')));
    candles = createNextState(candles, (draft) => mergeCandle(draft, candle(60, '1.15')));
    candles = createNextState(candles, (draft) => mergeCandle(draft, candle(0, '9.99')));
    expect(candles.map((entry) => [entry.time, entry.close])).toEqual([
      [60, '1.15'],
      [120, '1.25'],
      [180, '1.30'],
    ]);
  });

  it('subscribes to its symbol and period, merges only their pushes, and unsubscribes when the chart is left', async () => {
    const { state, remove } = cacheEntry([candle(60, '1.10')]);
    const resumed = jest.fn();
    const lifecycle = followCandles({ symbol: 'BTCUSDT', period: '1m' }, state, resumed);
    await settle();
    expect(topics).toEqual([{ action: 'subscribe', topic: { symbol: 'BTCUSDT', period: '1m' } }]);

    push('candle', { symbol: 'BTCUSDT', period: '1m', candle: candle(60, '1.12') });
    push('candle', { symbol: 'BTCUSDT', period: '5m', candle: candle(60, '9.00') });
    push('candle', { symbol: 'ETHUSDT', period: '1m', candle: candle(60, '9.00') });
    push('candle', { symbol: 'BTCUSDT', period: '1m', candle: { time: 120, close: 1.3 } });
    expect(state.data).toEqual([candle(60, '1.12')]);

    resume?.();
    expect(resumed).toHaveBeenCalledTimes(1);

    remove();
    await lifecycle;
    expect(topics[1]).toEqual({ action: 'unsubscribe', topic: { symbol: 'BTCUSDT', period: '1m' } });
    expect(pushes.registered('candle')?.size).toBe(0);
  });
});
