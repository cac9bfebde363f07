import { randomUUID } from 'node:crypto';
import type { QueryConfig, QueryResult } from 'pg';
import { prepared } from '@meridian/database';
import { canonicalJson, GENESIS_HASH, hashOfCanonical } from './hash-chain';
import type { NewEvent, RecordedEvent } from './types';

/** A stream's version and the hash of its last event. */
export interface StreamHead {
  version: number;
  hash: string;
}

export const NOTIFY_CHANNEL = 'meridian_events';

export const GENESIS_HEAD: StreamHead = { version: 0, hash: GENESIS_HASH };

/** Events numbered and chained after `from`, not yet stored; data and metadata written once, as stored and hashed. */
export interface RecordedBatch {
  streamId: string;
  recordedAt: string;
  recorded: RecordedEvent[];
  dataJson: string[];
  metadataJson: string[];
  from: StreamHead;
  head: StreamHead;
}

export interface InsertedRow {
  stream_version: number;
  global_position: string;
  transaction_id: string;
}

export function recordBatch(streamId: string, events: readonly NewEvent[], from: StreamHead): RecordedBatch {
  const recorded: RecordedEvent[] = [];
  const dataJson: string[] = [];
  const metadataJson: string[] = [];
  let previousHash = from.hash;
  let version = from.version;
  const recordedAt = new Date().toISOString();
  for (const event of events) {
    version += 1;
    const id = event.id ?? randomUUID();
    const schemaVersion = event.schemaVersion ?? 1;
    const metadata = event.metadata ?? {};
    const data = canonicalJson(event.data);
    const meta = canonicalJson(metadata);
    const hash = hashOfCanonical({ previousHash, streamId, version, id, type: event.type, schemaVersion, recordedAt }, data, meta);
    recorded.push({ id, streamId, version, type: event.type, schemaVersion, data: event.data, metadata, position: 0n, transactionId: 0n, recordedAt, previousHash, hash });
    dataJson.push(data);
    metadataJson.push(meta);
    previousHash = hash;
  }
  return { streamId, recordedAt, recorded, dataJson, metadataJson, from, head: { version, hash: previousHash } };
}

const EVENT_COLUMNS = 'event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash';

/** Up to this many events go as one row of parameters each; more as arrays (one statement either way). */
const MOST_ROWS_AS_PARAMETERS = 8;

/** The batch's events as rows `e(...)`: parameters from `$first` on, and their values. */
function eventRows(batch: RecordedBatch, first: number): { source: string; values: unknown[] } {
  const { recorded, dataJson, metadataJson } = batch;
  if (recorded.length > MOST_ROWS_AS_PARAMETERS) {
    return {
      source: `unnest($${first}::uuid[], $${first + 1}::int[], $${first + 2}::text[], $${first + 3}::int[], $${first + 4}::jsonb[], $${first + 5}::jsonb[], $${first + 6}::text[], $${first + 7}::text[])`,
      values: [
        recorded.map((e) => e.id),
        recorded.map((e) => e.version),
        recorded.map((e) => e.type),
        recorded.map((e) => e.schemaVersion),
        dataJson,
        metadataJson,
        recorded.map((e) => e.previousHash),
        recorded.map((e) => e.hash),
      ],
    };
  }
  const rows = recorded.map((_, i) => {
    const p = first + i * 8;
    return `($${p}::uuid, $${p + 1}::int, $${p + 2}::text, $${p + 3}::int, $${p + 4}::jsonb, $${p + 5}::jsonb, $${p + 6}::text, $${p + 7}::text)`;
  });
  return {
    source: `(VALUES ${rows.join(', ')})`,
    values: recorded.flatMap((e, i) => [e.id, e.version, e.type, e.schemaVersion, dataJson[i], metadataJson[i], e.previousHash, e.hash]),
  };
}

/**
 * One statement that appends the batch if, and only if, the stream is still at `batch.from`: it moves
 * the stream's row from that head to the batch's (creating it for a first append) and inserts the
 * events; with `notifyAtCommit`, it also queues the NOTIFY that wakes the global log's listeners when
 * its transaction commits. When the stream is elsewhere it changes nothing and answers no rows. A
 * concurrent append holding the stream's row makes it wait, then see that append's head. Prepared
 * (`prepared`), so each connection parses and plans each of its few shapes once.
 */
export function conditionalAppendStatement(batch: RecordedBatch, notifyAtCommit: boolean): QueryConfig {
  const first = batch.from.version === 0;
  const move = first
    ? `INSERT INTO streams AS s (stream_id, version, last_hash) VALUES ($1, $3, $4)
       ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, last_hash = EXCLUDED.last_hash
        WHERE s.version = $5 AND s.last_hash = $6
       RETURNING s.stream_id`
    : `UPDATE streams SET version = $3, last_hash = $4 WHERE stream_id = $1 AND version = $5 AND last_hash = $6 RETURNING stream_id`;
  const rows = eventRows(batch, 7);
  return prepared({
    text: `WITH moved AS (${move}),
      appended AS (
        INSERT INTO events (${EVENT_COLUMNS})
        SELECT e.id, moved.stream_id, e.version, e.type, e.schema_version, e.data, e.metadata, $2::timestamptz, e.previous_hash, e.hash
          FROM moved, ${rows.source} AS e(id, version, type, schema_version, data, metadata, previous_hash, hash)
         ORDER BY e.version
        RETURNING stream_version, global_position, transaction_id
      )${notifyAtCommit ? `, notified AS MATERIALIZED (SELECT pg_notify('${NOTIFY_CHANNEL}', stream_id) FROM moved)` : ''}
      SELECT appended.stream_version, appended.global_position, appended.transaction_id::text AS transaction_id FROM appended${notifyAtCommit ? ', notified' : ''}`,
    values: [batch.streamId, batch.recordedAt, batch.head.version, batch.head.hash, batch.from.version, batch.from.hash, ...rows.values],
  });
}

/** The events alone, for a writer that moves its stream's head in a statement of its own (`eventstore_advance`). */
export function insertStatement(batch: RecordedBatch): QueryConfig {
  const rows = eventRows(batch, 3);
  return {
    text: `INSERT INTO events (${EVENT_COLUMNS})
       SELECT e.id, $1, e.version, e.type, e.schema_version, e.data, e.metadata, $2::timestamptz, e.previous_hash, e.hash
         FROM ${rows.source} AS e(id, version, type, schema_version, data, metadata, previous_hash, hash)
        ORDER BY e.version
       RETURNING stream_version, global_position, transaction_id::text AS transaction_id`,
    values: [batch.streamId, batch.recordedAt, ...rows.values],
  };
}

/** The recorded events with the global positions and transaction ids the insert answered. */
export function positioned(recorded: RecordedEvent[], result: QueryResult<InsertedRow>): RecordedEvent[] {
  const byVersion = new Map(result.rows.map((row) => [row.stream_version, row]));
  for (const event of recorded) {
    const row = byVersion.get(event.version)!;
    event.position = BigInt(row.global_position);
    event.transactionId = BigInt(row.transaction_id);
  }
  return recorded;
}
