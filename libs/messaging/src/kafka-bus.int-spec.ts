import { inTransaction, runMigrations } from '@meridian/database';
import { eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import type { ConsumerConfig, KafkaMessage, ProducerConfig } from 'kafkajs';
import type { DeliveryObserver } from './delivery-observer';
import { KafkaBus, messagingMigrations, OutboxRelay, writeToOutbox } from './index';
import type { KafkaClient } from './kafka-client';
import { describeBusContract } from './testing/bus-contract';
import { describeLiveChannelContract } from './testing/live-channel-contract';
import { createEffectsTable, effectsOf, integrationEvent, numbers, recordEffect, scenario } from './testing/contract-fixtures';
import { eventually } from './testing/eventually';
import { chooseKafkaBroker, TEST_GROUP_TIMINGS, type RunningKafka } from './testing/kafka-broker';
import { topicFor } from './topics';

// KAFKA_BROKERS, else a Kafka container, else librdkafka's mock cluster: always the wire protocol.
const choice = chooseKafkaBroker();
const fastRetry = { initialDelayMs: 20, maxDelayMs: 200 };
let db: TestDatabase;
let kafka: RunningKafka;

if ('start' in choice) {
  process.stderr.write(`\n[kafka-bus] broker: ${choice.name}\n`);
  jest.setTimeout(180_000);
  beforeAll(async () => {
    [db, kafka] = await Promise.all([createTestDatabase('messaging_kafka'), choice.start()]);
    await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
    await createEffectsTable(db.pool);
  });
  afterAll(async () => {
    await Promise.all([db?.drop(), kafka?.stop()]);
  });
} else {
  // Straight to stderr: jest drops the buffered console of a file whose tests were all skipped.
  process.stderr.write(`\n[kafka-bus] SKIPPED: the Kafka transport contract tests found no broker: ${choice.skipped}\n`);
}

const skip = 'skipped' in choice;
const kafkaTest = skip ? test.skip : test;
const busOn = (options: { kafka?: KafkaClient; observer?: DeliveryObserver } = {}) =>
  new KafkaBus({ pool: db.pool, ...kafka.connection, ...options, retry: fastRetry, group: TEST_GROUP_TIMINGS });

describeBusContract('KafkaBus on a Kafka broker', async (observer) => ({ bus: busOn({ observer }), pool: db.pool }), {
  timeoutMs: 90_000,
  skip,
});

// A bus of its own per process, each listening in a consumer group of its own.
describeLiveChannelContract('KafkaBus on a Kafka broker', async (count) => Array.from({ length: count }, () => busOn({ observer: { transportError: () => undefined } })), {
  timeoutMs: 60_000,
  skip,
});

describe('KafkaBus on the wire', () => {
  kafkaTest('publishes each source to its own topic, keyed by stream id, from an idempotent producer with one request in flight', async () => {
    const t = scenario();
    const client = recording(kafka.connection.kafka ?? kafka.kafkajs());
    const bus = busOn({ kafka: client });
    const [a, b] = [t.stream('a'), t.stream('b')];
    try {
      await bus.publish([integrationEvent(t.source, a, 1), integrationEvent(t.otherSource, b, 101), integrationEvent(t.source, a, 2)]);
      await bus.publish([integrationEvent(t.source, b, 3), integrationEvent(t.source, a, 4)]);
    } finally {
      await bus.stop();
    }

    expect(client.producerConfigs).toEqual([expect.objectContaining({ idempotent: true, maxInFlightRequests: 1 })]);
    const read = await readTopics(kafka, [topicFor(t.source), topicFor(t.otherSource)], 5);
    const on = (topic: string, key: string) => read.filter((m) => m.topic === topic && m.key === key);
    expect(on(topicFor(t.source), a).map((m) => m.n)).toEqual([1, 2, 4]);
    expect(new Set(on(topicFor(t.source), a).map((m) => m.partition)).size).toBe(1);
    expect(on(topicFor(t.source), b).map((m) => m.n)).toEqual([3]);
    expect(on(topicFor(t.otherSource), b).map((m) => m.n)).toEqual([101]);
  });

  kafkaTest('runs a subscription as a consumer group named after its consumer, and commits its offset after handling', async () => {
    const t = scenario();
    const client = recording(kafka.connection.kafka ?? kafka.kafkajs());
    const bus = busOn({ kafka: client });
    const consumer = t.consumer('reader');
    const admin = kafka.kafkajs().admin();
    try {
      await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
      await bus.start();
      await bus.publish([1, 2].map((n) => integrationEvent(t.source, t.stream('s'), n)));
      expect(numbers(await eventually(() => effectsOf(db.pool, consumer), (rows) => rows.length >= 2, 90_000))).toEqual([1, 2]);

      await admin.connect();
      const committed = async () => {
        const [offsets] = await admin.fetchOffsets({ groupId: consumer, topics: [topicFor(t.source)] });
        return (offsets?.partitions ?? []).reduce((sum, { offset }) => sum + Math.max(Number(offset), 0), 0);
      };
      expect(await eventually(committed, (sum) => sum >= 2, 30_000)).toBe(2);
      expect(client.consumerConfigs).toEqual([expect.objectContaining({ groupId: consumer, ...TEST_GROUP_TIMINGS })]);
    } finally {
      await Promise.all([bus.stop(), admin.disconnect()]);
    }
  });
});

describe('KafkaBus fed by the outbox relay', () => {
  kafkaTest('delivers what a committed transaction wrote to the outbox, once', async () => {
    const t = scenario();
    const bus = busOn();
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

/** The client the bus is given, unchanged, noting the producer and consumer settings the bus asks for. */
function recording(client: KafkaClient): KafkaClient & { producerConfigs: Array<ProducerConfig | undefined>; consumerConfigs: ConsumerConfig[] } {
  const producerConfigs: Array<ProducerConfig | undefined> = [];
  const consumerConfigs: ConsumerConfig[] = [];
  return {
    producerConfigs,
    consumerConfigs,
    producer: (config) => (producerConfigs.push(config), client.producer(config)),
    consumer: (config) => (consumerConfigs.push(config), client.consumer(config)),
    admin: () => client.admin(),
  };
}

/** Reads `count` messages from the start of `topics` with a consumer group of its own. */
async function readTopics(running: RunningKafka, topics: string[], count: number) {
  const reader = running.kafkajs().consumer({ groupId: `reader-${topics[0]}`, ...TEST_GROUP_TIMINGS });
  const read: Array<{ topic: string; partition: number; key: string | undefined; n: number }> = [];
  const take = (topic: string, partition: number, message: KafkaMessage) =>
    read.push({ topic, partition, key: message.key?.toString(), n: (JSON.parse(message.value!.toString()) as { data: { n: number } }).data.n });
  try {
    await reader.connect();
    await reader.subscribe({ topics, fromBeginning: true });
    await reader.run({ eachMessage: async ({ topic, partition, message }) => void take(topic, partition, message) });
    return await eventually(async () => read, (messages) => messages.length >= count, 60_000);
  } finally {
    await reader.disconnect();
  }
}
