import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { EventStore, START_OF_LOG, type GlobalCheckpoint } from '@meridian/eventstore';
import { writeBusCheckpoint } from './bus-checkpoints';
import { withDefaults, type DeliveryObserver } from './delivery-observer';
import type { IntegrationEvent } from './integration-event';
import type { LiveListener, LiveMessage } from './live-channel';
import { LogConsumer, type LogConsumerSettings } from './log-consumer';
import { NotificationListener } from './notification-listener';
import { PostgresLiveChannel } from './postgres-live-channel';
import { logStreamFor, notificationConcerns, toLogEvent, type PublishedEvents } from './log-event-mapping';
import { SubscriptionRegistry, type MessageBus, type Subscription } from './message-bus';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';

export interface PostgresLogBusOptions {
  /** Recorded event types published straight from the log, with their source (see log-event-mapping). */
  published?: PublishedEvents;
  pollMs?: number;
  batchSize?: number;
  retry?: Partial<RetryPolicy>;
  observer?: DeliveryObserver;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Several processes on one database: the event store's global log is the bus. Each subscription reads
 * it from its own checkpoint (`bus_checkpoints`; a new consumer starts at the beginning of the log),
 * woken by the append's NOTIFY and by a poll, since a NOTIFY can arrive before an older transaction
 * commits and lets the event through. `readAll` never passes an uncommitted transaction, so no event
 * is skipped.
 */
export class PostgresLogBus implements MessageBus {
  private readonly consumers = new SubscriptionRegistry<LogConsumer>();
  private readonly settings: LogConsumerSettings;
  private readonly pollMs: number;
  private running = false;
  private listener?: NotificationListener;
  private readonly live: PostgresLiveChannel;

  constructor(
    private readonly store: EventStore,
    options: PostgresLogBusOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.settings = {
      store,
      published: options.published ?? {},
      batchSize: options.batchSize ?? 200,
      policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      observer: withDefaults(options.observer),
    };
    this.live = new PostgresLiveChannel(store.pool, this.settings.observer.transportError);
  }

  publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void> {
    return this.live.publishLive(topic, messages);
  }

  listenLive(topic: string, listener: LiveListener): Promise<void> {
    return this.live.listenLive(topic, listener);
  }

  /**
   * Appends the events to the log, each source and stream id in its own `$bus:` stream. An event id
   * already in the log is not appended again, so publishing twice is harmless.
   */
  async publish(events: IntegrationEvent[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.store.pool, (tx) => this.appendNew(tx, events));
      } catch (error) {
        // A concurrent publish of the same id won the race; the next attempt sees it and skips it.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 3) throw error;
      }
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const consumer = new LogConsumer(subscription, this.settings);
    this.consumers.add(consumer);
    if (this.running) consumer.start();
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    // Every commit to the event store notifies with a stream id. Only the consumers it concerns wake:
    // waking every consumer of every process on each order or ledger entry cost more than the deliveries.
    const wake = (streamId?: string) => {
      for (const consumer of this.consumers.entries()) if (notificationConcerns(consumer.subscription, streamId, this.settings.published)) consumer.wake();
    };
    this.listener = new NotificationListener(this.store.pool, EventStore.notifyChannel, this.pollMs, wake, this.settings.observer);
    await this.listener.start();
    for (const consumer of this.consumers.entries()) consumer.start();
    await this.live.start();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.live.stop();
    await this.listener?.stop();
    this.listener = undefined;
    await Promise.all(this.consumers.entries().map((consumer) => consumer.stop()));
  }

  /** Moves a consumer's checkpoint back (to replay); its inbox keeps the replay from repeating effects. */
  async rewind(consumer: string, to: GlobalCheckpoint = START_OF_LOG): Promise<void> {
    await writeBusCheckpoint(this.store.pool, consumer, to);
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const consumer of this.consumers.entries()) consumer.wake();
  }

  private async appendNew(tx: PoolClient, events: readonly IntegrationEvent[]): Promise<void> {
    const { rows } = await tx.query<{ event_id: string }>('SELECT event_id::text FROM events WHERE event_id = ANY($1::uuid[])', [
      events.map((event) => event.id),
    ]);
    const seen = new Set(rows.map((row) => row.event_id));
    const idOf = (event: IntegrationEvent) => event.id.toLowerCase();
    const byStream = new Map<string, IntegrationEvent[]>();
    for (const event of events) {
      if (seen.has(idOf(event))) continue;
      seen.add(idOf(event));
      const stream = logStreamFor(event);
      byStream.set(stream, [...(byStream.get(stream) ?? []), event]);
    }
    for (const [stream, fresh] of byStream) await this.store.append(stream, fresh.map(toLogEvent), 'any', { client: tx });
  }
}
