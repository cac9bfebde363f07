import { runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations, foldEvents, loadStreamState } from '@meridian/eventstore';
import { messagingMigrations } from '@meridian/messaging';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { earnMigrations } from '../earn.migrations';
import { ETF_FUNDS } from './domain/etf-funds';
import { ETF_HOLDING_SNAPSHOT_EVERY, etfHoldingDecider, etfHoldingStream } from './domain/etf-holding.decider';
import { EtfStore, holdingId } from './etf-store';
import { etfProjection } from './etf.projection';

/**
 * Issue 19, section 7: `etf-holding-<fund>-<customer>` grows with every trade and every trade read all
 * of it. The holding decider snapshots; a trade reads the newest snapshot and at most
 * ETF_HOLDING_SNAPSHOT_EVERY events after it, and what a trade asks of accounts goes to the outbox with it.
 */
let db: TestDatabase;
let store: EventStore;
let etf: EtfStore;
const fund = ETF_FUNDS[0]!;
const customerId = '00000000-0000-4000-8000-0000000000e1';
const stream = etfHoldingStream(fund.fundId, customerId);
const clock = { now: () => new Date('2026-11-24T10:00:00.000Z') };
const TRADES = 60;
const SALE = '00000000-0000-4000-8000-00000000ffff';
const tradeIdOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

beforeAll(async () => {
  db = await createTestDatabase('etf_holding_snapshots');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...earnMigrations]);
  store = new EventStore(db.pool);
  store.addInlineProjection(etfProjection);
  etf = new EtfStore(store, clock);
  for (let i = 0; i < TRADES; i++) {
    const tradeId = tradeIdOf(i);
    await etf.holding(holdingId(fund.fundId, customerId), { type: 'BuyEtfUnits', data: { fund, tradeId, customerId, amount: '100', value: '1.000000', day: '2026-11-23' } }, { metadata: { customerId } });
    await etf.holding(holdingId(fund.fundId, customerId), { type: 'SettleEtfBuy', data: { tradeId } }, { metadata: { customerId } });
  }
});
afterAll(() => db.drop());

describe('an ETF holding traded many times', () => {
  it('is snapshotted, and the snapshot plus its tail is the whole history', async () => {
    const version = await store.streamVersion(stream);
    expect(version).toBe(2 * TRADES);
    const { rows } = await db.pool.query<{ stream_version: number }>('SELECT stream_version FROM snapshots WHERE name = $1', [`stream:${stream}`]);
    expect(rows[0]!.stream_version).toBeGreaterThan(version - ETF_HOLDING_SNAPSHOT_EVERY - 1);
    const loaded = await loadStreamState(store, stream, etfHoldingDecider);
    expect(loaded.state).toEqual(foldEvents(etfHoldingDecider, await store.readStream(stream)));
    expect(loaded.state).toEqual({ units: '6000.000000', pending: {} });
  });

  it('reads only the events after the snapshot for the next trade, and writes its payout request to the outbox with it', async () => {
    const read = jest.spyOn(store, 'readStream');
    await etf.holding(holdingId(fund.fundId, customerId), { type: 'SellEtfUnits', data: { tradeId: SALE, customerId, units: '10', value: '1.000000', day: '2026-11-24' } }, { metadata: { customerId } });
    const fromVersions = read.mock.calls.map((call) => call[1] ?? 1);
    read.mockRestore();
    expect(Math.min(...fromVersions)).toBeGreaterThan((await store.streamVersion(stream)) - ETF_HOLDING_SNAPSHOT_EVERY - 2);
    const { rows } = await db.pool.query<{ topic: string; payload: { type: string; data: { tradeId: string } } }>('SELECT topic, payload FROM outbox ORDER BY 1');
    expect(rows.filter((r) => JSON.stringify(r.payload).includes(SALE))).toHaveLength(1);
    expect(rows.filter((r) => JSON.stringify(r.payload).includes(tradeIdOf(0)))).toHaveLength(1);
  });
});
