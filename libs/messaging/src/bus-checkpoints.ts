import type { PoolClient } from 'pg';
import { START_OF_LOG, type GlobalCheckpoint, type Queryable } from '@meridian/eventstore';

export async function readBusCheckpoint(db: Queryable, consumer: string): Promise<GlobalCheckpoint> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position FROM bus_checkpoints WHERE consumer = $1',
    [consumer],
  );
  const row = rows[0];
  return row ? { transactionId: BigInt(row.transaction_id), position: BigInt(row.global_position) } : START_OF_LOG;
}

/** Locks the consumer's checkpoint row for the rest of the transaction, creating it at the log's start. */
export async function lockBusCheckpoint(tx: PoolClient, consumer: string): Promise<GlobalCheckpoint> {
  await tx.query('INSERT INTO bus_checkpoints (consumer) VALUES ($1) ON CONFLICT (consumer) DO NOTHING', [consumer]);
  const { rows } = await tx.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position FROM bus_checkpoints WHERE consumer = $1 FOR UPDATE',
    [consumer],
  );
  const row = rows[0]!;
  return { transactionId: BigInt(row.transaction_id), position: BigInt(row.global_position) };
}

export async function writeBusCheckpoint(db: Queryable, consumer: string, checkpoint: GlobalCheckpoint): Promise<void> {
  await db.query(
    `INSERT INTO bus_checkpoints (consumer, transaction_id, global_position, updated_at) VALUES ($1, $2::text::xid8, $3, now())
     ON CONFLICT (consumer) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
       global_position = EXCLUDED.global_position, updated_at = now()`,
    [consumer, checkpoint.transactionId.toString(), checkpoint.position.toString()],
  );
}

export function sameCheckpoint(a: GlobalCheckpoint, b: GlobalCheckpoint): boolean {
  return a.transactionId === b.transactionId && a.position === b.position;
}
