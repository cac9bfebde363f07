import type { ConsumerConfig, ConsumerRunConfig, ConsumerSubscribeTopics, ITopicConfig, ProducerBatch, ProducerConfig } from 'kafkajs';

/*
 * The slice of kafkajs the KafkaBus uses. A kafkajs `Kafka` instance satisfies it; tests can hand in
 * a stand-in broker where no Kafka runs.
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
