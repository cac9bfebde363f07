import type { ConsumerConfig, ConsumerRunConfig, ConsumerSubscribeTopics, IHeaders, ITopicConfig, KafkaMessage, ProducerBatch, ProducerConfig } from 'kafkajs';
import type { KafkaAdmin, KafkaClient, KafkaConsumer, KafkaProducer } from '../kafka-client';

/**
 * A stand-in broker with the Kafka semantics the KafkaBus relies on: topics of keyed partitions,
 * per-group committed offsets, a message committed only after `eachMessage` resolves, and a
 * consumer that starts over from the committed offset after `eachMessage` throws. One member per
 * group; no rebalancing, no network. It lets the bus's own logic run where no Kafka can.
 */
export class InMemoryKafka {
  readonly producerConfigs: Array<ProducerConfig | undefined> = [];
  readonly consumerConfigs: ConsumerConfig[] = [];
  private readonly topics = new Map<string, KafkaMessage[][]>();
  private readonly committed = new Map<string, number>();
  private readonly members = new Set<string>();
  private waiters: Array<() => void> = [];
  private sent = 0;

  client(): KafkaClient {
    return {
      producer: (config) => this.producer(config),
      consumer: (config) => this.consumer(config),
      admin: () => this.admin(),
    };
  }

  messages(topic: string): Array<KafkaMessage & { partition: number }> {
    return (this.topics.get(topic) ?? []).flatMap((messages, partition) => messages.map((message) => ({ ...message, partition })));
  }

  private admin(): KafkaAdmin {
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      createTopics: async ({ topics }: { topics: ITopicConfig[] }) => {
        let created = false;
        for (const { topic, numPartitions } of topics) {
          if (this.topics.has(topic)) continue;
          this.topics.set(topic, Array.from({ length: numPartitions ?? 1 }, () => []));
          created = true;
        }
        return created;
      },
    };
  }

  private producer(config?: ProducerConfig): KafkaProducer {
    this.producerConfigs.push(config);
    return {
      connect: async () => undefined,
      disconnect: async () => undefined,
      sendBatch: async ({ topicMessages = [] }: ProducerBatch) => {
        for (const { topic, messages } of topicMessages) {
          const partitions = this.partitionsOf(topic);
          for (const message of messages) {
            const key = message.key === undefined || message.key === null ? null : Buffer.from(message.key);
            const partition = partitions[hash(key?.toString() ?? '') % partitions.length]!;
            partition.push({
              key,
              value: message.value === null ? null : Buffer.from(message.value),
              headers: (message.headers ?? {}) as IHeaders,
              timestamp: String(Date.now()),
              attributes: 0,
              offset: String(partition.length),
            });
          }
        }
        this.sent++;
        for (const wake of this.waiters.splice(0)) wake();
      },
    };
  }

  private consumer(config: ConsumerConfig): KafkaConsumer {
    this.consumerConfigs.push(config);
    const { groupId } = config;
    let topics: string[] = [];
    let running = false;
    let loop: Promise<void> | undefined;
    const poll = async (run: ConsumerRunConfig) => {
      while (running) {
        const sentBefore = this.sent;
        let progressed = false;
        for (const topic of topics) {
          for (const [partition, messages] of this.partitionsOf(topic).entries()) {
            const key = `${groupId}|${topic}|${partition}`;
            for (let offset = this.committed.get(key) ?? 0; running && offset < messages.length; offset++) {
              try {
                await run.eachMessage!({ topic, partition, message: messages[offset]!, heartbeat: async () => undefined, pause: () => () => undefined });
              } catch {
                // kafkajs restarts the consumer after a pause and fetches again from the committed offset.
                await new Promise((resolve) => setTimeout(resolve, 50));
                progressed = true;
                break;
              }
              this.committed.set(key, offset + 1);
              progressed = true;
            }
          }
        }
        if (!progressed && running && this.sent === sentBefore) await new Promise<void>((resolve) => this.waiters.push(resolve));
      }
    };
    return {
      connect: async () => {
        if (this.members.has(groupId)) throw new Error(`InMemoryKafka supports one member per group ('${groupId}')`);
        this.members.add(groupId);
      },
      disconnect: async () => {
        running = false;
        for (const wake of this.waiters.splice(0)) wake();
        await loop;
        this.members.delete(groupId);
      },
      subscribe: async ({ topics: wanted }: ConsumerSubscribeTopics) => {
        topics = wanted.map((topic) => {
          if (typeof topic !== 'string') throw new Error('InMemoryKafka subscribes to named topics only');
          this.partitionsOf(topic);
          return topic;
        });
      },
      run: async (run) => {
        running = true;
        loop = poll(run ?? {});
      },
    };
  }

  private partitionsOf(topic: string): KafkaMessage[][] {
    const partitions = this.topics.get(topic);
    if (!partitions) throw new Error(`This server does not host this topic-partition: ${topic}`);
    return partitions;
  }
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}
