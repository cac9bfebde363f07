import { runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations, foldEvents, loadStreamState } from '@meridian/eventstore';
import { messagingMigrations } from '@meridian/messaging';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { earnMigrations } from '../earn.migrations';
import { COIN_OFFERING_SNAPSHOT_EVERY, coinOfferingDecider, coinOfferingStream } from './domain/coin-offering.decider';
import { NOVA_TERMS } from './domain/coin-terms.fixture';
import { subscriptionProjection } from './subscription.projection';
import { SubscriptionStore } from './subscription-store';

/**
 * Every funded subscription is an event on its offering's stream, and every hold reads the offering:
 * the offering snapshots, so a popular offering's next hold reads its newest snapshot and what follows,
 * and the allotment's total from the snapshot is the whole history's.
 */
let db: TestDatabase;
let store: EventStore;
let subscriptions: SubscriptionStore;
let now = new Date('2026-11-30T00:00:00.000Z');
const clock = { now: () => now };
const FUNDED = 230;
const STAFF = '00000000-0000-4000-8000-00000000aaaa';
const terms = NOVA_TERMS;
const stream = coinOfferingStream(terms.symbol);
const subscriptionIdOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

beforeAll(async () => {
  db = await createTestDatabase('coin_offering_snapshots');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...earnMigrations]);
  store = new EventStore(db.pool);
  store.addInlineProjection(subscriptionProjection);
  subscriptions = new SubscriptionStore(store, clock);
  await subscriptions.offering(terms.symbol, { type: 'OfferCoin', data: { terms, staffId: STAFF, reason: 'Listing agreement signed', takenSymbols: [] } });
  now = new Date('2026-12-02T00:00:00.000Z');
  for (let i = 0; i < FUNDED; i++)
    await subscriptions.offering(terms.symbol, { type: 'RecordFundedSubscription', data: { subscriptionId: subscriptionIdOf(i), quantity: '10' } });
});
afterAll(() => db.drop());

describe('an offering funded many times', () => {
  it('is snapshotted, and the snapshot plus its tail is the whole history', async () => {
    const version = await store.streamVersion(stream);
    expect(version).toBe(FUNDED + 1);
    const { rows } = await db.pool.query<{ stream_version: number }>('SELECT stream_version FROM snapshots WHERE name = $1', [`stream:${stream}`]);
    expect(rows[0]!.stream_version).toBeGreaterThan(version - COIN_OFFERING_SNAPSHOT_EVERY - 1);
    const loaded = await loadStreamState(store, stream, coinOfferingDecider);
    expect(loaded.state).toEqual(foldEvents(coinOfferingDecider, await store.readStream(stream)));
    expect(loaded.state).toMatchObject({ status: 'offered', subscribed: '2300' });
  });

  it('allots from the snapshot and its tail, reading no more of the stream than that', async () => {
    now = new Date('2026-12-03T00:00:00.000Z');
    const read = jest.spyOn(store, 'readStream');
    const outcome = await subscriptions.offering(terms.symbol, { type: 'AllotCoin', data: { staffId: STAFF } });
    const fromVersions = read.mock.calls.map((call) => call[1] ?? 1);
    read.mockRestore();
    expect(Math.min(...fromVersions)).toBeGreaterThan(FUNDED + 1 - COIN_OFFERING_SNAPSHOT_EVERY - 1);
    expect(outcome.newEvents).toEqual([expect.objectContaining({ type: 'CoinAllotted', data: expect.objectContaining({ totalSubscribed: '2300' }) })]);
  });
});
