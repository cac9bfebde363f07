import { runMigrations } from '@meridian/database';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { marketMigrations } from './market.migrations';
import type { Tick } from './simulated-feed';
import { TickStore } from './tick-store';

let db: TestDatabase;
let store: TickStore;

const second = (n: number) => new Date(Date.parse('2026-11-29T10:00:00Z') + n * 1000).toISOString();
const tick = (symbol: string, seq: number, n: number): Tick => ({ symbol, seq, at: second(n), price: `${100 + seq}.00`, source: 'scripted' });

beforeAll(async () => {
  db = await createTestDatabase('ticks');
  await runMigrations(db.pool, marketMigrations);
  store = new TickStore(db.pool);
  // As the feed records them: one tick of each market per step.
  for (const step of [[tick('BTCUSDT', 1, 0)], [tick('BTCUSDT', 2, 1), tick('ETHUSDT', 1, 1)], [tick('BTCUSDT', 3, 2)], [tick('ETHUSDT', 2, 5)]]) await store.append(step);
});

afterAll(() => db.drop());

describe('the first tick after each of many windows (the options one tick strikes)', () => {
  it('answers every window in its order, in one query, with null where the window holds no tick', async () => {
    const found = await store.firstAfterEach([
      { symbol: 'ETHUSDT', after: second(1), until: second(10) },
      { symbol: 'BTCUSDT', after: second(0), until: second(10) },
      { symbol: 'BTCUSDT', after: second(2), until: second(10) },
      { symbol: 'ETHUSDT', after: second(1), until: second(4) },
      { symbol: 'BTCUSDT', after: second(-1), until: second(10) },
    ]);
    expect(found.map((first) => first && `${first.symbol}:${first.seq}`)).toEqual(['ETHUSDT:2', 'BTCUSDT:2', null, null, 'BTCUSDT:1']);
    expect(found[1]).toEqual(tick('BTCUSDT', 2, 1));
  });

  it('agrees with the one-window look-up, and asks nothing for no window', async () => {
    expect(await store.firstAfter('BTCUSDT', second(0), second(1))).toEqual(tick('BTCUSDT', 2, 1));
    expect(await store.firstAfter('BTCUSDT', second(1), second(1))).toBeNull();
    expect(await store.firstAfterEach([])).toEqual([]);
  });
});

describe('the first tick reaching each of many stops', () => {
  it('finds, from each stop’s time, the first tick at or beyond its price in its direction, with null where none has', async () => {
    // BTCUSDT: 101.00 at 0 s, 102.00 at 1 s, 103.00 at 2 s; ETHUSDT: 101.00 at 1 s, 102.00 at 5 s.
    const found = await store.firstReachingEach([
      { symbol: 'BTCUSDT', since: second(0), price: '102.00', direction: 'at-or-above' },
      { symbol: 'BTCUSDT', since: second(2), price: '102.00', direction: 'at-or-above' },
      { symbol: 'BTCUSDT', since: second(1), price: '101.50', direction: 'at-or-below' },
      { symbol: 'BTCUSDT', since: second(0), price: '101.00', direction: 'at-or-below' },
      { symbol: 'ETHUSDT', since: second(0), price: '104.00', direction: 'at-or-above' },
    ]);
    expect(found.map((first) => first && `${first.symbol}:${first.seq}`)).toEqual(['BTCUSDT:2', 'BTCUSDT:3', null, 'BTCUSDT:1', null]);
    expect(await store.firstReachingEach([])).toEqual([]);
  });
});
