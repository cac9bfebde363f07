import { runMigrations } from '@meridian/database';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { candles, PERIODS } from './candles.query';
import { LiveCandles } from './live-candles';
import { marketMigrations } from './market.migrations';

let db: TestDatabase;

/** A fixed walk of prices: every test run stores the same candles. */
const priceAt = (n: number) => (100 + ((n * 37) % 23) - ((n * 11) % 7)).toFixed(2);

/** Each case's markets have candles up to its moment and none after, as the feed leaves them at a step. */
const CASES = [
  { symbols: ['BTCUSDT', 'ETHUSDT'], at: '2026-11-27T11:59:30Z' },
  { symbols: ['SOLUSDT'], at: '2026-11-27T08:47:10Z' },
  { symbols: ['XRPUSDT'], at: '2026-11-27T09:00:00Z' },
  // The first seconds of a year: the week began in the year before.
  { symbols: ['ADAUSDT'], at: '2026-01-01T00:00:05Z' },
];

beforeAll(async () => {
  db = await createTestDatabase('candles');
  await runMigrations(db.pool, marketMigrations);
  for (const { symbols, at } of CASES)
    for (const [shift, symbol] of symbols.entries()) {
      // Five hours of minutes, one made by a trade alone (no tick), and 400 days, some of them traded.
      await db.pool.query(
        `INSERT INTO candles_1m (symbol, bucket, open, high, low, close, ticks, volume)
         SELECT $1, date_trunc('minute', $2::timestamptz) - n * interval '1 minute', p, p + 3, p - 2, p + 1, CASE WHEN n = 17 THEN 0 ELSE 60 END,
                CASE WHEN n % 7 = 0 THEN 0.015 ELSE 0 END
           FROM unnest($3::int[], $4::numeric[]) AS x(n, p)`,
        [symbol, at, minutes, minutes.map((n) => priceAt(n + shift))],
      );
      await db.pool.query(
        `INSERT INTO candles_1d (symbol, bucket, open, high, low, close, ticks, volume)
         SELECT $1, date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - n * interval '1 day', p, p + 5, p - 4, p + 1, 86400,
                CASE WHEN n % 3 = 0 THEN 1.5 ELSE 0 END
           FROM unnest($3::int[], $4::numeric[]) AS x(n, p)`,
        [symbol, at, days, days.map((n) => priceAt(n + shift))],
      );
    }
});

const minutes = Array.from({ length: 300 }, (_, n) => n);
const days = Array.from({ length: 400 }, (_, n) => n);

afterAll(() => db.drop());

/** What the chart's REST read shows as each period's newest candle at `at`, for `symbol`. */
async function shownAt(symbol: string, at: string) {
  return Object.fromEntries(await Promise.all(PERIODS.map(async (period) => [period, (await candles(db.pool, symbol, period, 1, new Date(at)))[0]])));
}

async function liveAt(live: LiveCandles, symbols: string[], at: string) {
  const found = await live.current(symbols, new Date(at));
  return (symbol: string) => Object.fromEntries(found.filter((entry) => entry.symbol === symbol).map((entry) => [entry.period, entry.candle]));
}

describe('the current candle of every period', () => {
  it.each(CASES)('at $at is the newest candle each period shows over REST, for every market asked ($symbols)', async ({ symbols, at }) => {
    const of = await liveAt(new LiveCandles(db.pool), symbols, at);
    for (const symbol of symbols) {
      expect(Object.keys(of(symbol)).sort()).toEqual([...PERIODS].sort());
      expect(of(symbol)).toEqual(await shownAt(symbol, at));
    }
  });

  it('stays the REST answer step after step: a tick in this minute, a late trade in the one before, a new minute, a new day', async () => {
    const live = new LiveCandles(db.pool);
    const symbol = 'DOTUSDT';
    const row = (table: string, bucket: string, price: string, ticks: number, volume: string) =>
      db.pool.query(
        `INSERT INTO ${table} (symbol, bucket, open, high, low, close, ticks, volume) VALUES ($1, $2, $3, $3, $3, $3, $4, $5)
         ON CONFLICT (symbol, bucket) DO UPDATE SET high = GREATEST(${table}.high, EXCLUDED.high), low = LEAST(${table}.low, EXCLUDED.low),
           close = CASE WHEN EXCLUDED.ticks > 0 THEN EXCLUDED.close ELSE ${table}.close END, ticks = ${table}.ticks + EXCLUDED.ticks, volume = ${table}.volume + EXCLUDED.volume`,
        [symbol, bucket, price, ticks, volume],
      );
    const tick = async (at: string, price: string) => {
      await row('candles_1m', at.slice(0, 16) + ':00Z', price, 1, '0');
      await row('candles_1d', at.slice(0, 10) + 'T00:00:00Z', price, 1, '0');
    };
    const trade = async (minute: string, price: string, volume: string) => {
      await row('candles_1m', minute, price, 0, volume);
      await row('candles_1d', minute.slice(0, 10) + 'T00:00:00Z', price, 0, volume);
    };
    const steps: [string, () => Promise<void>][] = [
      ['2026-11-26T23:58:10Z', () => tick('2026-11-26T23:58:10Z', '7.10')],
      ['2026-11-26T23:58:40Z', () => tick('2026-11-26T23:58:40Z', '7.35')],
      ['2026-11-26T23:59:00Z', () => tick('2026-11-26T23:59:00Z', '6.90')],
      // A fill of the minute before, committed after the minute turned.
      ['2026-11-26T23:59:01Z', async () => (await trade('2026-11-26T23:58:00Z', '7.20', '3.5'), await tick('2026-11-26T23:59:01Z', '6.95'))],
      ['2026-11-26T23:59:59Z', () => tick('2026-11-26T23:59:59Z', '7.00')],
      ['2026-11-27T00:00:00Z', () => tick('2026-11-27T00:00:00Z', '7.05')],
      ['2026-11-27T00:00:30Z', async () => (await trade('2026-11-26T23:59:00Z', '7.01', '1.25'), await tick('2026-11-27T00:00:30Z', '7.40'))],
    ];
    for (const [at, happen] of steps) {
      await happen();
      expect({ at, candles: (await liveAt(live, [symbol], at))(symbol) }).toEqual({ at, candles: await shownAt(symbol, at) });
    }
  });

  it('leaves out what was stored after the moment (a trade a little after the step)', async () => {
    const [{ at }] = CASES;
    await db.pool.query("INSERT INTO candles_1m (symbol, bucket, open, high, low, close, ticks, volume) VALUES ('BTCUSDT', $1::timestamptz + interval '1 minute', 999, 999, 999, 999, 0, 4)", [at]);
    const hour = (await new LiveCandles(db.pool).current(['BTCUSDT'], new Date(at!))).find((entry) => entry.period === '1h')!;
    const [shown] = await candles(db.pool, 'BTCUSDT', '1h', 1, new Date(at!));
    // REST reads the newest rows whatever their time: it has the later trade in, the step's candle does not.
    expect([shown!.high, shown!.close]).toEqual(['999', '999']);
    expect([hour.candle.high, hour.candle.close]).not.toContain('999');
  });

  it('answers nothing for a market with no candles, and nothing when asked for none', async () => {
    const live = new LiveCandles(db.pool);
    expect(await live.current(['NOPE'], new Date('2026-11-27T09:00:00Z'))).toEqual([]);
    expect(await live.current([], new Date('2026-11-27T09:00:00Z'))).toEqual([]);
  });
});
