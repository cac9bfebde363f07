// What is asked of the feed before socket.io's client (its own chunk) has loaded, against a fake socket.
import { fakeSocket } from './fake-socket.testing';
import { loadPushClient, onMarketEvent, subscribeOrderBook } from './push-connection';

const fake = fakeSocket(true);
jest.mock('socket.io-client', () => ({ io: () => fake }));

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
