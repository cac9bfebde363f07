import type { PoolClient } from 'pg';
import type { IntegrationEvent } from './integration-event';
import type { LiveChannel } from './live-channel';

/** Runs in an open transaction that also holds the consumer's inbox row: write the effects with `tx`. */
export type IntegrationEventHandler = (event: IntegrationEvent, tx: PoolClient) => Promise<void>;

export interface Subscription {
  /** Names the consumer's inbox (and its checkpoint or consumer group): one subscription per name. */
  consumer: string;
  /** Only events from these bounded contexts; every source when left out. */
  sources?: string[];
  /** Only events of these types; every type when left out. */
  types?: string[];
  handle: IntegrationEventHandler;
}

/** The part of a transport that the outbox relay feeds. */
export interface EventPublisher {
  publish(events: IntegrationEvent[]): Promise<void>;
}

/** The durable channel (publish, subscribe: outbox and inbox) and the live one (publishLive, listenLive: live-channel.ts). */
export interface MessageBus extends EventPublisher, LiveChannel {
  subscribe(subscription: Subscription): Promise<void>;
  start(): Promise<void>;
  /** Waits for the handlers in flight, then releases every connection; undelivered events stay for later. */
  stop(): Promise<void>;
}

export function subscriptionMatches(subscription: Pick<Subscription, 'sources' | 'types'>, event: IntegrationEvent): boolean {
  return (
    (subscription.sources === undefined || subscription.sources.includes(event.source)) &&
    (subscription.types === undefined || subscription.types.includes(event.type))
  );
}

/** One inbox per consumer name: a second subscription under the same name would see every event as handled. */
export class SubscriptionRegistry<Entry extends { subscription: Subscription }> {
  private readonly byConsumer = new Map<string, Entry>();

  add(entry: Entry): void {
    const name = entry.subscription.consumer;
    if (!name) throw new Error('a subscription needs a consumer name');
    if (this.byConsumer.has(name)) throw new Error(`consumer '${name}' is already subscribed`);
    this.byConsumer.set(name, entry);
  }

  entries(): Entry[] {
    return [...this.byConsumer.values()];
  }
}
