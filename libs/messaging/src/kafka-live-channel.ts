import { randomUUID } from 'node:crypto';
import { Partitioners, type ConsumerConfig } from 'kafkajs';
import type { KafkaClient, KafkaConsumer, KafkaProducer } from './kafka-client';
import { checkLiveTopic, ListeningLiveChannel, liveMessageFrom, type LiveMessage } from './live-channel';

/** `market` → `meridian-live.market`: apart from the durable topics (`meridian.<source>`). */
export const liveTopicFor = (topic: string) => `meridian-live.${checkLiveTopic(topic)}`;

/**
 * How long a live consumer's fetch may wait on a broker with nothing new. A real Kafka answers a
 * waiting fetch as soon as a message arrives, but librdkafka's mock cluster holds an empty fetch for
 * the whole wait even when one does: at kafkajs's default (5 s) a tick could reach the gateways
 * seconds late. A shorter wait from the bus's group settings is kept.
 */
export const LIVE_FETCH_MAX_WAIT_MS = 100;

export interface KafkaLiveOptions {
  kafka: KafkaClient;
  /** Creates the topics (the bus's own way: the admin API, or metadata on the mock). */
  ensureTopics(topics: string[]): Promise<void>;
  group?: Pick<ConsumerConfig, 'sessionTimeout' | 'rebalanceTimeout' | 'heartbeatInterval' | 'maxWaitTimeInMs'>;
  report(error: unknown, context: string): void;
}

/**
 * The live channel on Kafka: a topic per live topic, keyed by the message key (one key stays on one
 * partition, in order), sent by a producer of its own (leader acknowledgement, one request in flight,
 * no outbox). Each listening process reads it in a consumer group of its own, starting at the end and
 * committing nothing, so every process hears every message from the moment it joined.
 */
export class KafkaLiveChannel extends ListeningLiveChannel {
  private readonly consumers = new Map<string, KafkaConsumer>();
  private producer?: Promise<KafkaProducer>;

  constructor(private readonly options: KafkaLiveOptions) {
    super(options.report);
  }

  publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void> {
    const name = liveTopicFor(topic);
    if (messages.length === 0) return Promise.resolve();
    const batch = messages.map((message) => ({ key: message.key, value: JSON.stringify(message) }));
    return this.order.run(async () => {
      await this.options.ensureTopics([name]);
      const producer = await this.connectProducer();
      await producer.sendBatch({ acks: 1, topicMessages: [{ topic: name, messages: batch }] });
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    const consumers = [...this.consumers.values()];
    this.consumers.clear();
    const producer = this.producer;
    this.producer = undefined;
    await Promise.all([...consumers.map((consumer) => consumer.disconnect()), producer?.then((p) => p.disconnect()).catch(() => undefined)]);
  }

  protected async listen(topic: string): Promise<void> {
    if (this.consumers.has(topic)) return;
    const name = liveTopicFor(topic);
    await this.options.ensureTopics([name]);
    // A group of this process's own: every process hears everything; the group holds no offsets.
    const maxWaitTimeInMs = Math.min(this.options.group?.maxWaitTimeInMs ?? LIVE_FETCH_MAX_WAIT_MS, LIVE_FETCH_MAX_WAIT_MS);
    const consumer = this.options.kafka.consumer({
      ...this.options.group,
      maxWaitTimeInMs,
      groupId: `meridian-live-${topic}-${randomUUID()}`,
      allowAutoTopicCreation: false,
    });
    this.consumers.set(topic, consumer);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [name], fromBeginning: false });
    } catch (error) {
      this.consumers.delete(topic);
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ message }) => {
        try {
          this.listeners.deliver(topic, liveMessageFrom(String(message.value)));
        } catch (error) {
          this.options.report(error, `skipped an unreadable live message on ${name}@${message.offset}`);
        }
      },
    });
  }

  private connectProducer(): Promise<KafkaProducer> {
    if (!this.producer) {
      const producer = this.options.kafka.producer({
        idempotent: false,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      this.producer = producer.connect().then(
        () => producer,
        (error: unknown) => {
          this.producer = undefined;
          throw error;
        },
      );
    }
    return this.producer;
  }
}
