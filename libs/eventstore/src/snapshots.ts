import type { Queryable } from './event-store';
import type { GlobalCheckpoint } from './types';

export interface Snapshot<State> {
  name: string;
  checkpoint: GlobalCheckpoint;
  streamVersion: number | null;
  state: State;
}

/** Saves a snapshot; its state is written to JSON a slice at a time (`stringifyInSlices`), so it must not change meanwhile. */
export async function saveSnapshot<State>(db: Queryable, snapshot: Snapshot<State>): Promise<void> {
  const state = await stringifyInSlices(snapshot.state);
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
      state,
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `JSON.stringify(value)`, written a slice of values at a time with a turn of the event loop between
 * slices: a core's snapshot holds every open order (megabytes), and writing it in one go would stop
 * the single writer for tens of milliseconds. Arrays, and plain objects holding arrays, are walked;
 * everything else is one value of a slice.
 */
export async function stringifyInSlices(value: unknown, valuesPerSlice = 1_000): Promise<string> {
  const out: string[] = [];
  const work: ({ value: unknown } | { text: string })[] = [{ value }];
  let written = 0;
  while (work.length > 0) {
    const item = work.pop()!;
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const current = item.value;
    if (Array.isArray(current)) {
      work.push({ text: ']' });
      for (let i = current.length - 1; i >= 0; i--) {
        const element: unknown = current[i];
        work.push({ value: element === undefined || typeof element === 'function' ? null : element });
        if (i > 0) work.push({ text: ',' });
      }
      work.push({ text: '[' });
      continue;
    }
    if (isPlainObject(current) && Object.values(current).some(Array.isArray)) {
      const entries = Object.entries(current).filter(([, field]) => field !== undefined && typeof field !== 'function');
      work.push({ text: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        work.push({ value: entries[i]![1] });
        work.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(entries[i]![0])}:` });
      }
      work.push({ text: '{' });
      continue;
    }
    out.push(JSON.stringify(current) ?? 'null');
    if (++written % valuesPerSlice === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return out.join('');
}
