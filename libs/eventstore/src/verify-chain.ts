import type { Queryable } from './event-store';
import { GENESIS_HASH, hashEvent } from './hash-chain';

export interface ChainBreak {
  streamId: string;
  version: number;
  position: string;
  reason: 'hash-mismatch' | 'link-broken' | 'version-gap';
}

interface RawRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
  previous_hash: string;
  hash: string;
}

/**
 * Recomputes every event's hash from its stored fields and checks each links to its predecessor.
 * Any edit of a stored event (data, type, time, order) or a deleted event shows up as a break.
 */
export async function verifyHashChains(db: Queryable, streamId?: string): Promise<{ checked: number; breaks: ChainBreak[] }> {
  const { rows } = await db.query<RawRow>(
    `SELECT global_position, event_id, stream_id, stream_version, event_type, schema_version, data, metadata,
            recorded_at, previous_hash, hash
       FROM events WHERE ($1::text IS NULL OR stream_id = $1) ORDER BY stream_id, stream_version`,
    [streamId ?? null],
  );
  const breaks: ChainBreak[] = [];
  let stream = '';
  let expectedPrevious = GENESIS_HASH;
  let expectedVersion = 1;
  for (const row of rows) {
    if (row.stream_id !== stream) {
      stream = row.stream_id;
      expectedPrevious = GENESIS_HASH;
      expectedVersion = 1;
    }
    const at = { streamId: row.stream_id, version: row.stream_version, position: row.global_position };
    if (row.stream_version !== expectedVersion) breaks.push({ ...at, reason: 'version-gap' });
    if (row.previous_hash !== expectedPrevious) breaks.push({ ...at, reason: 'link-broken' });
    const recomputed = hashEvent({
      previousHash: row.previous_hash,
      streamId: row.stream_id,
      version: row.stream_version,
      id: row.event_id,
      type: row.event_type,
      schemaVersion: row.schema_version,
      data: row.data,
      metadata: row.metadata,
      recordedAt: row.recorded_at.toISOString(),
    });
    if (recomputed !== row.hash) breaks.push({ ...at, reason: 'hash-mismatch' });
    expectedPrevious = row.hash;
    expectedVersion = row.stream_version + 1;
  }
  return { checked: rows.length, breaks };
}
