import { inTransaction, runMigrations } from '@meridian/database';
import { eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { KafkaBus, messagingMigrations, OutboxRelay, writeToOutbox } from './index';
import { describeBusContract } from './testing/bus-contract';
import { detectContainerRuntime } from './testing/container-runtime';
import { createEffectsTable, effectsOf, integrationEvent, numbers, recordEffect, scenario } from './testing/contract-fixtures';
import { eventually } from './testing/eventually';
import { startKafkaContainer, type KafkaBroker } from './testing/kafka-container';

const runtime = detectContainerRuntime();
const fastRetry = { initialDelayMs: 20, maxDelayMs: 200 };
let db: TestDatabase;
let kafka: KafkaBroker;

if (runtime.available) {
  jest.setTimeout(180_000);
  beforeAll(async () => {
    [db, kafka] = await Promise.all([createTestDatabase('messaging_kafka'), startKafkaContainer()]);
    await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
    await createEffectsTable(db.pool);
  });
  afterAll(async () => {
    await Promise.all([db?.drop(), kafka?.stop()]);
  });
} else {
  // Straight to stderr: jest drops the buffered console of a file whose tests were all skipped.
  process.stderr.write(
    '\n[kafka-bus] SKIPPED: no container runtime (Docker/Podman) reachable - the Kafka transport contract tests run only ' +
      `where one exists (testcontainers: ${runtime.reason})\n`,
  );
}

const skip = !runtime.available;
const kafkaTest = skip ? test.skip : test;

describeBusContract(
  'KafkaBus on a Kafka broker',
  async (observer) => ({ bus: new KafkaBus({ pool: db.pool, brokers: kafka.brokers, retry: fastRetry, observer }), pool: db.pool }),
  { timeoutMs: 90_000, skip },
);

describe('KafkaBus fed by the outbox relay', () => {
  kafkaTest('delivers what a committed transaction wrote to the outbox, once', async () => {
    const t = scenario();
    const bus = new KafkaBus({ pool: db.pool, brokers: kafka.brokers, retry: fastRetry });
    const consumer = t.consumer('reader');
    try {
      await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
      await bus.start();
      const events = [1, 2].map((n) => integrationEvent(t.source, t.stream('s'), n));
      await inTransaction(db.pool, (tx) => writeToOutbox(tx, events));
      await new OutboxRelay(db.pool, bus).relayAll();
      await bus.publish([events[0]!]);
      await bus.publish([integrationEvent(t.source, t.stream('s'), 3)]);

      const effects = await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 3, 90_000);
      expect(numbers(effects)).toEqual([1, 2, 3]);
    } finally {
      await bus.stop();
    }
  });
});
