import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { EventStore } from './event-store';
import { checkpointOf, START_OF_LOG, type GlobalCheckpoint, type RecordedEvent } from './types';

/** A read model fed from the global log. Rows and checkpoint are written in one transaction. */
export interface Projection {
  name: string;
  handle(event: RecordedEvent, client: PoolClient): Promise<void>;
  /** Empties the read model's tables, for a rebuild from zero. */
  reset(client: PoolClient): Promise<void>;
}

export async function readCheckpoint(db: Pick<PoolClient, 'query'>, name: string, lock = false): Promise<GlobalCheckpoint> {
  await db.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [name],
  );
  const row = rows[0];
  return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.global_position) } : START_OF_LOG;
}

async function writeCheckpoint(client: PoolClient, name: string, checkpoint: GlobalCheckpoint): Promise<void> {
  await client.query(
    `UPDATE projection_checkpoints SET transaction_id = $2::text::xid8, global_position = $3, updated_at = now() WHERE name = $1`,
    [name, checkpoint.transactionId.toString(), checkpoint.position.toString()],
  );
}

/**
 * Processes one batch for a projection: locks its checkpoint (so two processes never run the same
 * projection's batch at once), applies the events and moves the checkpoint, all in one transaction.
 * Returns how many events it applied.
 */
export async function runProjectionBatch(store: EventStore, projection: Projection, batchSize = 500): Promise<number> {
  return inTransaction(store.pool, async (client) => {
    const checkpoint = await readCheckpoint(client, projection.name, true);
    const events = await store.readAll(checkpoint, batchSize, client);
    for (const event of events) await projection.handle(event, client);
    if (events.length > 0) await writeCheckpoint(client, projection.name, checkpointOf(events[events.length - 1]!));
    return events.length;
  });
}

export async function catchUpProjection(store: EventStore, projection: Projection, batchSize = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const applied = await runProjectionBatch(store, projection, batchSize);
    if (applied === 0) return total;
    total += applied;
  }
}

/** The last event of the log in reading order, or the start when the log is empty. */
async function headOfLog(db: Pick<PoolClient, 'query'>): Promise<GlobalCheckpoint> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  return rows[0] ? { transactionId: BigInt(rows[0].transaction_id), position: BigInt(rows[0].global_position) } : START_OF_LOG;
}

const reached = (checkpoint: GlobalCheckpoint, head: GlobalCheckpoint) =>
  checkpoint.transactionId > head.transactionId || (checkpoint.transactionId === head.transactionId && checkpoint.position >= head.position);

/**
 * Drops the read model's rows and replays the whole log into it, at least up to the head the log had
 * when the rebuild began. The log is read only below the oldest transaction still open (so no commit
 * can slip in behind the checkpoint); while an unrelated one is open, catching up stops short, and the
 * rebuild waits for it rather than leaving the read model behind.
 */
export async function rebuildProjection(store: EventStore, projection: Projection): Promise<number> {
  const head = await headOfLog(store.pool);
  await inTransaction(store.pool, async (client) => {
    await readCheckpoint(client, projection.name, true);
    await projection.reset(client);
    await writeCheckpoint(client, projection.name, START_OF_LOG);
  });
  return catchUpToHead(store, projection, head);
}

/**
 * Catches a projection up at least to the log's head as it stands now (or `head`). Catching up reads
 * only below the oldest transaction still open anywhere on the server, so under other work one pass
 * may apply nothing yet; this waits for those transactions instead of returning early.
 */
export async function catchUpToHead(store: EventStore, projection: Projection, head?: GlobalCheckpoint): Promise<number> {
  const target = head ?? (await headOfLog(store.pool));
  let total = 0;
  for (;;) {
    total += await catchUpProjection(store, projection);
    if (reached(await readCheckpoint(store.pool, projection.name), target)) return total;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Keeps projections caught up: woken by the append's NOTIFY, and by a poll as a safety net. */
export class ProjectionRunner {
  private timer?: NodeJS.Timeout;
  private listener?: PoolClient;
  private running = false;
  private again = false;

  constructor(
    private readonly store: EventStore,
    private readonly projections: readonly Projection[],
    private readonly pollMs = 1000,
  ) {}

  async start(pool: Pool = this.store.pool): Promise<void> {
    this.listener = await pool.connect();
    this.listener.on('notification', () => void this.tick());
    await this.listener.query(`LISTEN ${EventStore.notifyChannel}`);
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    await this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.listener) {
      await this.listener.query('UNLISTEN *').catch(() => undefined);
      this.listener.release();
      this.listener = undefined;
    }
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /** Runs every projection until it has nothing left; concurrent wake-ups coalesce into one more pass. */
  async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        for (const projection of this.projections) await catchUpProjection(this.store, projection);
      } while (this.again);
    } catch (error) {
      console.error('[projections]', error);
    } finally {
      this.running = false;
    }
  }
}
