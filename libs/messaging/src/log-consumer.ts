import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { checkpointOf, type EventStore, type GlobalCheckpoint } from '@meridian/eventstore';
import { lockBusCheckpoint, readBusCheckpoint, sameCheckpoint, writeBusCheckpoint } from './bus-checkpoints';
import type { DeliveryObserver } from './delivery-observer';
import { handleOnceIn, handleRunOnceIn, RunHandlerFailed, type InboxOutcome } from './inbox';
import type { IntegrationEvent } from './integration-event';
import { logStreamsToRead, toIntegrationEvent, type PublishedEvents } from './log-event-mapping';
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
 * How soon a reader looks again at events committed behind a still-open older transaction: such a
 * transaction is usually one request's, a few milliseconds, while the next NOTIFY may not come for a
 * while (the poll is a second). Doubled at each look that still finds them hidden, up to the poll's
 * second, so a long transaction (a rebuild) does not keep every consumer looking.
 */
const HORIZON_RETRY_MS = { first: 10, most: 1000 };

/**
 * One subscription reading the global log. The events of a read that it takes commit their effects,
 * their inbox rows and the checkpoint past the read in one transaction (one at a time, each with the
 * checkpoint past it, when a handler of the run fails), under a lock on the checkpoint row; if the
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
    let hiddenLooks = 0;
    while (this.active) {
      this.woken = false;
      const readSomething = await retryUntilDone(() => this.catchUpOnce(), {
        policy: this.settings.policy,
        signal: this.abort.signal,
        onFailure: (error) => this.settings.observer.transportError(error, `${this.subscription.consumer} could not read the log`),
      });
      if (readSomething === STOPPED) return;
      hiddenLooks = readSomething === 'behind-horizon' ? hiddenLooks + 1 : 0;
      const lookAgainMs = hiddenLooks > 0 ? Math.min(HORIZON_RETRY_MS.first * 2 ** (hiddenLooks - 1), HORIZON_RETRY_MS.most) : undefined;
      // Checked synchronously with the sleep, so a stop() that arrived during the read is not missed.
      if (readSomething !== true && !this.woken && this.active) await this.sleepUntilWoken(lookAgainMs);
    }
  }

  private sleepUntilWoken(atMostMs?: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = atMostMs === undefined ? undefined : setTimeout(() => this.wakeWaiter?.(), atMostMs);
      this.wakeWaiter = () => {
        this.wakeWaiter = undefined;
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /**
   * True when it read something; 'behind-horizon' when the log had events after the checkpoint that
   * are committed but not readable yet (an older transaction is still open); false when it had none.
   */
  private async catchUpOnce(): Promise<boolean | 'behind-horizon'> {
    const { store, published, batchSize } = this.settings;
    const checkpoint = await readBusCheckpoint(this.pool, this.subscription.consumer);
    const streams = logStreamsToRead(published);
    const batch = await store.readAll(checkpoint, batchSize, undefined, streams);
    if (batch.length === 0) return (await store.committedBeyondHorizon(checkpoint, streams)) && 'behind-horizon';
    const read = batch.map((recorded) => ({ next: checkpointOf(recorded), event: toIntegrationEvent(recorded, published) }));
    const taken = read.filter((entry): entry is { next: GlobalCheckpoint; event: IntegrationEvent } => !!entry.event && subscriptionMatches(this.subscription, entry.event));
    const delivered = taken.length > 1 ? await this.deliverRun(taken.map((entry) => entry.event), checkpoint, read[read.length - 1]!.next) : { failed: undefined };
    if (delivered === 'all') return true;
    return this.deliverOneByOne(read, checkpoint, delivered.failed);
  }

  /**
   * The batch's events this subscription takes, and the checkpoint past the whole batch, in one
   * transaction. If it fails nothing is kept, and the event whose handler failed is reported.
   */
  private async deliverRun(run: IntegrationEvent[], from: GlobalCheckpoint, to: GlobalCheckpoint): Promise<'all' | { failed: IntegrationEvent | undefined }> {
    const { consumer, handle } = this.subscription;
    let outcomes: InboxOutcome[] | 'checkpoint-moved';
    try {
      outcomes = await inTransaction(this.pool, async (tx) => {
        if (!sameCheckpoint(await lockBusCheckpoint(tx, consumer), from)) return 'checkpoint-moved' as const;
        const handled = await handleRunOnceIn(tx, consumer, run, handle);
        await writeBusCheckpoint(tx, consumer, to);
        return handled;
      });
    } catch (error) {
      if (!(error instanceof RunHandlerFailed)) return { failed: undefined };
      this.settings.observer.handlerFailed(error.cause, error.event, consumer, 1);
      return { failed: error.event };
    }
    if (outcomes !== 'checkpoint-moved') run.forEach((event, index) => outcomes[index] === 'duplicate' && this.settings.observer.duplicateIgnored(event, consumer));
    return 'all';
  }

  private async deliverOneByOne(
    read: { next: GlobalCheckpoint; event: IntegrationEvent | undefined }[],
    from: GlobalCheckpoint,
    failedInRun: IntegrationEvent | undefined,
  ): Promise<boolean> {
    let checkpoint = from;
    let skippedTo: GlobalCheckpoint | undefined;
    for (const { next, event } of read) {
      if (!event || !subscriptionMatches(this.subscription, event)) {
        skippedTo = next;
        continue;
      }
      const delivery = await this.deliverWithRetry(event, checkpoint, next, event === failedInRun ? 1 : 0);
      if (delivery === STOPPED || delivery === 'checkpoint-moved') return true;
      if (delivery === 'duplicate') this.settings.observer.duplicateIgnored(event, this.subscription.consumer);
      checkpoint = next;
      skippedTo = undefined;
    }
    if (skippedTo) await this.advance(checkpoint, skippedTo);
    return true;
  }

  private deliverWithRetry(event: IntegrationEvent, from: GlobalCheckpoint, to: GlobalCheckpoint, failedBefore: number) {
    const { consumer } = this.subscription;
    return retryUntilDone(() => this.deliver(event, from, to), {
      policy: this.settings.policy,
      signal: this.abort.signal,
      failedBefore,
      onFailure: (error, attempt) => this.settings.observer.handlerFailed(error, event, consumer, attempt),
      onRecovered: (failed) => this.settings.observer.recovered(event, consumer, failed),
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
