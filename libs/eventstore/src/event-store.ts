import type { ClientBase, Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import { inTransaction } from '@meridian/database';
import {
  conditionalAppendStatement,
  GENESIS_HEAD,
  insertStatement,
  NOTIFY_CHANNEL,
  positioned,
  recordBatch,
  type InsertedRow,
  type StreamHead,
} from './append-statements';
import { CommitNotifier } from './commit-notifier';
import { WrongExpectedVersionError } from './errors';
import { StreamHeadHints } from './stream-head-hints';
import type { EventMetadata, ExpectedVersion, GlobalCheckpoint, NewEvent, RecordedEvent } from './types';
import { UpcasterChain, type Upcaster } from './upcasting';
import { ProjectionRegistry, type InlineProjection } from './projection-registry';

export type { InlineProjection } from './projection-registry';
export type { StreamHead } from './append-statements';

export type Queryable = Pick<PoolClient, 'query'>;

export interface AppendResult {
  nextVersion: number;
  events: RecordedEvent[];
}

export interface AppendOptions {
  /** An open transaction to append in; the caller commits. */
  client?: ClientBase;
  /**
   * With `client`: the caller wakes the global log's listeners itself once its transaction has
   * committed (`wakeListeners`), instead of a NOTIFY inside the transaction, which makes its commit
   * wait for every other notifying commit (see `CommitNotifier`).
   */
  wakeListenersAfterCommit?: boolean;
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

interface RegisteredProjection {
  projection: InlineProjection;
  types: ReadonlySet<string>;
}

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
  private readonly inlineProjections: RegisteredProjection[] = [];
  private readonly hints = new StreamHeadHints();
  private readonly notifier: CommitNotifier;

  constructor(
    readonly pool: Pool,
    private readonly upcasters = new UpcasterChain(),
  ) {
    this.notifier = new CommitNotifier(pool);
  }

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

  /**
   * Appends `events` if the stream is at `expected`. When the stream's head is known (a new stream, or
   * the head this process last saw, checked by the statement itself) the append is one statement: it
   * moves the stream's row from that head and inserts the events, and outside a transaction it commits
   * on its own. Otherwise, or when that head was stale, the stream's row is locked and read, the
   * expected version compared, and the same statement appends after the head read. Listeners of the
   * global log are woken at the caller's commit inside its transaction, else right after the store's own.
   */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const projections = this.inlineProjectionsFor(events);
    const hinted = this.knownHead(streamId, expected);
    if (options.client) {
      return this.appendWith(options.client, streamId, events, expected, { projections, hinted, notifyAtCommit: !options.wakeListenersAfterCommit });
    }
    let appended = hinted && projections.length === 0 ? await this.appendAfter(this.pool, streamId, events, hinted, false) : null;
    appended ??= await inTransaction(this.pool, (client) =>
      this.appendWith(client, streamId, events, expected, { projections, hinted: projections.length > 0 ? hinted : undefined, notifyAtCommit: false }),
    );
    this.wakeListeners(streamId);
    return appended;
  }

  /** After a commit of appends made with `wakeListenersAfterCommit`: a NOTIFY for the global log's listeners. */
  wakeListeners(streamId: string): void {
    this.notifier.committed(streamId);
  }

  /** Resolves once listeners have been woken for every append this store committed itself so far. */
  listenersWoken(): Promise<void> {
    return this.notifier.settled();
  }

  private async appendWith(
    client: ClientBase,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    how: { projections: readonly RegisteredProjection[]; hinted: StreamHead | undefined; notifyAtCommit: boolean },
  ): Promise<AppendResult> {
    let appended = how.hinted && (await this.appendAfter(client, streamId, events, how.hinted, how.notifyAtCommit));
    if (!appended) {
      const head = await this.lockHead(client, streamId);
      if (expected !== 'any') {
        const wanted = expected === 'no-stream' ? 0 : expected;
        if (head.version !== wanted) throw new WrongExpectedVersionError(streamId, expected, head.version);
      }
      appended = await this.appendAfter(client, streamId, events, head, how.notifyAtCommit);
      // Cannot happen: the row is locked by this transaction.
      if (!appended) throw new Error(`stream ${streamId} moved while locked`);
    }
    for (const { projection, types } of how.projections) {
      await projection.handle(
        appended.events.filter((event) => types.has(event.type)),
        client,
      );
    }
    return appended;
  }

  /** The head an append may name without reading it: a new stream's, or the last one seen if it is the expected one. */
  private knownHead(streamId: string, expected: ExpectedVersion): StreamHead | undefined {
    if (expected === 'no-stream') return GENESIS_HEAD;
    const hint = this.hints.get(streamId);
    return hint && (expected === 'any' || hint.version === expected) ? hint : undefined;
  }

  /** The append as one statement after `head`; null, having changed nothing, when the stream is not there. */
  private async appendAfter(db: Queryable, streamId: string, events: readonly NewEvent[], head: StreamHead, notifyAtCommit: boolean): Promise<AppendResult | null> {
    const batch = recordBatch(streamId, events, head);
    const inserted = await db.query<InsertedRow>(conditionalAppendStatement(batch, notifyAtCommit));
    if (inserted.rows.length === 0) return null;
    this.hints.remember(streamId, batch.head);
    return { nextVersion: batch.head.version, events: positioned(batch.recorded, inserted) };
  }

  /** Creates the stream's row if needed and locks it (the no-op update takes the lock): one round trip. */
  private async lockHead(client: ClientBase, streamId: string): Promise<StreamHead> {
    const { rows } = await client.query<{ version: number; last_hash: string }>(
      `INSERT INTO streams (stream_id, version, last_hash) VALUES ($1, 0, $2)
       ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
       RETURNING version, last_hash`,
      [streamId, GENESIS_HEAD.hash],
    );
    return { version: rows[0]!.version, hash: rows[0]!.last_hash };
  }

  /** The inline projections that handle one of these events: only they make an append open a transaction of its own. */
  private inlineProjectionsFor(events: readonly NewEvent[]): RegisteredProjection[] {
    return this.inlineProjections.filter(({ types }) => events.some((event) => types.has(event.type)));
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
      recorded: (inserted) => positioned(batch.recorded, inserted as QueryResult<InsertedRow>),
    };
  }

  /** A stream's head (version 0 and the genesis hash before its first event). */
  async headOf(streamId: string, db: Queryable = this.pool): Promise<StreamHead> {
    const { rows } = await db.query<{ version: number; last_hash: string }>('SELECT version, last_hash FROM streams WHERE stream_id = $1', [streamId]);
    return rows[0] ? { version: rows[0].version, hash: rows[0].last_hash } : GENESIS_HEAD;
  }

  /** The stream from `fromVersion` to its end; its last event is remembered as the head an append may name. */
  async readStream(streamId: string, fromVersion = 1, db: Queryable = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, fromVersion],
    );
    const last = rows[rows.length - 1];
    if (last) this.hints.remember(streamId, { version: last.stream_version, hash: last.hash });
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
   * With `streamPrefix`, only the events of streams whose id starts with it (a reader that needs one
   * kind of stream neither receives nor decodes the rest).
   */
  async readAll(after: GlobalCheckpoint, limit = 500, db: Queryable = this.pool, streamPrefix?: string): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          AND ($4::text IS NULL OR starts_with(stream_id, $4))
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [after.transactionId.toString(), after.position.toString(), limit, streamPrefix ?? null],
    );
    return rows.map((row) => this.toRecorded(row));
  }

  /**
   * Whether events after `checkpoint` have committed that `readAll` does not hand out yet, because a
   * transaction older than theirs is still open: a reader that found nothing looks again soon instead
   * of waiting for the next wake-up, which may be the last one for a while.
   */
  async committedBeyondHorizon(after: GlobalCheckpoint, streamPrefix?: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ waiting: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND ($3::text IS NULL OR starts_with(stream_id, $3))) AS waiting`,
      [after.transactionId.toString(), after.position.toString(), streamPrefix ?? null],
    );
    return rows[0]!.waiting;
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
