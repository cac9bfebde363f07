import type { Pool } from 'pg';
import { withDefaults, type DeliveryObserver } from './delivery-observer';
import { InProcessQueue } from './in-process-queue';
import type { IntegrationEvent } from './integration-event';
import { checkLiveTopic, LiveListeners, type LiveListener, type LiveMessage } from './live-channel';
import { SubscriptionRegistry, subscriptionMatches, type MessageBus, type Subscription } from './message-bus';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';

export interface InProcessBusOptions {
  retry?: Partial<RetryPolicy>;
  observer?: DeliveryObserver;
}

/**
 * The embedded single process's bus: publish queues each event for every matching subscription and
 * returns; each subscription handles its queue in order through its inbox. The queues live in memory,
 * so an event is delivered to the subscriptions that exist when it is published, and what is queued
 * when the process dies is lost unless it is published again (the outbox relay does that for rows it
 * had not marked yet; the inboxes make the repeat harmless).
 */
export class InProcessBus implements MessageBus {
  private readonly queues = new SubscriptionRegistry<InProcessQueue>();
  private readonly policy: RetryPolicy;
  private readonly observer: Required<DeliveryObserver>;
  private readonly live: LiveListeners;
  private running = false;

  constructor(
    private readonly pool: Pool,
    options: InProcessBusOptions = {},
  ) {
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.observer = withDefaults(options.observer);
    this.live = new LiveListeners(this.observer.transportError);
  }

  /** Live messages reach this process's listeners at once, inside the call, in publish order. */
  async publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void> {
    for (const message of messages) this.live.deliver(topic, message);
  }

  async listenLive(topic: string, listener: LiveListener): Promise<void> {
    this.live.add(checkLiveTopic(topic), listener);
  }

  async publish(events: IntegrationEvent[]): Promise<void> {
    for (const queue of this.queues.entries()) {
      const matching = events.filter((event) => subscriptionMatches(queue.subscription, event));
      if (matching.length > 0) queue.enqueue(matching);
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    const queue = new InProcessQueue(subscription, this.pool, this.policy, this.observer);
    this.queues.add(queue);
    if (this.running) queue.start();
  }

  async start(): Promise<void> {
    this.running = true;
    for (const queue of this.queues.entries()) queue.start();
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.queues.entries().map((queue) => queue.stop()));
  }

  /** Waits until everything published so far, and whatever its handlers published, was handled. */
  async drain(): Promise<void> {
    if (!this.running) throw new Error('drain() needs a started bus');
    for (;;) {
      const queues = this.queues.entries();
      await Promise.all(queues.map((queue) => queue.idle()));
      // A handler may have published again while the others were finishing.
      if (queues.every((queue) => queue.isIdle())) return;
    }
  }
}
