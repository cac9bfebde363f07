import { inTransaction, runMigrations } from '@meridian/database';
import { eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { messagingMigrations, OutboxRelay, writeToOutbox, type EventPublisher, type IntegrationEvent } from './index';
import { integrationEvent, scenario } from './testing/contract-fixtures';
import { eventually } from './testing/eventually';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('messaging_outbox');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
});
beforeEach(() => db.pool.query('TRUNCATE outbox'));
afterAll(() => db.drop());

/** Records what it was handed, after an optional pause standing in for the network. */
function recordingPublisher(pauseMs: () => number = () => 0) {
  const published: IntegrationEvent[] = [];
  const publisher: EventPublisher = {
    publish: async (events) => {
      await new Promise((resolve) => setTimeout(resolve, pauseMs()));
      published.push(...events);
    },
  };
  return { publisher, published };
}

const write = (events: IntegrationEvent[]) => inTransaction(db.pool, (tx) => writeToOutbox(tx, events));
const unpublished = async () => Number((await db.pool.query('SELECT count(*) FROM outbox WHERE published_at IS NULL')).rows[0].count);

describe('outbox relay', () => {
  it('publishes unpublished rows in the order they were written, once', async () => {
    const t = scenario();
    const events = [1, 2, 3, 4, 5].map((n) => integrationEvent(t.source, t.stream(`s${n % 2}`), n));
    await write(events.slice(0, 2));
    await write(events.slice(2));
    const { publisher, published } = recordingPublisher();
    const relay = new OutboxRelay(db.pool, publisher, { batchSize: 2 });

    expect(await relay.relayAll()).toBe(5);
    expect(await relay.relayAll()).toBe(0);
    expect(published).toEqual(events);
    expect(await unpublished()).toBe(0);
  });

  it('keeps one row when the same event is written twice', async () => {
    const t = scenario();
    const event = integrationEvent(t.source, t.stream('s'), 1);
    await write([event]);
    await write([event]);
    const { publisher, published } = recordingPublisher();

    await new OutboxRelay(db.pool, publisher).relayAll();
    expect(published).toEqual([event]);
  });

  it('leaves a batch whose publish failed for the next pass', async () => {
    const t = scenario();
    const events = [1, 2].map((n) => integrationEvent(t.source, t.stream('s'), n));
    await write(events);
    const failing: EventPublisher = { publish: async () => Promise.reject(new Error('broker down')) };
    await expect(new OutboxRelay(db.pool, failing).relayOnce()).rejects.toThrow('broker down');
    expect(await unpublished()).toBe(2);

    const { publisher, published } = recordingPublisher();
    await new OutboxRelay(db.pool, publisher).relayAll();
    expect(published).toEqual(events);
  });

  it('lets several relays run at once without reordering a stream or publishing a row twice', async () => {
    const t = scenario();
    const streams = [0, 1, 2, 3, 4].map((k) => t.stream(`s${k}`));
    const written: IntegrationEvent[] = [];
    for (let batch = 0; batch < 30; batch++) {
      const events = Array.from({ length: 8 }, (_, i) => integrationEvent(t.source, streams[(batch + i) % 5]!, batch * 8 + i));
      await write(events);
      written.push(...events);
    }
    const { publisher, published } = recordingPublisher(() => Math.floor(Math.random() * 6));
    const relays = [1, 2, 3].map(() => new OutboxRelay(db.pool, publisher, { batchSize: 7 }));

    await Promise.all(relays.map(async (relay) => {
      while ((await unpublished()) > 0) await relay.relayAll();
    }));

    expect(published.map((e) => e.id).sort()).toEqual(written.map((e) => e.id).sort());
    for (const stream of streams) {
      const order = published.filter((e) => e.streamId === stream).map((e) => (e.data as { n: number }).n);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('once started, publishes what is written without being asked', async () => {
    const t = scenario();
    const { publisher, published } = recordingPublisher();
    const relay = new OutboxRelay(db.pool, publisher, { pollMs: 200 });
    await relay.start();
    try {
      const event = integrationEvent(t.source, t.stream('s'), 1);
      await write([event]);
      expect(await eventually(async () => [...published], (seen) => seen.length > 0)).toEqual([event]);
    } finally {
      await relay.stop();
    }
  });
});
