import type { Pool } from 'pg';
import { inTransaction, prepared } from '@meridian/database';
import { withDefaults, type DeliveryObserver } from './delivery-observer';
import type { IntegrationEvent } from './integration-event';
import type { EventPublisher } from './message-bus';
import { NotificationListener } from './notification-listener';
import { OUTBOX_CHANNEL } from './outbox';

export interface OutboxRelayOptions {
  batchSize?: number;
  pollMs?: number;
  observer?: DeliveryObserver;
}

/*
 * Rows locked by another relay are skipped (SKIP LOCKED), and so is every row whose key has an earlier
 * unpublished row outside this batch: that row belongs to another relay, and publishing past it would
 * reorder its stream. The statement's snapshot can only make this check more cautious, never less.
 */
const CLAIM_BATCH = `
  WITH claimed AS (
    SELECT id, key, payload FROM outbox
     WHERE published_at IS NULL
     ORDER BY id
     LIMIT $1
     FOR UPDATE SKIP LOCKED
  )
  SELECT c.id, c.payload FROM claimed c
   WHERE NOT EXISTS (
     SELECT 1 FROM outbox earlier
      WHERE earlier.key = c.key AND earlier.published_at IS NULL AND earlier.id < c.id
        AND earlier.id NOT IN (SELECT id FROM claimed))
   ORDER BY c.id`;

/**
 * Publishes the outbox in order through a transport and marks what it published, at least once: a
 * crash after publishing and before the commit publishes those rows again, and the consumers'
 * inboxes ignore the repeat. Several relays can run against one database.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly observer: Required<DeliveryObserver>;
  private listener?: NotificationListener;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly pool: Pool,
    private readonly publisher: EventPublisher,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.pollMs = options.pollMs ?? 1000;
    this.observer = withDefaults(options.observer);
  }

  /** Publishes one batch in one transaction; returns how many rows it published. */
  relayOnce(): Promise<number> {
    return inTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ id: string; payload: IntegrationEvent }>(prepared({ text: CLAIM_BATCH, values: [this.batchSize] }));
      if (rows.length === 0) return 0;
      await this.publisher.publish(rows.map((row) => row.payload));
      await tx.query(prepared({ text: 'UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])', values: [rows.map((row) => row.id)] }));
      return rows.length;
    });
  }

  /** Relays until this relay finds nothing it may publish. */
  async relayAll(): Promise<number> {
    let total = 0;
    for (let published = await this.relayOnce(); published > 0; published = await this.relayOnce()) total += published;
    return total;
  }

  /** Relays whenever a writer notifies, and on a poll as a safety net. */
  async start(): Promise<void> {
    this.listener = new NotificationListener(this.pool, OUTBOX_CHANNEL, this.pollMs, () => this.wake(), this.observer);
    await this.listener.start();
    this.wake();
  }

  async stop(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    await listener?.stop();
    await this.running;
  }

  private wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.relayAll();
        } catch (error) {
          this.observer.transportError(error, 'outbox relay failed to publish; the rows stay for the next pass');
        }
      } while (this.again && this.listener);
    })().finally(() => {
      this.running = undefined;
    });
  }
}
