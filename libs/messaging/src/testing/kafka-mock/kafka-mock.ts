import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type ITopicConfig } from 'kafkajs';
import type { KafkaAdmin, KafkaClient } from '../../kafka-client';

export interface KafkaMockCluster {
  brokers: string[];
  stop(): Promise<void>;
}

/** The mock cluster binary the test setup built, or why there is none. */
export function kafkaMockBinary(): { binary: string } | { missing: string } {
  const binary = process.env.MERIDIAN_KAFKA_MOCK;
  if (binary) return { binary };
  return { missing: process.env.MERIDIAN_KAFKA_MOCK_MISSING ?? 'the test setup (test/setup/global-setup.mjs) did not build it' };
}

/**
 * Starts kafka-mock.c (librdkafka's mock cluster, the Kafka wire protocol on local ports) as a child
 * process and reads the bootstrap servers it prints. It exits when its stdin closes, so it dies
 * with the test process even when `stop` is never called.
 */
export function startKafkaMock(binary: string, brokerCount = 3, startupMs = 10_000): Promise<KafkaMockCluster> {
  const child = spawn(binary, ['--brokers', String(brokerCount)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin.end();
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise<KafkaMockCluster>((resolve, reject) => {
    let stdout = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`kafka-mock ${why}${stderr ? `: ${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail(`printed no bootstrap servers within ${startupMs} ms`), startupMs);
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => fail(`exited before it served (${signal ?? `code ${code}`})`);
    child.on('error', (error) => fail(`could not start (${error.message})`));
    child.once('exit', exitedEarly);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^bootstrap (\S+)\n/m.exec(stdout);
      if (!line) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({ brokers: line[1]!.split(','), stop });
    });
  });
}

/**
 * A kafkajs client for the mock cluster. The mock has no CreateTopics, so `admin().createTopics`
 * asks for the topics' metadata with auto-creation allowed (the mock gives them its default
 * partition count) and then checks that each has a leader for every partition. Producers and
 * consumers are kafkajs's own, on the wire.
 */
export function kafkaMockClient(brokers: string[], clientId = 'meridian'): KafkaClient {
  const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
  const admin = (): KafkaAdmin => ({
    connect: async () => undefined,
    disconnect: async () => undefined,
    createTopics: async ({ topics }: { topics: ITopicConfig[] }) => {
      const names = topics.map(({ topic }) => topic);
      // Subscribing refreshes the metadata of the topics (allowAutoTopicCreation: true); the
      // consumer never runs, so it never joins its group.
      const creator = kafka.consumer({ groupId: `meridian-topic-creation-${randomUUID()}`, allowAutoTopicCreation: true });
      await creator.connect();
      try {
        await creator.subscribe({ topics: names });
      } finally {
        await creator.disconnect();
      }
      const reader = kafka.admin();
      await reader.connect();
      try {
        const { topics: found } = await reader.fetchTopicMetadata({ topics: names });
        const leaderless = found.filter(({ partitions }) => partitions.length === 0 || partitions.some(({ leader }) => leader < 0));
        if (found.length !== names.length || leaderless.length > 0) {
          throw new Error(`the Kafka mock did not create ${names.join(', ')} with leaders`);
        }
      } finally {
        await reader.disconnect();
      }
      return true;
    },
  });
  return { producer: (config) => kafka.producer(config), consumer: (config) => kafka.consumer(config), admin };
}
