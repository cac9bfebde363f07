import type { PoolClient } from 'pg';
import { runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations, isAfter } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { readBusCheckpoint } from './bus-checkpoints';
import { logStreamFor, messagingMigrations, PostgresLogBus, type DeliveryObserver, type IntegrationEvent } from './index';
import { describeBusContract } from './testing/bus-contract';
import { describeLiveChannelContract } from './testing/live-channel-contract';
import { createEffectsTable, effectsOf, inboxHolds, integrationEvent as event, numbers, recordEffect, recordEffectAndTransaction, scenario } from './testing/contract-fixtures';
import { eventually } from './testing/eventually';

let db: TestDatabase;
let store: EventStore;
const running: PostgresLogBus[] = [];

beforeAll(async () => {
  db = await createTestDatabase('messaging_pglog');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
  await createEffectsTable(db.pool);
  store = new EventStore(db.pool);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((bus) => bus.stop()));
});
afterAll(() => db.drop());

const fastRetry = { initialDelayMs: 5, maxDelayMs: 50 };
const logBus = (options: ConstructorParameters<typeof PostgresLogBus>[1] = {}) => {
  const bus = new PostgresLogBus(store, { retry: fastRetry, pollMs: 100, ...options });
  running.push(bus);
  return bus;
};

describeBusContract(
  'PostgresLogBus',
  async (observer) => {
    const bus = new PostgresLogBus(store, { retry: fastRetry, pollMs: 100, observer });
    return { bus, pool: db.pool, rewind: (consumer) => bus.rewind(consumer) };
  },
  { rewinds: true },
);

describe('PostgresLogBus consumer', () => {
  it('handles the events one read finds in fewer transactions than events, each once', async () => {
    const t = scenario();
    const consumer = t.consumer('run');
    const transactions: string[] = [];
    const publisher = logBus();
    await publisher.publish([1, 2, 3, 4, 5].map((n) => event(t.source, t.stream('s'), n)));
    const bus = logBus();
    await bus.subscribe({
      consumer,
      sources: [t.source],
      handle: recordEffectAndTransaction(consumer, transactions),
    });
    await bus.start();

    expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 5, 30_000))).toEqual([1, 2, 3, 4, 5]);
    // Already in the log when the consumer started: read together (a read may end between them).
    expect(new Set(transactions).size).toBeLessThan(5);
  });
});

describe('PostgresLogBus with nothing published straight from the log', () => {
  it("reads only the bus's own streams: the domain events between its messages are neither delivered nor read", async () => {
    const t = scenario();
    const consumer = t.consumer('bus-only');
    const read: string[] = [];
    const watched = new EventStore(db.pool);
    const readAll = watched.readAll.bind(watched);
    watched.readAll = async (...args) => {
      const batch = await readAll(...args);
      read.push(...batch.map((recorded) => recorded.streamId));
      return batch;
    };
    const bus = new PostgresLogBus(watched, { retry: fastRetry, pollMs: 100 });
    running.push(bus);
    await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
    await bus.start();
    await logBus().publish([event(t.source, t.stream('s'), 1)]);
    await store.append(t.stream('domain'), [1, 2, 3].map((n) => ({ type: `Private${t.source}`, data: { n } })), 'no-stream');
    await logBus().publish([event(t.source, t.stream('s'), 2)]);

    expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 2, 30_000))).toEqual([1, 2]);
    expect(read.length).toBeGreaterThan(0);
    // The other tests' domain streams (this database is shared) are not read either.
    expect(read.filter((streamId) => !streamId.startsWith('$bus:'))).toEqual([]);
  });
});

describe('PostgresLogBus behind an open transaction', () => {
  it('reads an event committed behind an older open transaction once that one ends, without waiting for the poll', async () => {
    const t = scenario();
    const consumer = t.consumer('horizon');
    const watched = new EventStore(db.pool);
    const readAll = watched.readAll.bind(watched);
    let emptyReads = 0;
    watched.readAll = async (...args) => {
      const batch = await readAll(...args);
      if (batch.length === 0) emptyReads++;
      return batch;
    };
    const bus = new PostgresLogBus(watched, { retry: fastRetry, pollMs: 120_000 });
    running.push(bus);
    await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
    await bus.start();
    await eventually(async () => emptyReads, (reads) => reads > 0, 20_000);
    // An older transaction with an id, open while the event commits: the event is not readable yet.
    const older = await db.pool.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const before = emptyReads;
      await logBus().publish([event(t.source, t.stream('s'), 1)]);
      // Woken by the publish, the reader has looked and found nothing it may read.
      await eventually(async () => emptyReads, (reads) => reads > before, 20_000);
      expect(await effectsOf(db.pool, consumer)).toEqual([]);
      // It ends without writing to the log, so nothing notifies: only the reader's second look finds the event.
      await older.query('COMMIT');
    } finally {
      older.release();
    }
    expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 1, 20_000))).toEqual([1]);
  });
});

// A bus of its own per process, all on one database: NOTIFY crosses between them.
describeLiveChannelContract('PostgresLogBus', async (count) =>
  Array.from({ length: count }, () => new PostgresLogBus(store, { pollMs: 100, observer: { transportError: () => undefined } })),
);

describe('PostgresLogBus reading domain events from the log', () => {
  it('publishes recorded events whose type is in the published registry, and no others', async () => {
    const t = scenario();
    const consumer = t.consumer('reader');
    const received: IntegrationEvent[] = [];
    const bus = logBus({ published: { [`Registered${t.source}`]: t.source } });
    const record = recordEffect(consumer);
    await bus.subscribe({ consumer, sources: [t.source], handle: async (e, tx) => (received.push(e), record(e, tx)) });
    await bus.start();
    const stream = t.stream('customer');
    await store.append(stream, [{ type: `Private${t.source}`, data: { n: 1 } }], 'no-stream');
    const [registered] = (
      await store.append(stream, [{ type: `Registered${t.source}`, data: { n: 2 }, metadata: { customerId: 'c-1' } }], 1)
    ).events;

    expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 1))).toEqual([2]);
    expect(received).toEqual([
      {
        id: registered!.id,
        type: `Registered${t.source}`,
        source: t.source,
        streamId: stream,
        schemaVersion: 1,
        data: { n: 2 },
        metadata: { customerId: 'c-1' },
        occurredAt: registered!.recordedAt,
      },
    ]);
  });

  it('never skips an event whose transaction commits after a later one (invariant 3)', async () => {
    const t = scenario();
    const type = `Registered${t.source}`;
    const consumer = t.consumer('reader');
    const bus = logBus({ published: { [type]: t.source } });
    await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
    await bus.start();

    const slow: PoolClient = await db.pool.connect();
    try {
      await slow.query('BEGIN');
      await store.append(t.stream('slow'), [{ type, data: { n: 1 } }], 'no-stream', { client: slow });
      await store.append(t.stream('fast'), [{ type, data: { n: 2 } }], 'no-stream');
      // Lets the bus poll while the slow transaction is open: only a wrong reader can use the chance.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }

    const effects = await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 2);
    expect(numbers(effects)).toEqual([1, 2]);
  });

  it('leaves checkpoint and inbox where they were while a handler fails', async () => {
    const t = scenario();
    const consumer = t.consumer('failing');
    let failedOnce!: () => void;
    const failed = new Promise<void>((resolve) => (failedOnce = resolve));
    const observer: DeliveryObserver = { handlerFailed: () => failedOnce() };
    let healed = false;
    const bus = logBus({ observer });
    const record = recordEffect(consumer);
    await bus.subscribe({
      consumer,
      sources: [t.source],
      handle: async (e, tx) => {
        await record(e, tx);
        if (!healed) throw new Error('down');
      },
    });
    await bus.start();
    const published = event(t.source, t.stream('s'), 1);
    await bus.publish([published]);
    await failed;

    const [recorded] = await store.readStream(logStreamFor(published));
    expect(isAfter(recorded!, await readBusCheckpoint(db.pool, consumer))).toBe(true);
    expect(await inboxHolds(db.pool, consumer, published.id)).toBe(false);
    expect(await effectsOf(db.pool, consumer)).toEqual([]);

    healed = true;
    expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 1))).toEqual([1]);
    expect(isAfter(recorded!, await readBusCheckpoint(db.pool, consumer))).toBe(false);
  });

  it('keeps delivering after its LISTEN connection is killed', async () => {
    const t = scenario();
    const consumer = t.consumer('reader');
    const transportErrors: string[] = [];
    const bus = logBus({ observer: { transportError: (_error, context) => transportErrors.push(context) } });
    await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
    await bus.start();
    const killed = await db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN ${EventStore.notifyChannel}' AND pid <> pg_backend_pid()`,
    );
    expect(killed.rowCount).toBe(1);
    await eventually(async () => transportErrors.length, (count) => count > 0);
    await bus.publish([event(t.source, t.stream('s'), 1)]);

    expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 1))).toEqual([1]);
    expect(transportErrors[0]).toContain('lost the LISTEN');
    const listening = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${EventStore.notifyChannel}'`;
    expect(await eventually(async () => (await db.pool.query(listening)).rows[0].n, (n) => n === 1)).toBe(1);
  });

  it('shares a consumer between two processes without handling any event twice', async () => {
    const t = scenario();
    const consumer = t.consumer('shared');
    const [one, two] = [logBus(), logBus()];
    for (const bus of [one, two]) await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
    await Promise.all([one.start(), two.start()]);
    for (let n = 1; n <= 40; n++) await (n % 2 ? one : two).publish([event(t.source, t.stream(`s${n % 3}`), n)]);

    const effects = await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 40);
    expect(numbers(effects).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const stream of [0, 1, 2].map((k) => t.stream(`s${k}`))) {
      const ns = numbers(effects.filter((effect) => effect.stream_id === stream));
      expect(ns).toEqual([...ns].sort((a, b) => a - b));
    }
  });
});
