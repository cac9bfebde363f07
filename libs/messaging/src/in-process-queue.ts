import type { Pool } from 'pg';
import type { DeliveryObserver } from './delivery-observer';
import { inTransaction } from '@meridian/database';
import { handleOnce, handleRunOnceIn, RunHandlerFailed, type InboxOutcome } from './inbox';
import type { IntegrationEvent } from './integration-event';
import type { Subscription } from './message-bus';
import { retryUntilDone, STOPPED, type RetryPolicy } from './retry-policy';

/** At most this many queued events are handled in one transaction. */
const RUN_LIMIT = 64;

/**
 * One subscription's queue: events are handled in the order they were published, those queued
 * together in one transaction (one inbox statement and one commit for the run, not three round trips
 * per event); a run whose handler fails is handed over one event at a time, and the failing event is
 * retried in place, holding back only this subscription.
 */
export class InProcessQueue {
  private readonly pending: IntegrationEvent[] = [];
  private pump?: Promise<void>;
  private active = false;
  private abort = new AbortController();
  private idleWaiters: Array<() => void> = [];

  constructor(
    readonly subscription: Subscription,
    private readonly pool: Pool,
    private readonly policy: RetryPolicy,
    private readonly observer: Required<DeliveryObserver>,
  ) {}

  enqueue(events: readonly IntegrationEvent[]): void {
    this.pending.push(...events);
    this.kick();
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.abort = new AbortController();
    this.kick();
  }

  /** Waits for the event in flight; what is still queued stays for a later start. */
  async stop(): Promise<void> {
    this.active = false;
    this.abort.abort();
    await this.pump;
  }

  /** Resolves once nothing is queued or in flight. */
  isIdle(): boolean {
    return !this.pump && this.pending.length === 0;
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private kick(): void {
    if (!this.active || this.pump || this.pending.length === 0) return;
    this.pump = this.deliverPending().finally(() => {
      this.pump = undefined;
      if (this.active && this.pending.length > 0) return this.kick();
      if (this.pending.length === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
    });
  }

  private async deliverPending(): Promise<void> {
    while (this.active && this.pending.length > 0) {
      const run = this.pending.slice(0, RUN_LIMIT);
      const delivered = run.length > 1 ? await this.deliverRun(run) : { failed: undefined };
      if (delivered === 'all') continue;
      // A single event, or a run that failed: one at a time, each retried in place.
      for (const event of run) {
        if (!this.active || (await this.deliverFirst(event === delivered.failed ? 1 : 0)) === STOPPED) return;
      }
    }
  }

  /** The run's effects and inbox rows in one transaction; if it fails, nothing is kept, and the event whose handler failed is reported. */
  private async deliverRun(run: readonly IntegrationEvent[]): Promise<'all' | { failed: IntegrationEvent | undefined }> {
    const { consumer, handle } = this.subscription;
    let outcomes: InboxOutcome[];
    try {
      outcomes = await inTransaction(this.pool, (tx) => handleRunOnceIn(tx, consumer, run, handle));
    } catch (error) {
      if (!(error instanceof RunHandlerFailed)) return { failed: undefined };
      this.observer.handlerFailed(error.cause, error.event, consumer, 1);
      return { failed: error.event };
    }
    this.pending.splice(0, run.length);
    run.forEach((event, index) => outcomes[index] === 'duplicate' && this.observer.duplicateIgnored(event, consumer));
    return 'all';
  }

  private async deliverFirst(failedBefore: number): Promise<InboxOutcome | typeof STOPPED> {
    const { consumer, handle } = this.subscription;
    const event = this.pending[0]!;
    const outcome = await retryUntilDone(() => handleOnce(this.pool, consumer, event, handle), {
      policy: this.policy,
      signal: this.abort.signal,
      failedBefore,
      onFailure: (error, attempt) => this.observer.handlerFailed(error, event, consumer, attempt),
      onRecovered: (failed) => this.observer.recovered(event, consumer, failed),
    });
    if (outcome === STOPPED) return STOPPED;
    if (outcome === 'duplicate') this.observer.duplicateIgnored(event, consumer);
    this.pending.shift();
    return outcome;
  }
}
