import { randomUUID } from 'node:crypto';
import type { ClientBase, Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { inTransaction } from '@meridian/database';
import { WrongExpectedVersionError } from './errors';
import { GENESIS_HASH, hashEvent } from './hash-chain';
import type { EventMetadata, ExpectedVersion, GlobalCheckpoint, NewEvent, RecordedEvent } from './types';
import { UpcasterChain, type Upcaster } from './upcasting';
import { ProjectionRegistry, type InlineProjection } from './projection-registry';

export type { InlineProjection } from './projection-registry';

export type Queryable = Pick<PoolClient, 'query'>;

export interface AppendResult {
  nextVersion: number;
  events: RecordedEvent[];
}

export interface AppendOptions {
  /** An open transaction to append in; the caller commits. */
  client?: ClientBase;
}

/** `EventStore.prepareAppend`: statements to send, and the events once the first one has answered. */
export interface PreparedAppend {
  /** The events as they will be stored, without their global position yet. */
  events: RecordedEvent[];
  head: StreamHead;
  statements: QueryConfig[];
  /** The events with their positions, from the answer to `statements[0]`. */
  recorded(inserted: QueryResult): RecordedEvent[];
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
  private readonly registry = new ProjectionRegistry();
  private readonly inlineProjections: { projection: InlineProjection; types: ReadonlySet<string> }[] = [];

  constructor(
    readonly pool: Pool,
    private readonly upcasters = new UpcasterChain(),
  ) {}

  static readonly notifyChannel = NOTIFY_CHANNEL;

  /** A service registers how its older events read in today's shape; reads apply them, stored rows stay as written. */
  addUpcasters(upcasters: readonly Upcaster[]): void {
    for (const upcaster of upcasters) this.upcasters.register(upcaster);
  }

  /** The inline projections registered so far, in order (a rebuild spec walks them all). */
  get inlineProjectionList(): readonly InlineProjection[] {
    return this.registry.list;
  }

  /** Refuses a projection that handles nothing, or whose name another one already took. */
  addInlineProjection(projection: InlineProjection): void {
    this.registry.register(projection);
    this.inlineProjections.push({ projection, types: new Set(projection.canHandle) });
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    if (options.client) return this.appendWith(options.client, streamId, events, expected);
    return inTransaction(this.pool, (client) => this.appendWith(client, streamId, events, expected));
  }

  private async appendWith(client: ClientBase, streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    // One round trip creates the stream's row if needed and locks it (the no-op update takes the lock).
    const { rows } = await client.query<{ version: number; last_hash: string }>(
      `INSERT INTO streams (stream_id, version, last_hash) VALUES ($1, 0, $2)
       ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
       RETURNING version, last_hash`,
      [streamId, GENESIS_HASH],
    );
    const current = rows[0]!;
    if (expected !== 'any') {
      const wanted = expected === 'no-stream' ? 0 : expected;
      if (current.version !== wanted) throw new WrongExpectedVersionError(streamId, expected, current.version);
    }
    const batch = recordBatch(streamId, events, { version: current.version, hash: current.last_hash });
    const inserted = await client.query<InsertedRow>(insertStatement(batch));
    const recorded = positioned(batch.recorded, inserted.rows);
    for (const { projection, types } of this.inlineProjections) {
      const handled = recorded.filter((event) => types.has(event.type));
      if (handled.length > 0) await projection.handle(handled, client);
    }
    // The notification is delivered at commit, so listeners never wake before the events are visible.
    await client.query(
      `WITH moved AS (UPDATE streams SET version = $2, last_hash = $3 WHERE stream_id = $1 RETURNING 1)
       SELECT pg_notify('${NOTIFY_CHANNEL}', $1) FROM moved`,
      [streamId, batch.head.version, batch.head.hash],
    );
    return { nextVersion: batch.head.version, events: recorded };
  }

  /**
   * For a stream's single writer that sends a whole transaction in one burst (a client in pg's
   * pipeline mode): the statements appending `events` after `head`, which the caller sends between
   * its BEGIN and COMMIT, and how to read their answers. The stream row moves only if it is still at
   * `head`; otherwise the statement fails and takes the transaction with it, so a writer wrong about
   * its head cannot commit. Inline projections are not run: the writer writes its own read models in
   * the same transaction.
   */
  prepareAppend(streamId: string, events: readonly NewEvent[], head: StreamHead): PreparedAppend {
    if (events.length === 0) throw new Error('append needs at least one event');
    const batch = recordBatch(streamId, events, head);
    return {
      events: batch.recorded,
      head: batch.head,
      statements: [
        insertStatement(batch),
        { text: 'SELECT eventstore_advance($1, $2, $3, $4)', values: [streamId, head.version, batch.head.version, batch.head.hash] },
      ],
      recorded: (inserted) => positioned(batch.recorded, (inserted as QueryResult<InsertedRow>).rows),
    };
  }

  /** A stream's head (version 0 and the genesis hash before its first event). */
  async headOf(streamId: string, db: Queryable = this.pool): Promise<StreamHead> {
    const { rows } = await db.query<{ version: number; last_hash: string }>('SELECT version, last_hash FROM streams WHERE stream_id = $1', [streamId]);
    return rows[0] ? { version: rows[0].version, hash: rows[0].last_hash } : { version: 0, hash: GENESIS_HASH };
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

interface InsertedRow {
  stream_version: number;
  global_position: string;
  transaction_id: string;
}

/** Events numbered and chained after `head`, not yet stored. */
interface RecordedBatch {
  streamId: string;
  recordedAt: string;
  recorded: RecordedEvent[];
  head: StreamHead;
}

function recordBatch(streamId: string, events: readonly NewEvent[], head: StreamHead): RecordedBatch {
  const recorded: RecordedEvent[] = [];
  let previousHash = head.hash;
  let version = head.version;
  const recordedAt = new Date().toISOString();
  for (const event of events) {
    version += 1;
    const id = event.id ?? randomUUID();
    const schemaVersion = event.schemaVersion ?? 1;
    const metadata = event.metadata ?? {};
    const hash = hashEvent({ previousHash, streamId, version, id, type: event.type, schemaVersion, data: event.data, metadata, recordedAt });
    recorded.push({ id, streamId, version, type: event.type, schemaVersion, data: event.data, metadata, position: 0n, transactionId: 0n, recordedAt, previousHash, hash });
    previousHash = hash;
  }
  return { streamId, recordedAt, recorded, head: { version, hash: previousHash } };
}

/** One statement for the whole batch: a group commit of hundreds of events is one round trip. */
function insertStatement({ streamId, recordedAt, recorded }: RecordedBatch): QueryConfig {
  return {
    text: `INSERT INTO events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash)
       SELECT e.id, $1, e.version, e.type, e.schema_version, e.data::jsonb, e.metadata::jsonb, $2, e.previous_hash, e.hash
         FROM unnest($3::uuid[], $4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[])
              AS e(id, version, type, schema_version, data, metadata, previous_hash, hash)
        ORDER BY e.version
       RETURNING stream_version, global_position, transaction_id::text AS transaction_id`,
    values: [
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
  };
}

/** The recorded events with the global positions and transaction ids the insert answered. */
function positioned(recorded: RecordedEvent[], rows: InsertedRow[]): RecordedEvent[] {
  const byVersion = new Map(rows.map((row) => [row.stream_version, row]));
  for (const event of recorded) {
    const row = byVersion.get(event.version)!;
    event.position = BigInt(row.global_position);
    event.transactionId = BigInt(row.transaction_id);
  }
  return recorded;
}
