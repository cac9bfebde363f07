import type { ConsumerConfig, ConsumerRunConfig, ConsumerSubscribeTopics, ITopicConfig, ProducerBatch, ProducerConfig } from 'kafkajs';

/*
 * The slice of kafkajs the KafkaBus uses. A kafkajs `Kafka` instance satisfies it; on librdkafka's
 * mock cluster, which has no CreateTopics, tests hand in one that creates topics through metadata.
 */
export interface KafkaClient {
  producer(config?: ProducerConfig): KafkaProducer;
  consumer(config: ConsumerConfig): KafkaConsumer;
  admin(): KafkaAdmin;
}

export interface KafkaProducer {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  sendBatch(batch: ProducerBatch): Promise<unknown>;
}

export interface KafkaConsumer {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  subscribe(subscription: ConsumerSubscribeTopics): Promise<void>;
  run(config?: ConsumerRunConfig): Promise<void>;
}

export interface KafkaAdmin {
  connect(): Promise<void>;
  disconnect(): Promise<void>;
  createTopics(options: { topics: ITopicConfig[]; waitForLeaders?: boolean }): Promise<boolean>;
}
