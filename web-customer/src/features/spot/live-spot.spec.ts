import { followDepth, followOrders, followPublicTrades, holdOrderBook, refreshWhenPushed } from './live-spot';
import type { Depth, Order, PublicTrade } from './spot.types';
import { cacheEntry, settle } from '../../shared/api/cache-entry.testing';
import { pushListeners } from '../../shared/socket/push-listeners.testing';

type Listener = (payload: unknown) => void;
const market = pushListeners();
const personal = pushListeners();
const asked: string[] = [];
const resumers = new Map<string, () => void>();

jest.mock('../../shared/socket/push-connection', () => ({
  onMarketEvent: (event: string, listener: Listener) => market.listen(event, listener),
  onPrivateEvent: (event: string, listener: Listener) => personal.listen(event, listener),
  subscribeOrderBook: (symbol: string, onResumed: () => void) => {
    asked.push(`subscribe-book ${symbol}`);
    resumers.set(symbol, onResumed);
    return () => asked.push(`unsubscribe-book ${symbol}`);
  },
}));



const depth = (symbol: string, price: string): Depth => ({ symbol, bids: [{ price, quantity: '1' }], asks: [], at: '2025-01-01T00:00:00Z' });
const trade = (id: string): PublicTrade => ({ id, price: '1.00', quantity: '1', side: 'sell', at: '2025-01-01T00:00:00Z' });

beforeEach(() => {
  market.clear();
  personal.clear();
  asked.length = 0;
  resumers.clear();
});

describe('the order book subscription', () => {
  it('is asked for once per pair however many entries hold it, and given up when the last one leaves', () => {
    const first = jest.fn();
    const second = jest.fn();
    const releaseFirst = holdOrderBook('BTCUSDT', first);
    const releaseSecond = holdOrderBook('BTCUSDT', second);
    expect(asked).toEqual(['subscribe-book BTCUSDT']);
    resumers.get('BTCUSDT')?.();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    releaseFirst();
    expect(asked).toHaveLength(1);
    releaseSecond();
    expect(asked).toEqual(['subscribe-book BTCUSDT', 'unsubscribe-book BTCUSDT']);
  });
});

describe('book and public trades follow the pushes of their pair', () => {
  it('replaces the depth with each snapshot of its pair, and lets go of the book when the entry is removed', async () => {
    const { state, remove } = cacheEntry(depth('BTCUSDT', '1.00'));
    const lifecycle = followDepth('BTCUSDT', state, jest.fn());
    await settle();
    market.push('depth', depth('ETHUSDT', '9.00'));
    market.push('depth', { symbol: 'BTCUSDT', bids: 'nope', asks: [] });
    market.push('depth', depth('BTCUSDT', '2.00'));
    expect(state.data.bids[0].price).toBe('2.00');
    remove();
    await lifecycle;
    expect(asked).toEqual(['subscribe-book BTCUSDT', 'unsubscribe-book BTCUSDT']);
    expect(market.registered('depth')?.size).toBe(0);
  });

  it('puts new trades of its pair on top', async () => {
    const { state, remove } = cacheEntry([trade('1')]);
    const lifecycle = followPublicTrades('BTCUSDT', state, jest.fn());
    await settle();
    market.push('trades', { symbol: 'ETHUSDT', items: [trade('x')] });
    market.push('trades', { symbol: 'BTCUSDT', items: [trade('3'), trade('2')] });
    expect(state.data.map((item) => item.id)).toEqual(['3', '2', '1']);
    remove();
    await lifecycle;
  });
});

describe("the customer's orders and balances", () => {
  it('move a pushed order into the list it belongs to, and fetch again after a reconnection', async () => {
    const { state, remove } = cacheEntry<Order[]>([]);
    const resumed = jest.fn();
    const lifecycle = followOrders({ status: 'open', symbol: 'BTCUSDT' }, state, resumed);
    await settle();
    const order = { id: 'o1', symbol: 'BTCUSDT', status: 'open', updatedAt: '2025-01-01T00:00:00Z' } as Order;
    personal.push('spot-order', order);
    personal.push('spot-order', { id: 'broken' });
    expect(state.data).toEqual([order]);
    personal.push('reconnected', null);
    expect(resumed).toHaveBeenCalledTimes(1);
    remove();
    await lifecycle;
    expect(personal.registered('spot-order')?.size).toBe(0);
  });

  it('refetch once for a burst of pushes, only for the pushes that matter', async () => {
    jest.useFakeTimers();
    try {
      const refresh = jest.fn();
      let remove!: () => void;
      const removed = new Promise<void>((resolve) => (remove = resolve));
      const lifecycle = refreshWhenPushed(
        ['balance', 'reconnected'],
        { cacheDataLoaded: Promise.resolve(), cacheEntryRemoved: removed },
        refresh,
        (payload) => payload !== 'ignored',
      );
      await Promise.resolve();
      await Promise.resolve();
      personal.push('balance', { type: 'bb' });
      personal.push('balance', { type: 'bb' });
      personal.push('reconnected', null);
      jest.advanceTimersByTime(200);
      expect(refresh).toHaveBeenCalledTimes(1);
      personal.push('balance', 'ignored');
      jest.advanceTimersByTime(200);
      expect(refresh).toHaveBeenCalledTimes(1);
      remove();
      await lifecycle;
      expect(personal.registered('balance')?.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('do not listen for an entry removed before its first answer', async () => {
    await refreshWhenPushed(
      ['balance'],
      { cacheDataLoaded: Promise.reject(new Error('gone')), cacheEntryRemoved: Promise.resolve() },
      jest.fn(),
    );
    expect(personal.registered('balance')?.size ?? 0).toBe(0);
  });
});
