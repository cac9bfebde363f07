import { inTransaction, runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { InProcessBus, messagingMigrations, OutboxRelay, writeToOutbox } from './index';
import { describeBusContract } from './testing/bus-contract';
import { describeLiveChannelContract } from './testing/live-channel-contract';
import { createEffectsTable, effectsOf, integrationEvent, numbers, recordEffect, recordEffectAndTransaction, scenario } from './testing/contract-fixtures';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('messaging_inproc');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
  await createEffectsTable(db.pool);
});
afterAll(() => db.drop());

const fastRetry = { initialDelayMs: 5, maxDelayMs: 50 };

describeBusContract('InProcessBus', async (observer) => ({ bus: new InProcessBus(db.pool, { retry: fastRetry, observer }), pool: db.pool }));

// One process: whoever publishes and whoever listens share the one bus.
describeLiveChannelContract('InProcessBus', async (count) => {
  const bus = new InProcessBus(db.pool, { observer: { transportError: () => undefined } });
  return Array.from({ length: count }, () => bus);
});

describe('InProcessBus', () => {
  it('drain() waits for everything published, including what handlers publish in turn', async () => {
    const t = scenario();
    const bus = new InProcessBus(db.pool, { retry: fastRetry });
    const [first, second] = [t.consumer('first'), t.consumer('second')];
    const recordFirst = recordEffect(first);
    await bus.subscribe({
      consumer: first,
      sources: [t.source],
      handle: async (event, tx) => {
        await recordFirst(event, tx);
        const n = (event.data as { n: number }).n;
        await bus.publish([integrationEvent(t.otherSource, t.stream('chained'), n + 100)]);
      },
    });
    await bus.subscribe({ consumer: second, sources: [t.otherSource], handle: recordEffect(second) });
    await bus.start();
    await bus.publish([1, 2, 3].map((n) => integrationEvent(t.source, t.stream('s'), n)));
    await bus.drain();
    await bus.stop();

    expect(numbers(await effectsOf(db.pool, first))).toEqual([1, 2, 3]);
    expect(numbers(await effectsOf(db.pool, second))).toEqual([101, 102, 103]);
  });

  it('handles the events queued while it was busy in one transaction, each once', async () => {
    const t = scenario();
    const bus = new InProcessBus(db.pool, { retry: fastRetry });
    const consumer = t.consumer('run');
    const transactions: string[] = [];
    await bus.subscribe({
      consumer,
      sources: [t.source],
      handle: recordEffectAndTransaction(consumer, transactions),
    });
    // Published before the bus starts: all five wait in the queue together.
    await bus.publish([1, 2, 3, 4, 5].map((n) => integrationEvent(t.source, t.stream('s'), n)));
    await bus.start();
    await bus.drain();
    await bus.stop();

    expect(numbers(await effectsOf(db.pool, consumer))).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(transactions).size).toBe(1);
  });

  it('refuses a second subscription under a consumer name already taken', async () => {
    const bus = new InProcessBus(db.pool);
    await bus.subscribe({ consumer: 'twice', handle: async () => undefined });
    await expect(bus.subscribe({ consumer: 'twice', handle: async () => undefined })).rejects.toThrow("consumer 'twice' is already subscribed");
  });
});

describe('outbox into the InProcessBus', () => {
  it('publishes what a committed append wrote to the outbox, and nothing of a rolled-back one', async () => {
    const t = scenario();
    const store = new EventStore(db.pool);
    const bus = new InProcessBus(db.pool, { retry: fastRetry });
    const consumer = t.consumer('reader');
    await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
    await bus.start();
    const relay = new OutboxRelay(db.pool, bus);
    const committed = integrationEvent(t.source, t.stream('s'), 1);
    const rolledBack = integrationEvent(t.source, t.stream('s'), 2);

    await inTransaction(db.pool, async (tx) => {
      await store.append(committed.streamId, [{ type: 'Done', data: {} }], 'any', { client: tx });
      await writeToOutbox(tx, [committed]);
    });
    await expect(
      inTransaction(db.pool, async (tx) => {
        await store.append(rolledBack.streamId, [{ type: 'Done', data: {} }], 'any', { client: tx });
        await writeToOutbox(tx, [rolledBack]);
        throw new Error('the command failed after writing');
      }),
    ).rejects.toThrow('the command failed after writing');
    await relay.relayAll();
    await bus.drain();
    await bus.stop();

    expect(numbers(await effectsOf(db.pool, consumer))).toEqual([1]);
  });
});
