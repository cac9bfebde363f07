import type { Queryable } from './event-store';
import type { GlobalCheckpoint } from './types';

export interface Snapshot<State> {
  name: string;
  checkpoint: GlobalCheckpoint;
  streamVersion: number | null;
  state: State;
}

export async function saveSnapshot<State>(db: Queryable, snapshot: Snapshot<State>): Promise<void> {
  await db.query(
    `INSERT INTO snapshots (name, transaction_id, global_position, stream_version, state, taken_at)
     VALUES ($1, $2::text::xid8, $3, $4, $5, now())
     ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position,
       stream_version = EXCLUDED.stream_version, state = EXCLUDED.state, taken_at = now()`,
    [
      snapshot.name,
      snapshot.checkpoint.transactionId.toString(),
      snapshot.checkpoint.position.toString(),
      snapshot.streamVersion,
      JSON.stringify(snapshot.state),
    ],
  );
}

export async function loadSnapshot<State>(db: Queryable, name: string): Promise<Snapshot<State> | null> {
  const { rows } = await db.query<{ transaction_id: string; global_position: string; stream_version: number | null; state: State }>(
    'SELECT transaction_id::text AS transaction_id, global_position, stream_version, state FROM snapshots WHERE name = $1',
    [name],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name,
    checkpoint: { transactionId: BigInt(row.transaction_id), position: BigInt(row.global_position) },
    streamVersion: row.stream_version,
    state: row.state,
  };
}
