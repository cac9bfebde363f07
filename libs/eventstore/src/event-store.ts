import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool, PoolClient } from 'pg';
import { allAnswered, inTransaction } from '@meridian/database';
import { WrongExpectedVersionError } from './errors';
import { GENESIS_HASH, hashEvent } from './hash-chain';
import type { EventMetadata, ExpectedVersion, GlobalCheckpoint, NewEvent, RecordedEvent } from './types';
import { UpcasterChain } from './upcasting';

export type Queryable = Pick<PoolClient, 'query'>;

/** Runs inside the append's transaction: a service's own read models stay in step with its events. */
/**
 * Writes read-model rows in the append's transaction. With a known head (`AppendOptions.head`) it runs
 * before the insert has answered, so `position` and `transactionId` are not known yet: a projection
 * keys its rows by stream, version or event id.
 */
export type InlineProjection = (recorded: RecordedEvent[], client: ClientBase) => Promise<void>;

export interface AppendResult {
  nextVersion: number;
  events: RecordedEvent[];
}

export interface AppendOptions {
  /** An open transaction to append in; the caller commits. */
  client?: ClientBase;
  /**
   * The stream's head as its single writer last committed it. The append then sends its statements
   * without reading the stream row first, queued together (give it a client in pipeline mode), and
   * still fails if the head moved: the events' (stream, version) key collides, or the stream row is
   * not at that version.
   */
  head?: StreamHead;
}

/** A stream's version and the hash of its last event. */
export interface StreamHead {
  version: number;
  hash: string;
}

const NOTIFY_CHANNEL = 'meridian_events';

const SELECT_COLUMNS = `global_position, transaction_id::text AS transaction_id, event_id, stream_id, stream_version,
  event_type, schema_version, data, metadata, recorded_at, previous_hash, hash`;

interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  previous_hash: string;
  hash: string;
}

export class EventStore {
  private readonly inlineProjections: InlineProjection[] = [];

  constructor(
    readonly pool: Pool,
    private readonly upcasters = new UpcasterChain(),
  ) {}

  static readonly notifyChannel = NOTIFY_CHANNEL;

  addInlineProjection(projection: InlineProjection): void {
    this.inlineProjections.push(projection);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    if (options.head && expected !== options.head.version) throw new Error(`append to ${streamId}: a known head needs the same expected version`);
    if (options.client) return this.appendWith(options.client, streamId, events, expected, options.head);
    return inTransaction(this.pool, (client) => this.appendWith(client, streamId, events, expected, options.head));
  }

  private async appendWith(
    client: ClientBase,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    head?: StreamHead,
  ): Promise<AppendResult> {
    // One round trip creates the stream's row if needed and locks it (the no-op update takes the lock).
    const current = head
      ? { version: head.version, last_hash: head.hash }
      : (
          await client.query<{ version: number; last_hash: string }>(
            `INSERT INTO streams (stream_id, version, last_hash) VALUES ($1, 0, $2)
             ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
             RETURNING version, last_hash`,
            [streamId, GENESIS_HASH],
          )
        ).rows[0]!;
    if (expected !== 'any') {
      const wanted = expected === 'no-stream' ? 0 : expected;
      if (current.version !== wanted) throw new WrongExpectedVersionError(streamId, expected, current.version);
    }

    const recorded: RecordedEvent[] = [];
    let previousHash = current.last_hash;
    let version = current.version;
    const recordedAt = new Date().toISOString();
    for (const event of events) {
      version += 1;
      const id = event.id ?? randomUUID();
      const schemaVersion = event.schemaVersion ?? 1;
      const metadata = event.metadata ?? {};
      const hash = hashEvent({
        previousHash,
        streamId,
        version,
        id,
        type: event.type,
        schemaVersion,
        data: event.data,
        metadata,
        recordedAt,
      });
      recorded.push({
        id,
        streamId,
        version,
        type: event.type,
        schemaVersion,
        data: event.data,
        metadata,
        position: 0n,
        transactionId: 0n,
        recordedAt,
        previousHash,
        hash,
      });
      previousHash = hash;
    }
    // One statement for the whole batch: a group commit of hundreds of events is one round trip.
    const inserting = client.query<{ stream_version: number; global_position: string; transaction_id: string }>(
      `INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash)
       SELECT e.id, $1, e.version, e.type, e.schema_version, e.data::jsonb, e.metadata::jsonb, $2, e.previous_hash, e.hash
         FROM unnest($3::uuid[], $4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[])
              AS e(id, version, type, schema_version, data, metadata, previous_hash, hash)
        ORDER BY e.version
       RETURNING stream_version, global_position, transaction_id::text AS transaction_id`,
      [
        streamId,
        recordedAt,
        recorded.map((e) => e.id),
        recorded.map((e) => e.version),
        recorded.map((e) => e.type),
        recorded.map((e) => e.schemaVersion),
        recorded.map((e) => JSON.stringify(e.data)),
        recorded.map((e) => JSON.stringify(e.metadata)),
        recorded.map((e) => e.previousHash),
        recorded.map((e) => e.hash),
      ],
    );
    if (head) {
      // A known head: the stream row and the inline projections go out in the same burst as the events.
      const advancing = this.advanceStream(client, streamId, head.version, version, previousHash);
      const projecting = this.project(recorded, client);
      const [inserted, moved] = await allAnswered([inserting, advancing, projecting] as const);
      if (moved === 0) throw new WrongExpectedVersionError(streamId, head.version, -1);
      return { nextVersion: version, events: positioned(recorded, inserted.rows) };
    }
    positioned(recorded, (await inserting).rows);
    await this.project(recorded, client);
    await this.advanceStream(client, streamId, null, version, previousHash);
    return { nextVersion: version, events: recorded };
  }

  private async project(recorded: RecordedEvent[], client: ClientBase): Promise<void> {
    for (const projection of this.inlineProjections) await projection(recorded, client);
  }

  /** Moves the stream row to its new head; with `from`, only if it is still there. Answers the rows moved. */
  private async advanceStream(client: ClientBase, streamId: string, from: number | null, version: number, hash: string): Promise<number> {
    // The notification is delivered at commit, so listeners never wake before the events are visible.
    const { rowCount } = await client.query(
      `WITH moved AS (UPDATE streams SET version = $2, last_hash = $3 WHERE stream_id = $1 AND ($4::int IS NULL OR version = $4) RETURNING 1)
       SELECT pg_notify('${NOTIFY_CHANNEL}', $1) FROM moved`,
      [streamId, version, hash, from],
    );
    return rowCount ?? 0;
  }

  async readStream(streamId: string, fromVersion = 1, db: Queryable = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, fromVersion],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  /** At most `limit` events from `fromVersion` on: how a long stream is replayed without holding it all. */
  async readStreamPage(streamId: string, fromVersion: number, limit: number, db: Queryable = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version LIMIT $3`,
      [streamId, fromVersion, limit],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  async streamVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
    return rows[0]?.version ?? 0;
  }

  /**
   * Reads the global log after `checkpoint`, in (transaction id, position) order, and never past a
   * transaction that may still commit: only transactions older than the current snapshot's xmin are
   * visible. A bigserial alone would let a reader pass a position whose transaction commits later.
   */
  async readAll(after: GlobalCheckpoint, limit = 500, db: Queryable = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [after.transactionId.toString(), after.position.toString(), limit],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  /**
   * Every event whose metadata names this customer, in log order, up to `until` when given. Streams
   * whose name starts with `$` are the platform's own (bus copies, system streams) and are left out.
   */
  async readCustomer(customerId: string, until?: Date, db: Queryable = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
        WHERE metadata->>'customerId' = $1 AND ($2::timestamptz IS NULL OR recorded_at <= $2) AND left(stream_id, 1) <> '$'
        ORDER BY global_position`,
      [customerId, until ?? null],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  private toRecorded(row: EventRow): RecordedEvent {
    const upcast = this.upcasters.apply(row.event_type, row.schema_version, row.data);
    return {
      id: row.event_id,
      streamId: row.stream_id,
      version: row.stream_version,
      type: row.event_type,
      schemaVersion: upcast.schemaVersion,
      data: upcast.data,
      metadata: row.metadata,
      position: BigInt(row.global_position),
      transactionId: BigInt(row.transaction_id),
      recordedAt: row.recorded_at.toISOString(),
      previousHash: row.previous_hash,
      hash: row.hash,
    };
  }
}

/** The recorded events with the global positions and transaction ids the insert answered. */
function positioned(recorded: RecordedEvent[], rows: { stream_version: number; global_position: string; transaction_id: string }[]): RecordedEvent[] {
  const byVersion = new Map(rows.map((row) => [row.stream_version, row]));
  for (const event of recorded) {
    const row = byVersion.get(event.version)!;
    event.position = BigInt(row.global_position);
    event.transactionId = BigInt(row.transaction_id);
  }
  return recorded;
}
