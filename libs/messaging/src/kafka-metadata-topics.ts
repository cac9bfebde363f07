import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type ConsumerConfig, type ITopicConfig } from 'kafkajs';
import type { KafkaAdmin, KafkaClient } from './kafka-client';

/**
 * Consumer group timings on librdkafka's mock cluster, where a consumer asks for none of its own
 * (kafkajs's defaults are 30 s, 60 s, 3 s and 5 s). The mock holds a group's join for the session
 * timeout less a second when a member (re)joins a group that had members, so a restarted process
 * would wait out 30 s before it hears anything; and it holds an empty fetch for the whole fetch wait
 * even when a message arrives meanwhile (a real Kafka answers at once), so 5 s there is up to 5 s
 * on every hop over the bus. 6 s is also the smallest session timeout a real broker accepts.
 */
export const MOCK_GROUP_TIMINGS: Pick<ConsumerConfig, 'sessionTimeout' | 'rebalanceTimeout' | 'heartbeatInterval' | 'maxWaitTimeInMs'> = {
  sessionTimeout: 6000,
  rebalanceTimeout: 10_000,
  heartbeatInterval: 500,
  maxWaitTimeInMs: 100,
};

/** A consumer's settings on the mock: MOCK_GROUP_TIMINGS under whatever it names itself. */
export const onTheMock = (config: ConsumerConfig): ConsumerConfig => ({ ...MOCK_GROUP_TIMINGS, ...config });

/**
 * A kafkajs client for a broker without CreateTopics (librdkafka's mock cluster, the test and the
 * one-machine distributed profile's broker): `admin().createTopics` asks for the topics' metadata with
 * auto-creation allowed (the broker gives them its default partition count) and then checks that each
 * has a leader for every partition. Producers and consumers are kafkajs's own, on the wire. Chosen
 * with `topicCreation: 'metadata'` (KAFKA_TOPIC_CREATION=metadata); a real Kafka uses its admin API.
 * Its consumers get MOCK_GROUP_TIMINGS where they name no timings of their own.
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
  return { producer: (config) => kafka.producer(config), consumer: (config) => kafka.consumer(onTheMock(config)), admin };
}
