import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client, type ClientConfig, type QueryConfig } from 'pg';
import { EventBus } from '@nestjs/cqrs';
import { allAnswered, isRetryableConflict } from '@meridian/database';
import { canonicalJson, loadSnapshot, saveSnapshot, type EventStore, type NewEvent, type RecordedEvent, type StreamHead } from '@meridian/eventstore';
import { AppError, rememberAnswersStatement, type RequestClaim, type StoredAnswer } from '@meridian/http';
import { EVENT_STORE, PLATFORM_CONFIG } from '@meridian/runtime';
import { SpotCore, type SpotCoreSnapshot } from './spot-core';
import { MARKET_MAKER, SpotRejection, type SpotCommand, type SpotEvent, type SpotEventData } from './spot-core.types';
import { SPOT_CORE_STREAM, spotReadModelStatements } from './read-model/spot-read-model';
import { spotOutboxStatements } from './spot-accounts/spot-transfers.outbox';

/** Published after each group commit, for push and the market maker. */
export class SpotEventsStored {
  constructor(readonly events: readonly RecordedEvent<string, SpotEventData>[]) {}
}

export interface SpotCoreSettings {
  /** Events between snapshots. */
  snapshotEvery: number;
  /**
   * The least time between two snapshots. With every open order in it a snapshot is megabytes (about
   * 9 MB at 20,000 orders) and costs the database a few hundred ms of CPU; under heavy load this keeps
   * that to once a minute, and a restart replays at most a minute of events (about 22,000 a second).
   */
  snapshotMinIntervalMs: number;
  /** Most events in one group commit. */
  maxBatch: number;
}

/** A request id whose answer is recorded in the same transaction as the command's event. */
export interface AnswerRecord {
  claim: RequestClaim;
  httpStatus: number;
  answer: (event: SpotEvent) => unknown;
}

interface Pending {
  event: NewEvent<string, SpotEventData>;
  record?: { claim: RequestClaim; answer: StoredAnswer };
  resolve: (event: SpotEvent) => void;
  reject: (error: unknown) => void;
}

const SNAPSHOT_NAME = 'spot-core';

/**
 * The single writer around `SpotCore` (DESIGN.md section 4). A command runs at once against the
 * in-memory core, and its event joins the batch being written; the caller's answer waits until that
 * batch is durable (group commit). While one batch is written the next one fills, so under load one
 * round trip to PostgreSQL carries hundreds of orders.
 *
 * The core may run ahead of the log by the batches in flight; they commit in order, so if one fails
 * every later one is refused too: the core halts, answers "unavailable", and rebuilds itself from the
 * log (snapshot plus the events after it), exactly as a restart does.
 *
 * A command that fails inside the core for any reason but a business refusal (SpotRejection, which
 * the core raises before it changes anything) may have left it half-changed: the core stops taking
 * commands, lets the writer store what whole commands queued before it, and rebuilds from the log.
 */
@Injectable()
export class SpotCoreService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('spot-core');
  private core = new SpotCore();
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  private durableVersion = 0;
  /** The log's head as this writer last committed or read it (known once recovered). */
  private head: StreamHead | null = null;
  private ready = false;
  private snapshotDue: { sequence: number; state: SpotCoreSnapshot } | null = null;
  private lastSnapshot = 0;
  private lastSnapshotAt = Date.now();
  private readonly settings: SpotCoreSettings;
  /**
   * The writer's own connection, in pipeline mode: a group commit never queues behind request traffic
   * for a pooled one, and its statements go out together.
   */
  private writer: Client | null = null;
  private snapshotting: Promise<void> | null = null;
  private stopping = false;
  private recovering: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PLATFORM_CONFIG) config: { spot?: Partial<SpotCoreSettings> },
    private readonly eventBus: EventBus,
  ) {
    this.settings = { snapshotEvery: 10_000, snapshotMinIntervalMs: 60_000, maxBatch: 2_000, ...config.spot };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.recover();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.ready = false;
    await this.writing;
    await this.snapshotting;
    // Only a core exactly at the log's end may be saved: after a halt it may hold commands that never
    // committed, and after a fault, half a command.
    if (!this.recovering && this.core.sequence === this.durableVersion && this.durableVersion > this.lastSnapshot) {
      // Best effort: on Ctrl-C the embedded database may already be gone; the next start replays the log instead.
      await this.saveSnapshot({ sequence: this.core.sequence, state: this.core.snapshot() }).catch((error: unknown) =>
        this.logger.warn(`no snapshot at shutdown (${(error as Error).message}); the next start replays the log`),
      );
    }
    await this.writer?.end().catch(() => undefined);
    this.writer = null;
  }

  /**
   * Runs a command and resolves once its event is durable. A refused command (SpotRejection) throws
   * at once and changed nothing.
   */
  submit(command: SpotCommand, metadata: Record<string, unknown> = {}, record?: AnswerRecord): Promise<SpotEvent> {
    if (!this.ready) return Promise.reject(AppError.badInput('spot.unavailable'));
    let event: SpotEvent;
    try {
      event = this.core.execute(command);
    } catch (error) {
      if (error instanceof SpotRejection) throw error;
      this.faultInCore(command, error);
      throw AppError.badInput('spot.unavailable');
    }
    const answered = record && { claim: record.claim, answer: { httpStatus: record.httpStatus, body: record.answer(event), isError: false } };
    return new Promise<SpotEvent>((resolve, reject) => {
      this.queue.push({
        event: { type: event.type, data: event.data, metadata: { ...metadata, customerId: ownerOf(command) } },
        record: answered,
        resolve,
        reject,
      });
      if (this.snapshotIsDue()) {
        this.snapshotDue = { sequence: this.core.sequence, state: this.core.snapshot() };
      }
      this.writing ??= this.writeBatches();
    });
  }

  private snapshotIsDue(): boolean {
    if (this.snapshotDue || this.snapshotting) return false;
    return this.core.sequence - this.lastSnapshot >= this.settings.snapshotEvery && Date.now() - this.lastSnapshotAt >= this.settings.snapshotMinIntervalMs;
  }

  /** The core for queries; never change it from outside. */
  get state(): Pick<
    SpotCore,
    | 'balancesOf'
    | 'openOrdersOf'
    | 'openOrder'
    | 'depth'
    | 'availableMinor'
    | 'accountBalances'
    | 'marketMakerOrders'
    | 'sequence'
  > {
    return this.core;
  }

  get isReady(): boolean {
    return this.ready;
  }

  private async writeBatches(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.settings.maxBatch);
        let recorded: RecordedEvent[];
        try {
          const appended = await this.appendDurably(
            batch.map((p) => p.event),
            batch.flatMap((p) => (p.record ? [p.record] : [])),
          );
          recorded = appended.events;
          this.durableVersion = appended.head.version;
          this.head = appended.head;
        } catch (error) {
          await this.halt(batch, error);
          return;
        }
        for (const pending of batch) pending.resolve({ type: pending.event.type as SpotEvent['type'], data: pending.event.data });
        this.eventBus.publish(new SpotEventsStored(recorded as RecordedEvent<string, SpotEventData>[]));
        const due = this.snapshotDue;
        if (due && due.sequence <= this.durableVersion && !this.snapshotting) {
          // Saved beside the writer, never in its way: the next batches commit while it is written.
          this.snapshotDue = null;
          this.snapshotting = this.saveSnapshot(due)
            .catch((error: unknown) => this.logger.warn(`snapshot failed: ${(error as Error).message}`))
            .finally(() => (this.snapshotting = null));
        }
      }
    } finally {
      this.writing = null;
    }
  }

  /**
   * One transaction on the writer's connection, sent in one burst: BEGIN, the events, the stream's
   * head, the read models, the outbox, the request-id answers and COMMIT, all queued at once, so a
   * group commit costs one wait instead of one per statement (under load, waiting for this process's
   * turn between statements had cost more than PostgreSQL's work). A failed statement aborts the
   * transaction and the COMMIT behind it rolls back. A deadlock or serialization failure is written
   * again; anything else halts the core.
   */
  private async appendDurably(events: NewEvent<string, SpotEventData>[], answers: { claim: RequestClaim; answer: StoredAnswer }[]) {
    for (let attempt = 1; ; attempt++) {
      this.writer ??= await this.connectWriter();
      const writer = this.writer;
      const prepared = this.store.prepareAppend(SPOT_CORE_STREAM, events, this.head!);
      const answer = rememberAnswersStatement(answers);
      const statements: QueryConfig[] = [
        { text: 'BEGIN' },
        ...prepared.statements,
        ...spotReadModelStatements(prepared.events),
        ...spotOutboxStatements(prepared.events),
        ...(answer ? [answer] : []),
        { text: 'COMMIT' },
      ];
      try {
        const results = await allAnswered(statements.map((statement) => writer.query(statement)));
        return { head: prepared.head, events: prepared.recorded(results[1]!) };
      } catch (error) {
        const rolledBack = await writer.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        if (rolledBack && isRetryableConflict(error) && attempt < 5) {
          this.logger.warn(`group commit of ${events.length} events met a ${(error as { code?: string }).code} conflict; writing it again`);
          continue;
        }
        // A broken connection is not reused.
        void writer.end().catch(() => undefined);
        this.writer = null;
        throw error;
      }
    }
  }

  private async connectWriter(): Promise<Client> {
    const client = new Client({ ...(this.store.pool.options as ClientConfig), pipeline: true, application_name: 'meridian-spot-writer' });
    // A lost connection shows as the failure of the statement in flight, which halts the core.
    client.on('error', (error) => this.logger.warn(`writer connection: ${error.message}`));
    await client.connect();
    return client;
  }

  /** The in-memory core can no longer be trusted; what is queued came from whole commands and is still stored. */
  private faultInCore(command: SpotCommand, cause: unknown): void {
    this.ready = false;
    this.snapshotDue = null;
    this.logger.error(`spot core fault in ${command.type} (${(cause as Error).message}); rebuilding the core from the log`);
    this.recovering ??= (async () => {
      while (this.writing) await this.writing;
      await this.retryRecovery();
    })().finally(() => (this.recovering = null));
  }

  private async halt(batch: Pending[], cause: unknown): Promise<void> {
    this.ready = false;
    const refused = [...batch, ...this.queue.splice(0)];
    this.logger.error(`group commit of ${batch.length} events failed (${(cause as Error).message}); rebuilding the core from the log`);
    for (const pending of refused) pending.reject(AppError.badInput('spot.unavailable'));
    this.snapshotDue = null;
    void this.recoverUntilReady();
  }

  /** After a halt the core answers "unavailable" until it has rebuilt itself; the database may take a while to return. */
  private recoverUntilReady(): Promise<void> {
    this.recovering ??= this.retryRecovery().finally(() => (this.recovering = null));
    return this.recovering;
  }

  private async retryRecovery(): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt++) {
      try {
        await this.recover();
        return;
      } catch (error) {
        this.logger.error(`spot core recovery failed (attempt ${attempt}): ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 * attempt)).unref());
      }
    }
  }

  /** Latest snapshot plus every later event, re-run through the engine and checked against the record. */
  async recover(): Promise<void> {
    const snapshot = await loadSnapshot<SpotCoreSnapshot>(this.store.pool, SNAPSHOT_NAME);
    const core = snapshot ? SpotCore.restore(snapshot.state) : new SpotCore();
    let replayed = 0;
    for (;;) {
      const events = await this.store.readStreamPage(SPOT_CORE_STREAM, core.sequence + 1, 5_000);
      if (events.length === 0) break;
      for (const stored of events) {
        const data = stored.data as SpotEventData;
        const again = core.execute(data.command);
        // Stored as jsonb (keys reordered, undefined dropped): compare canonical forms.
        if (again.type !== stored.type || canonicalJson(JSON.parse(JSON.stringify(again.data))) !== canonicalJson(data)) {
          throw new Error(`spot core replay diverged at version ${stored.version} (${stored.type})`);
        }
        replayed += 1;
      }
    }
    const head = await this.store.headOf(SPOT_CORE_STREAM);
    if (head.version !== core.sequence) throw new Error(`spot core rebuilt to version ${core.sequence} but its stream is at ${head.version}`);
    this.core = core;
    this.durableVersion = core.sequence;
    this.head = head;
    this.lastSnapshot = snapshot?.state.sequence ?? 0;
    this.ready = true;
    this.logger.log(`spot core at version ${core.sequence} (snapshot ${this.lastSnapshot}, ${replayed} events replayed)`);
  }

  private async saveSnapshot(due: { sequence: number; state: SpotCoreSnapshot }): Promise<void> {
    const [last] = await this.store.readStreamPage(SPOT_CORE_STREAM, due.sequence, 1);
    if (!last) return;
    await saveSnapshot(this.store.pool, {
      name: SNAPSHOT_NAME,
      checkpoint: { transactionId: last.transactionId, position: last.position },
      streamVersion: due.sequence,
      state: due.state,
    });
    this.lastSnapshot = due.sequence;
    this.lastSnapshotAt = Date.now();
  }
}

function ownerOf(command: SpotCommand): string {
  switch (command.type) {
    case 'PlaceSpotOrder':
    case 'CancelSpotOrder':
      return command.ownerId;
    case 'ReceiveFromFunding':
    case 'SendToFunding':
      return command.customerId;
    case 'ReplaceQuotes':
    case 'FundMarketMaker':
      return MARKET_MAKER;
    default: {
      const unknown: never = command;
      throw new Error(`unknown spot command ${JSON.stringify(unknown)}`);
    }
  }
}

