import { Kafka, logLevel, Partitioners, type ConsumerConfig, type EachMessagePayload } from 'kafkajs';
import type { Pool } from 'pg';
import { withDefaults, type DeliveryObserver } from './delivery-observer';
import { handleOnce } from './inbox';
import type { IntegrationEvent } from './integration-event';
import type { KafkaAdmin, KafkaClient, KafkaConsumer, KafkaProducer } from './kafka-client';
import { KafkaLiveChannel } from './kafka-live-channel';
import { fromKafkaMessage, toKafkaMessage } from './kafka-message';
import type { LiveListener, LiveMessage } from './live-channel';
import { SubscriptionRegistry, subscriptionMatches, type MessageBus, type Subscription } from './message-bus';
import { DEFAULT_RETRY_POLICY, retryUntilDone, STOPPED, type RetryPolicy } from './retry-policy';
import { topicFor } from './topics';

export interface KafkaBusOptions {
  pool: Pool;
  brokers?: string[];
  /** A ready client instead of `brokers` (in tests, the mock cluster's: testing/kafka-mock/). */
  kafka?: KafkaClient;
  clientId?: string;
  /** Bounded contexts whose topics a subscription without `sources` reads, and which start() creates. */
  sources?: string[];
  partitions?: number;
  /** Consumer group timings (kafkajs's names and defaults); a broker bounds the session timeout. */
  group?: Pick<ConsumerConfig, 'sessionTimeout' | 'rebalanceTimeout' | 'heartbeatInterval' | 'maxWaitTimeInMs'>;
  retry?: Partial<RetryPolicy>;
  observer?: DeliveryObserver;
}

interface KafkaSubscription {
  subscription: Subscription;
  consumer?: KafkaConsumer;
}

/**
 * A topic per bounded context (`meridian.<source>`), keyed by stream id, from an idempotent producer
 * that keeps one request in flight so a retried send cannot reorder a partition. Each subscription is
 * a consumer group named after its consumer, handling one message at a time through its inbox; a
 * failing handler is retried in place with back-off, and the offset is committed only after it
 * succeeds. A new group reads its topics from the beginning (the inbox ignores what it already handled).
 */
export class KafkaBus implements MessageBus {
  private readonly kafka: KafkaClient;
  private readonly subscriptions = new SubscriptionRegistry<KafkaSubscription>();
  private readonly policy: RetryPolicy;
  private readonly observer: Required<DeliveryObserver>;
  private readonly knownTopics = new Set<string>();
  private producer?: Promise<KafkaProducer>;
  private admin?: Promise<KafkaAdmin>;
  private abort = new AbortController();
  private running = false;
  private readonly live: KafkaLiveChannel;

  constructor(private readonly options: KafkaBusOptions) {
    if (!options.kafka && !options.brokers?.length) throw new Error('KafkaBus needs brokers');
    this.kafka =
      options.kafka ?? new Kafka({ clientId: options.clientId ?? 'meridian', brokers: options.brokers!, logLevel: logLevel.WARN });
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.observer = withDefaults(options.observer);
    this.live = new KafkaLiveChannel({
      kafka: this.kafka,
      ensureTopics: (topics) => this.ensureTopics(topics),
      group: options.group,
      report: this.observer.transportError,
    });
  }

  publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void> {
    return this.live.publishLive(topic, messages);
  }

  listenLive(topic: string, listener: LiveListener): Promise<void> {
    return this.live.listenLive(topic, listener);
  }

  async publish(events: IntegrationEvent[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, IntegrationEvent[]>();
    for (const event of events) {
      const topic = topicFor(event.source);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), event]);
    }
    await this.ensureTopics([...byTopic.keys()]);
    const producer = await this.connectProducer();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, batch]) => ({ topic, messages: batch.map(toKafkaMessage) })),
    });
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const entry: KafkaSubscription = { subscription };
    this.subscriptions.add(entry);
    if (this.running) await this.startConsumer(entry);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    const entries = this.subscriptions.entries();
    const topics = entries.flatMap((entry) => this.topicsOf(entry.subscription));
    await this.ensureTopics([...(this.options.sources ?? []).map(topicFor), ...topics]);
    // The groups join side by side: a broker holds a group's first join for its initial rebalance
    // delay (3 s by default), which one after the other would add up per subscription.
    const started = await Promise.allSettled([...entries.map((entry) => this.startConsumer(entry)), this.live.start()]);
    const failed = started.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.abort.abort();
    await this.live.stop();
    const entries = this.subscriptions.entries();
    // kafkajs waits for the message in flight before it leaves the group.
    await Promise.all(entries.map((entry) => entry.consumer?.disconnect()));
    for (const entry of entries) entry.consumer = undefined;
    const [producer, admin] = [this.producer, this.admin];
    this.producer = this.admin = undefined;
    await Promise.all([producer?.then((p) => p.disconnect()), admin?.then((a) => a.disconnect())]);
  }

  private topicsOf(subscription: Subscription): string[] {
    const sources = subscription.sources ?? this.options.sources ?? [];
    if (sources.length === 0) {
      throw new Error(`consumer '${subscription.consumer}' names no sources and the bus knows none (KafkaBusOptions.sources)`);
    }
    return sources.map(topicFor);
  }

  private async startConsumer(entry: KafkaSubscription): Promise<void> {
    const { subscription } = entry;
    const topics = this.topicsOf(subscription);
    await this.ensureTopics(topics);
    const consumer = this.kafka.consumer({ ...this.options.group, groupId: subscription.consumer, allowAutoTopicCreation: false });
    await consumer.connect();
    entry.consumer = consumer;
    await consumer.subscribe({ topics, fromBeginning: true });
    const signal = this.abort.signal;
    await consumer.run({ partitionsConsumedConcurrently: 1, eachMessage: (payload) => this.deliver(subscription, signal, payload) });
  }

  private async deliver(subscription: Subscription, signal: AbortSignal, { topic, message, heartbeat }: EachMessagePayload): Promise<void> {
    let event: IntegrationEvent;
    try {
      event = fromKafkaMessage(message.value);
    } catch (error) {
      this.observer.transportError(error, `${subscription.consumer} skipped unreadable message ${topic}@${message.offset}`);
      return;
    }
    if (!subscriptionMatches(subscription, event)) return;
    const outcome = await retryUntilDone(() => handleOnce(this.options.pool, subscription.consumer, event, subscription.handle), {
      policy: this.policy,
      signal,
      onFailure: async (error, attempt) => {
        this.observer.handlerFailed(error, event, subscription.consumer, attempt);
        await heartbeat().catch(() => undefined);
      },
      onRecovered: (failed) => this.observer.recovered(event, subscription.consumer, failed),
    });
    // Throwing keeps the offset uncommitted: the group delivers the event again after a restart.
    if (outcome === STOPPED) throw new Error(`bus stopped before ${subscription.consumer} handled ${event.id}`);
    if (outcome === 'duplicate') this.observer.duplicateIgnored(event, subscription.consumer);
  }

  private connectProducer(): Promise<KafkaProducer> {
    this.producer ??= connectOrForget(
      this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        // Java-compatible key hashing, named explicitly so kafkajs does not warn about its old default.
        createPartitioner: Partitioners.DefaultPartitioner,
      }),
      () => (this.producer = undefined),
    );
    return this.producer;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = [...new Set(topics)].filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    this.admin ??= connectOrForget(this.kafka.admin(), () => (this.admin = undefined));
    const admin = await this.admin;
    await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3 })), waitForLeaders: true });
    for (const topic of missing) this.knownTopics.add(topic);
  }
}

/** A failed connection is forgotten, so the next call tries again instead of failing forever. */
async function connectOrForget<Client extends { connect(): Promise<void> }>(client: Client, forget: () => void): Promise<Client> {
  try {
    await client.connect();
    return client;
  } catch (error) {
    forget();
    throw error;
  }
}
