import type { Pool } from 'pg';
import type { DeliveryObserver } from './delivery-observer';
import { handleOnce } from './inbox';
import type { IntegrationEvent } from './integration-event';
import type { Subscription } from './message-bus';
import { retryUntilDone, STOPPED, type RetryPolicy } from './retry-policy';

/**
 * One subscription's queue: events are handled one at a time in the order they were published, and a
 * failing event is retried in place, holding back only this subscription.
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
    const { consumer, handle } = this.subscription;
    const signal = this.abort.signal;
    while (this.active && this.pending.length > 0) {
      const event = this.pending[0]!;
      const outcome = await retryUntilDone(() => handleOnce(this.pool, consumer, event, handle), {
        policy: this.policy,
        signal,
        onFailure: (error, attempt) => this.observer.handlerFailed(error, event, consumer, attempt),
      });
      if (outcome === STOPPED) return;
      if (outcome === 'duplicate') this.observer.duplicateIgnored(event, consumer);
      this.pending.shift();
    }
  }
}
