import { Kafka, logLevel, type ConsumerConfig } from 'kafkajs';
import type { KafkaBusOptions } from '../kafka-bus';
import { detectContainerRuntime } from './container-runtime';
import { startKafkaContainer } from './kafka-container';
import { metadataTopicsKafkaClient } from '../kafka-metadata-topics';
import { kafkaMockBinary, startKafkaMock } from './kafka-mock/kafka-mock';

export interface RunningKafka {
  brokers: string[];
  /** How a KafkaBus reaches it: the brokers, or on the mock a client that creates topics the mock's way. */
  connection: Pick<KafkaBusOptions, 'brokers' | 'kafka'>;
  /** A plain kafkajs client on the same brokers, for a test's own reads (the mock has no admin writes). */
  kafkajs(): Kafka;
  stop(): Promise<void>;
}

export type KafkaChoice = { name: string; start(): Promise<RunningKafka> } | { skipped: string };

/**
 * Group timings for tests, valid on a real broker too (6 s is Kafka's smallest session timeout).
 * The mock elects a group's leader 3 s after the first join, and waits out the session timeout less
 * a second when a member joins a group that had members; short fetch waits make a stop quick.
 */
export const TEST_GROUP_TIMINGS: Pick<ConsumerConfig, 'sessionTimeout' | 'heartbeatInterval' | 'maxWaitTimeInMs'> = {
  sessionTimeout: 6000,
  heartbeatInterval: 500,
  maxWaitTimeInMs: 500,
};

/**
 * The Kafka a test runs against, in this order: the brokers KAFKA_BROKERS names (comma-separated);
 * a real Kafka in a container where testcontainers reaches a container runtime; librdkafka's mock
 * cluster (kafka-mock/) where the test setup could build it; otherwise none, with the reasons.
 * Decided synchronously: jest chooses between `test` and `test.skip` while it loads the file.
 */
export function chooseKafkaBroker(): KafkaChoice {
  const listed = process.env.KAFKA_BROKERS?.split(',').map((broker) => broker.trim()).filter(Boolean) ?? [];
  if (listed.length > 0) {
    return { name: `the Kafka at KAFKA_BROKERS (${listed.join(',')})`, start: async () => real(listed, async () => undefined) };
  }
  const runtime = detectContainerRuntime();
  if (runtime.available) {
    return {
      name: 'a Kafka container (testcontainers, apache/kafka)',
      start: async () => {
        const container = await startKafkaContainer();
        return real(container.brokers, container.stop);
      },
    };
  }
  const mock = kafkaMockBinary();
  if ('binary' in mock) {
    return {
      name: `librdkafka's mock Kafka cluster, 3 brokers (no KAFKA_BROKERS; no container runtime: ${runtime.reason})`,
      start: async () => {
        const cluster = await startKafkaMock(mock.binary, 3);
        const { brokers, stop } = cluster;
        return { brokers, connection: { kafka: metadataTopicsKafkaClient(brokers) }, kafkajs: () => plainClient(brokers), stop };
      },
    };
  }
  return {
    skipped: `no KAFKA_BROKERS; no container runtime (testcontainers: ${runtime.reason}); no Kafka mock cluster (${mock.missing})`,
  };
}

function real(brokers: string[], stop: () => Promise<void>): RunningKafka {
  return { brokers, connection: { brokers }, kafkajs: () => plainClient(brokers), stop };
}

const plainClient = (brokers: string[]) => new Kafka({ clientId: 'meridian-test', brokers, logLevel: logLevel.WARN });
