import WebSocket from 'ws';
import { io } from 'socket.io-client';
import { Decimal } from '@meridian/money';
import { FeedSeeds, fromTicks, instrumentOf, MarketDataService, PERIODS, stepFrom, toTicks, type CandleView, type Ticker } from '@meridian/trading';

import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

let platform: TestPlatform;
let api: Client;
let market: MarketDataService;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  market = platform.platform.app.get(MarketDataService);
});
afterAll(() => platform.stop());

const saturday = new Date('2026-11-21T12:00:00Z');
const monday = new Date('2026-11-23T15:00:00Z');

describe('market data', () => {
  it('lists every market with its decimals and 24-hour figures, on the legacy path too', async () => {
    const list = await api.get<Ticker[]>('/web/getCurrencyAll');
    expect(list.body.code).toBe(7);
    const symbols = list.body.data.map((t) => t.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT', 'TRXUSDT', 'EURUSD', 'AAPL', 'US30', 'SPY', 'XAUUSD', 'USOIL']));
    expect(new Set(list.body.data.map((t) => t.category))).toEqual(new Set(['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy']));
    expect(new Set(list.body.data.map((t) => t.decimals))).toEqual(new Set([2, 4, 6]));
    const trx = list.body.data.find((t) => t.symbol === 'TRXUSDT')!;
    expect(trx.price).toMatch(/^\d+\.\d{6}$/);
  });

  it('has history for every chart period from the first start, with consistent candles', async () => {
    for (const period of PERIODS) {
      const res = await fetch(`${platform.url}/api/v1/markets/BTCUSDT/candles?period=${period}&limit=50`);
      const candles = ((await res.json()) as { data: CandleView[] }).data;
      expect(candles.length).toBeGreaterThan(0);
      for (const c of candles) {
        const [open, high, low, close] = [c.open, c.high, c.low, c.close].map((v) => Decimal.parse(v));
        expect(high!.compare(open!) >= 0 && high!.compare(close!) >= 0 && low!.compare(open!) <= 0 && low!.compare(close!) <= 0).toBe(true);
      }
      const times = candles.map((c) => c.time);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    expect((await fetch(`${platform.url}/api/v1/markets/BTCUSDT/candles?period=2m`)).status).toBe(400);
    expect((await fetch(`${platform.url}/api/v1/markets/NOPE/candles`)).status).toBe(404);
  });

  it('records every tick, recomputable from the seed, and only while a market trades', async () => {
    const btc = instrumentOf('BTCUSDT')!;
    const weekend = await market.step(saturday);
    expect(weekend.map((t) => t.symbol)).toContain('BTCUSDT');
    expect(weekend.map((t) => t.symbol)).not.toContain('EURUSD');
    const weekday = await market.step(monday);
    expect(weekday.map((t) => t.symbol)).toEqual(expect.arrayContaining(['EURUSD', 'AAPL', 'BTCUSDT']));

    const { rows } = await platform.db.pool.query<{ seq: string; price: string; source: string; at: Date }>(
      "SELECT seq, price::text AS price, source, at FROM price_ticks WHERE symbol = 'BTCUSDT' ORDER BY seq",
    );
    expect(rows).toHaveLength(2);
    // Each tick comes from its hour's committed seed: recomputed here from the start price.
    const seeds = platform.platform.app.get(FeedSeeds);
    let ticks = toTicks(btc, btc.startPrice);
    for (const row of rows) {
      expect(row.source).toBe('sim:hourly');
      ticks = stepFrom(btc, ticks, Number(row.seq), seeds.seedFor(row.at));
      expect(row.price).toBe(fromTicks(btc, ticks));
    }
    // The public ticks answer the same records, by sequence and by hour.
    const bySeq = (await (await fetch(`${platform.url}/api/v1/markets/BTCUSDT/ticks?from_seq=1&to_seq=2`)).json()) as { data: { items: { seq: number; price: string }[] } };
    expect(bySeq.data.items.map((t) => t.price)).toEqual(rows.map((r) => r.price));
    const commitments = (await (await fetch(`${platform.url}/api/v1/feed/commitments?hours=2`)).json()) as { data: { items: { hour: string; commitment: string; seed: string | null }[] } };
    expect(commitments.data.items).toHaveLength(4);
    expect(commitments.data.items.at(-1)!.seed).toBeNull();
    const ticker = (await api.get<Ticker[]>('/web/getCurrencyAll')).body.data.find((t) => t.symbol === 'BTCUSDT')!;
    expect(ticker).toMatchObject({ price: rows[1]!.price, seq: 2 });
  });

  it('lets an admin disable and rename an instrument: customers stop seeing it and the feed stops moving it', async () => {
    const admin = await api.staffToken();
    const all = await api.admin<{ data: { symbol: string; enabled: boolean }[] }>('GET', '/instruments', admin);
    expect(all.body.data).toHaveLength(30);
    const changed = await api.admin<{ data: { enabled: boolean; name: string } }>('PUT', '/instruments/DOGEUSDT', admin, { enabled: false, display_symbol: 'DOGE/USDT', name: 'Dogecoin (paused)' });
    expect(changed.body.data).toMatchObject({ enabled: false, name: 'Dogecoin (paused)' });
    const customerList = (await api.get<Ticker[]>('/web/getCurrencyAll')).body.data.map((t) => t.symbol);
    expect(customerList).not.toContain('DOGEUSDT');
    expect((await market.step(monday)).map((t) => t.symbol)).not.toContain('DOGEUSDT');
    const events = await platform.db.pool.query("SELECT metadata->>'staffId' AS staff FROM events WHERE stream_id = 'settings-instrument-DOGEUSDT'");
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].staff).toEqual(expect.any(String));

    await api.admin('POST', '/staff', admin, { email: 'support@test.local', name: 'Sup', password: 'support-pass-1', roles: ['support'] });
    const support = await api.staffToken('support@test.local', 'support-pass-1');
    expect((await api.admin('PUT', '/instruments/DOGEUSDT', support, { enabled: true, display_symbol: 'DOGE/USDT', name: 'Dogecoin' })).status).toBe(403);
    await api.admin('PUT', '/instruments/DOGEUSDT', admin, { enabled: true, display_symbol: 'DOGE/USDT', name: 'Dogecoin' });
    expect((await api.get<Ticker[]>('/web/getCurrencyAll')).body.data.map((t) => t.symbol)).toContain('DOGEUSDT');
  });

  it('pushes tickers over socket.io and answers the legacy raw WebSocket', async () => {
    const socket = io(`${platform.url}/market`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const pushed = new Promise<Ticker[]>((resolve) => socket.once('tickers', resolve));
    await market.step(monday);
    expect((await pushed).length).toBeGreaterThan(20);

    // Later pushes carry the moving fields of what changed: the crypto that ticked, and, once, the markets that closed.
    const nextSaturday = new Date('2026-11-28T12:00:00Z');
    const closing = new Promise<Ticker[]>((resolve) => socket.once('tickers', resolve));
    await market.step(nextSaturday);
    const closed = await closing;
    expect(Object.keys(closed[0]!).sort()).toEqual(['at', 'change_24h', 'high_24h', 'low_24h', 'open_24h', 'price', 'seq', 'symbol', 'trading']);
    expect(closed.find((t) => t.symbol === 'AAPL')).toMatchObject({ trading: false });
    expect(closed.find((t) => t.symbol === 'BTCUSDT')).toMatchObject({ trading: true });
    const quiet = new Promise<Ticker[]>((resolve) => socket.once('tickers', resolve));
    await market.step(new Date(nextSaturday.getTime() + 1000));
    const weekend = (await quiet).map((t) => t.symbol);
    expect(weekend).toContain('BTCUSDT');
    expect(weekend).not.toContain('AAPL');
    socket.close();

    const ws = new WebSocket(`${platform.url.replace('http', 'ws')}/ws`);
    const answer = new Promise<{ main_type: number; data: Ticker[] }>((resolve) => ws.once('message', (raw) => resolve(JSON.parse(String(raw)))));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ main_type: 1, time: Date.now() }));
    const message = await answer;
    expect(message.main_type).toBe(1);
    expect(message.data.map((t) => t.symbol)).toContain('BTCUSDT');
    ws.close();
  });
});
