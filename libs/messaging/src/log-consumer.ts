import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { checkpointOf, type EventStore, type GlobalCheckpoint } from '@meridian/eventstore';
import { lockBusCheckpoint, readBusCheckpoint, sameCheckpoint, writeBusCheckpoint } from './bus-checkpoints';
import type { DeliveryObserver } from './delivery-observer';
import { handleOnceIn, type InboxOutcome } from './inbox';
import type { IntegrationEvent } from './integration-event';
import { toIntegrationEvent, type PublishedEvents } from './log-event-mapping';
import { subscriptionMatches, type Subscription } from './message-bus';
import { retryUntilDone, STOPPED, type RetryPolicy } from './retry-policy';

export interface LogConsumerSettings {
  store: EventStore;
  published: PublishedEvents;
  batchSize: number;
  policy: RetryPolicy;
  observer: Required<DeliveryObserver>;
}

type Delivery = InboxOutcome | 'checkpoint-moved';

/**
 * One subscription reading the global log. Each delivered event commits its effects, its inbox row
 * and the checkpoint past it in one transaction, under a lock on the checkpoint row; if the
 * checkpoint is no longer where this reader left it (another process of the same consumer, or a
 * rewind), it reads again from the stored checkpoint instead.
 */
export class LogConsumer {
  private active = false;
  private abort = new AbortController();
  private loop?: Promise<void>;
  private woken = false;
  private wakeWaiter?: () => void;

  constructor(
    readonly subscription: Subscription,
    private readonly settings: LogConsumerSettings,
  ) {}

  private get pool(): Pool {
    return this.settings.store.pool;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.abort = new AbortController();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.active = false;
    this.abort.abort();
    this.wakeWaiter?.();
    await this.loop;
  }

  /** New events may be visible: read again even if the last read found nothing. */
  wake(): void {
    this.woken = true;
    this.wakeWaiter?.();
  }

  private async run(): Promise<void> {
    while (this.active) {
      this.woken = false;
      const readSomething = await retryUntilDone(() => this.catchUpOnce(), {
        policy: this.settings.policy,
        signal: this.abort.signal,
        onFailure: (error) => this.settings.observer.transportError(error, `${this.subscription.consumer} could not read the log`),
      });
      if (readSomething === STOPPED) return;
      // Checked synchronously with the sleep, so a stop() that arrived during the read is not missed.
      if (!readSomething && !this.woken && this.active) await this.sleepUntilWoken();
    }
  }

  private sleepUntilWoken(): Promise<void> {
    return new Promise((resolve) => {
      this.wakeWaiter = () => {
        this.wakeWaiter = undefined;
        resolve();
      };
    });
  }

  /** Returns false when the log had nothing after the checkpoint. */
  private async catchUpOnce(): Promise<boolean> {
    const { store, published, batchSize } = this.settings;
    let checkpoint = await readBusCheckpoint(this.pool, this.subscription.consumer);
    const batch = await store.readAll(checkpoint, batchSize);
    if (batch.length === 0) return false;
    let skippedTo: GlobalCheckpoint | undefined;
    for (const recorded of batch) {
      const next = checkpointOf(recorded);
      const event = toIntegrationEvent(recorded, published);
      if (!event || !subscriptionMatches(this.subscription, event)) {
        skippedTo = next;
        continue;
      }
      const delivery = await this.deliverWithRetry(event, checkpoint, next);
      if (delivery === STOPPED || delivery === 'checkpoint-moved') return true;
      if (delivery === 'duplicate') this.settings.observer.duplicateIgnored(event, this.subscription.consumer);
      checkpoint = next;
      skippedTo = undefined;
    }
    if (skippedTo) await this.advance(checkpoint, skippedTo);
    return true;
  }

  private deliverWithRetry(event: IntegrationEvent, from: GlobalCheckpoint, to: GlobalCheckpoint) {
    const { consumer } = this.subscription;
    return retryUntilDone(() => this.deliver(event, from, to), {
      policy: this.settings.policy,
      signal: this.abort.signal,
      onFailure: (error, attempt) => this.settings.observer.handlerFailed(error, event, consumer, attempt),
    });
  }

  private deliver(event: IntegrationEvent, from: GlobalCheckpoint, to: GlobalCheckpoint): Promise<Delivery> {
    const { consumer, handle } = this.subscription;
    return inTransaction(this.pool, async (tx) => {
      if (!sameCheckpoint(await lockBusCheckpoint(tx, consumer), from)) return 'checkpoint-moved';
      const outcome = await handleOnceIn(tx, consumer, event, handle);
      await writeBusCheckpoint(tx, consumer, to);
      return outcome;
    });
  }

  /** Moves past events this subscription does not take, so the next read starts after them. */
  private advance(from: GlobalCheckpoint, to: GlobalCheckpoint): Promise<void> {
    return inTransaction(this.pool, async (tx) => {
      if (sameCheckpoint(await lockBusCheckpoint(tx, this.subscription.consumer), from)) {
        await writeBusCheckpoint(tx, this.subscription.consumer, to);
      }
    });
  }
}
