// What is asked of the feed before socket.io's client (its own chunk) has loaded, against a fake socket.
type Handler = (...args: unknown[]) => void;

const fake = {
  connected: true,
  emitted: [] as [string, unknown][],
  handlers: new Map<string, Set<Handler>>(),
  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  },
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  },
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  },
  io: { on: () => undefined },
};

jest.mock('socket.io-client', () => ({ io: () => fake }));

Object.defineProperty(globalThis, 'window', { value: { addEventListener: () => undefined }, configurable: true });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });

import { loadPushClient, onMarketEvent, subscribeOrderBook } from './push-connection';

describe('before the client has loaded', () => {
  it('applies a subscription once the client is there, and none that was already undone', async () => {
    const listener = jest.fn();
    const stopTrades = onMarketEvent('trades', listener);
    const stopBookEarly = subscribeOrderBook('ETHUSDT');
    stopBookEarly();
    subscribeOrderBook('BTCUSDT');
    expect(fake.handlers.size).toBe(0);

    await loadPushClient();

    expect(fake.emitted).toEqual([['subscribe-book', { symbol: 'BTCUSDT' }]]);
    fake.handlers.get('trades')?.forEach((handler) => handler({ symbol: 'BTCUSDT' }));
    expect(listener).toHaveBeenCalledWith({ symbol: 'BTCUSDT' });

    stopTrades();
    expect(fake.handlers.get('trades')?.size).toBe(0);
  });
});
