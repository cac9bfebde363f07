import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type ITopicConfig } from 'kafkajs';
import type { KafkaAdmin, KafkaClient } from './kafka-client';

/**
 * A kafkajs client for a broker without CreateTopics (librdkafka's mock cluster, the test and the
 * one-machine distributed profile's broker): `admin().createTopics` asks for the topics' metadata with
 * auto-creation allowed (the broker gives them its default partition count) and then checks that each
 * has a leader for every partition. Producers and consumers are kafkajs's own, on the wire. Chosen
 * with `topicCreation: 'metadata'` (KAFKA_TOPIC_CREATION=metadata); a real Kafka uses its admin API.
 */
export function metadataTopicsKafkaClient(brokers: string[], clientId = 'meridian'): KafkaClient {
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
