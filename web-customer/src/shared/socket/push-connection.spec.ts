// The /market topic subscription against a fake socket: asked once per connection, never buffered.
import { fakeSocket } from './fake-socket.testing';
import { loadPushClient, onMarketEvent, subscribeMarketTopic, subscribeOrderBook } from './push-connection';

const fake = fakeSocket(false);
jest.mock('socket.io-client', () => ({ io: () => fake }));

const connect = () => {
  fake.connected = true;
  fake.fire('connect');
};
const drop = () => {
  fake.connected = false;
  fake.fire('disconnect', 'transport close');
};

// The client loads in its own chunk; once loaded, subscriptions apply at once.
beforeAll(() => loadPushClient());

beforeEach(() => {
  fake.emitted = [];
});

describe('market topics', () => {
  it('waits for the connection instead of letting socket.io buffer the request, then asks again after each reconnection', () => {
    const resumed = jest.fn();
    const stop = subscribeMarketTopic({ symbol: 'BTCUSDT', period: '1m' }, resumed);
    expect(fake.emitted).toEqual([]);

    connect();
    expect(fake.emitted).toEqual([['subscribe', { symbol: 'BTCUSDT', period: '1m' }]]);
    expect(resumed).not.toHaveBeenCalled();

    drop();
    connect();
    expect(fake.emitted).toHaveLength(2);
    expect(resumed).toHaveBeenCalledTimes(1);

    stop();
    expect(fake.emitted[2]).toEqual(['unsubscribe', { symbol: 'BTCUSDT', period: '1m' }]);
    drop();
    connect();
    expect(fake.emitted).toHaveLength(3);
  });

  it('asks at once on a live connection, and does not unsubscribe on a dropped one (the server already forgot it)', () => {
    const stop = subscribeMarketTopic({ symbol: 'ETHUSDT', period: '1h' });
    expect(fake.emitted).toEqual([['subscribe', { symbol: 'ETHUSDT', period: '1h' }]]);
    drop();
    stop();
    expect(fake.emitted).toHaveLength(1);
    connect();
  });

  it('asks for a spot order book with its own verbs, again after a reconnection', () => {
    const resumed = jest.fn();
    const stop = subscribeOrderBook('BTCUSDT', resumed);
    expect(fake.emitted).toEqual([['subscribe-book', { symbol: 'BTCUSDT' }]]);
    drop();
    connect();
    expect(fake.emitted[1]).toEqual(['subscribe-book', { symbol: 'BTCUSDT' }]);
    expect(resumed).toHaveBeenCalledTimes(1);
    stop();
    expect(fake.emitted[2]).toEqual(['unsubscribe-book', { symbol: 'BTCUSDT' }]);
  });

  it('hands pushes to listeners until they stop', () => {
    const listener = jest.fn();
    const stop = onMarketEvent('tickers', listener);
    fake.fire('tickers', [1]);
    stop();
    fake.fire('tickers', [2]);
    expect(listener.mock.calls).toEqual([[[1]]]);
  });
});
