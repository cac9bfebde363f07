import WebSocket from 'ws';
import { io, type Socket } from 'socket.io-client';
import {
  MARKET_DATA_SCHEMA_VERSION,
  MARKET_DATA_TOPIC,
  MarketDataEvents,
  type MarketCandlesUpdatedV1,
  type MarketDepthChangedV1,
  type MarketListPublishedV1,
  type MarketTickersUpdatedV1,
  type MarketTradesExecutedV1,
} from '@meridian/contracts';
import { PostgresLiveChannel, type LiveMessage } from '@meridian/messaging';
import { readSettings, startPlatform, type RunningPlatform } from '@meridian/platform';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';

/**
 * The push gateway alone, as one gateway process of the distributed profile runs it (SERVICES=gateway,
 * the PostgreSQL bus): no trading core in the process, only the market data trading publishes on the
 * bus's live channel (libs/contracts market-data.v1). What reaches the sockets is what the contract
 * carried, and a message that breaks the contract reaches nobody.
 */
let db: TestDatabase;
let gateway: RunningPlatform;
let channel: PostgresLiveChannel;
const sockets: Socket[] = [];

const message = (type: string, key: string, data: unknown): LiveMessage => ({ type, key, schemaVersion: MARKET_DATA_SCHEMA_VERSION, data });
const publish = (...messages: LiveMessage[]) => channel.publishLive(MARKET_DATA_TOPIC, messages);

const at = '2026-11-27T10:00:00.000Z';
const btcUpdate = { symbol: 'BTCUSDT', price: '65000.50', open_24h: '64000.00', high_24h: '65100.00', low_24h: '63900.00', change_24h: '1.56', trading: true, seq: 41, at };
const list: MarketListPublishedV1 = {
  tickers: [
    { ...btcUpdate, seq: 40, price: '64990.00', display_symbol: 'BTC/USDT', name: 'Bitcoin', category: 'crypto', spot: true, decimals: 2, enabled: true },
    { ...btcUpdate, symbol: 'EURUSD', seq: 7, price: '1.0850', display_symbol: 'EUR/USD', name: 'Euro', category: 'forex', spot: false, decimals: 4, enabled: true },
  ],
  at,
};
const depth = (sequence: number, price: string): MarketDepthChangedV1 => ({
  symbol: 'BTCUSDT',
  sequence,
  bids: [{ price, quantity: '0.5000' }],
  asks: [{ price: '65010.00', quantity: '0.2500' }],
  at,
});

async function connected(): Promise<Socket> {
  const socket = io(`${gateway.url}/market`, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  return socket;
}

/** Everything `event` brings to `socket` from now on. */
function heard<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  db = await createTestDatabase('gateway');
  const settings = readSettings({
    DATABASE_URL: db.url,
    PORT: '0',
    SERVICES: 'gateway',
    BUS_TRANSPORT: 'postgres',
    INTERNAL_TOKEN: 'gateway-test-token',
    // Sessions are identity's; no /private socket is opened here, so it is never asked.
    IDENTITY_URL: 'http://127.0.0.1:9',
  });
  gateway = await startPlatform({ ...settings, host: '127.0.0.1' }, () => undefined);
  channel = new PostgresLiveChannel(db.pool, (error, context) => console.warn(context, error));
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway?.stop();
  await db?.drop();
});

describe('the push gateway in a process of its own', () => {
  it('has no trading core beside it', async () => {
    for (const path of ['/api/v1/markets', '/api/v1/spot/markets/BTCUSDT/depth']) expect((await fetch(`${gateway.url}${path}`)).status).toBe(404);
  });

  it('pushes the tickers a step published, exactly as the contract carried them', async () => {
    const socket = await connected();
    const tickers = heard<unknown[]>(socket, 'tickers');
    const step: MarketTickersUpdatedV1 = { updates: [btcUpdate], at };
    await publish(message(MarketDataEvents.tickers, 'tickers', step));
    await until(() => tickers.length === 1, 'the tickers push');
    expect(tickers[0]).toEqual([btcUpdate]);
  });

  it('answers a book subscription with the depth it last heard, keeps the newest, and pushes trades', async () => {
    const probe = await connected();
    const steps = heard<unknown>(probe, 'tickers');
    await publish(message(MarketDataEvents.list, 'list', list), message(MarketDataEvents.depth, 'BTCUSDT', depth(12, '64990.00')));
    // An older book that arrives late is neither kept nor pushed.
    await publish(message(MarketDataEvents.depth, 'BTCUSDT', depth(11, '64000.00')));
    // The channel keeps its order: once this step is pushed, the gateway has heard the books before it.
    await publish(message(MarketDataEvents.tickers, 'tickers', { updates: [btcUpdate], at }));
    await until(() => steps.length === 1, 'the step after the books');
    const socket = await connected();
    const depths = heard<unknown>(socket, 'depth');
    const trades = heard<unknown>(socket, 'trades');
    expect(await socket.emitWithAck('subscribe-book', { symbol: 'BTCUSDT' })).toEqual({ ok: true });
    await until(() => depths.length === 1, 'the depth on subscription');
    const { sequence: _kept, ...pushed } = depth(12, '64990.00');
    expect(depths[0]).toEqual(pushed);

    const tape: MarketTradesExecutedV1 = { symbol: 'BTCUSDT', sequence: 13, items: [{ id: 't-1', price: '65010.00', quantity: '0.1000', side: 'buy', at }] };
    await publish(message(MarketDataEvents.depth, 'BTCUSDT', depth(11, '63000.00')), message(MarketDataEvents.trades, 'BTCUSDT', tape), message(MarketDataEvents.depth, 'BTCUSDT', depth(13, '64995.00')));
    await until(() => depths.length === 2 && trades.length === 1, 'the trade and the newer depth');
    expect(trades[0]).toEqual({ symbol: 'BTCUSDT', items: tape.items });
    expect(depths[1]).toMatchObject({ symbol: 'BTCUSDT', bids: [{ price: '64995.00', quantity: '0.5000' }] });

    // Once the list is known, a market that is not a spot book has no book to follow.
    expect(await socket.emitWithAck('subscribe-book', { symbol: 'EURUSD' })).toEqual({ ok: false });
    expect(await socket.emitWithAck('subscribe-book', { symbol: 'NOPEUSDT' })).toEqual({ ok: false });
  });

  it('pushes a subscribed chart only its own period of the candles a step published', async () => {
    const socket = await connected();
    const candles = heard<unknown>(socket, 'candle');
    expect(await socket.emitWithAck('subscribe', { symbol: 'BTCUSDT', period: '5m' })).toEqual({ ok: true });
    expect(await socket.emitWithAck('subscribe', { symbol: 'BTCUSDT', period: '2m' })).toEqual({ ok: false });
    const candle = (time: number, close: string) => ({ time, open: '64990.00', high: '65020.00', low: '64980.00', close, ticks: 12, volume: '0.3000' });
    const step: MarketCandlesUpdatedV1 = {
      symbol: 'BTCUSDT',
      candles: [
        { period: '1m', candle: candle(1_795_000_020, '65000.50') },
        { period: '5m', candle: candle(1_795_000_000, '65000.50') },
      ],
      at,
    };
    await publish(message(MarketDataEvents.candles, 'BTCUSDT', step));
    await until(() => candles.length === 1, 'the 5m candle');
    expect(candles[0]).toEqual({ symbol: 'BTCUSDT', period: '5m', candle: candle(1_795_000_000, '65000.50') });
  });

  it('drops a message that breaks the contract and pushes the next one', async () => {
    const socket = await connected();
    const tickers = heard<{ price: unknown }[]>(socket, 'tickers');
    // Money is never a JavaScript number on the wire.
    await publish(message(MarketDataEvents.tickers, 'tickers', { updates: [{ ...btcUpdate, price: 65000.5 }], at }));
    await publish(message(MarketDataEvents.tickers, 'tickers', { updates: [{ ...btcUpdate, seq: 42, price: '65001.00' }], at }));
    await until(() => tickers.length >= 1, 'the valid tickers push');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tickers).toEqual([[{ ...btcUpdate, seq: 42, price: '65001.00' }]]);
  });

  it('answers the legacy raw WebSocket from the published list, with the newest step applied', async () => {
    const ws = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws`);
    const answer = new Promise<{ main_type: number; data: { symbol: string; price: string; name: string }[] }>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ main_type: 1, time: Date.now() }));
    const { main_type, data } = await answer;
    ws.close();
    expect(main_type).toBe(1);
    expect(data.map((ticker) => ticker.symbol)).toEqual(['BTCUSDT', 'EURUSD']);
    expect(data[0]).toMatchObject({ name: 'Bitcoin', price: '65001.00' });
  });
});
