import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EventBus, IEvent } from '@nestjs/cqrs';
import { Client, type ClientConfig, type QueryConfig } from 'pg';
import { allAnswered, isRetryableConflict } from '@meridian/database';
import { canonicalJson, loadSnapshot, saveSnapshot, type EventStore, type NewEvent, type RecordedEvent, type StreamHead } from '@meridian/eventstore';
import { rememberAnswersStatement, type RequestClaim, type StoredAnswer } from '@meridian/http';
import { sentTogether } from './sent-together';

/** A single-writer state machine: pure and deterministic, so re-running its commands rebuilds it. */
export interface DeterministicCore<Command, Data, Snapshot> {
  readonly sequence: number;
  execute(command: Command): CoreEvent<Data>;
  snapshot(): Snapshot;
}

export interface CoreEvent<Data> {
  type: string;
  data: Data;
}

/** What one core's writer needs to know about it. */
export interface SingleWriterDefinition<Core, Command, Data, Snapshot> {
  /** Names the writer in logs, its database connection and its snapshots. */
  name: string;
  stream: string;
  create(): Core;
  restore(snapshot: Snapshot): Core;
  /** A business refusal: the core raised it before changing anything. */
  isRejection(error: unknown): boolean;
  /** What callers get while the core rebuilds itself. */
  unavailable(): Error;
  ownerOf(command: Command): string;
  /** The read models and outbox rows written in the same transaction as the events. */
  statements(recorded: readonly RecordedEvent[]): QueryConfig[];
  /** Published on the event bus after each group commit. */
  stored(recorded: readonly RecordedEvent<string, Data>[]): IEvent;
  /**
   * The schema version new events are written with (1 when left out). When the events' shape grows,
   * raise it and register upcasters that give older events the new shape, so a replay of old commands
   * still compares equal to what was recorded (invariant 9: history is never rewritten).
   */
  schemaVersion?: number;
  /**
   * The version of the rules the core decides by (1 when left out), stamped on every event as
   * `metadata.rules`. Raise it when a rule changes what a command decides (contract fills from the
   * feed, say): a replay re-runs the stored commands under today's rules, so events recorded under
   * older rules can only be passed by a snapshot taken after them; `recover` says so by name.
   */
  rulesVersion?: number;
}

/**
 * Why a replay cannot pass a stored event, in the operator's words: a command recorded under older
 * rules is decided differently today, and the record, not today's rules, is the truth.
 */
export function replayDivergence(core: string, version: number, type: string, recordedRules: number, currentRules: number): Error {
  if (recordedRules >= currentRules) return new Error(`${core} replay diverged at version ${version} (${type})`);
  return new Error(
    `${core} replay reached version ${version} (${type}), recorded under rules ${recordedRules}; this build decides by rules ${currentRules} ` +
      `and cannot re-decide it. Start the previous build and stop it cleanly (it writes a snapshot at the head), then start this one ` +
      `(docs/architecture.md, "Upgrading a trading core").`,
  );
}

export interface SingleWriterSettings {
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
export interface AnswerRecord<Data> {
  claim: RequestClaim;
  httpStatus: number;
  answer: (event: CoreEvent<Data>) => unknown;
}

interface Pending<Data> {
  event: NewEvent<string, Data>;
  record?: { claim: RequestClaim; answer: StoredAnswer };
  resolve: (event: CoreEvent<Data>) => void;
  reject: (error: unknown) => void;
}

/**
 * The single writer around a trading core (DESIGN.md section 4). A command runs at once against the
 * in-memory core, and its event joins the batch being written; the caller's answer waits until that
 * batch is durable (group commit). While one batch is written the next one fills, so under load one
 * round trip to PostgreSQL carries hundreds of orders.
 *
 * The core may run ahead of the log by the batches in flight; they commit in order, so if one fails
 * every later one is refused too: the core halts, answers "unavailable", and rebuilds itself from the
 * log (snapshot plus the events after it), exactly as a restart does.
 *
 * A command that fails inside the core for any reason but a business refusal (which the core raises
 * before it changes anything) may have left it half-changed: the core stops taking commands, lets the
 * writer store what whole commands queued before it, and rebuilds from the log.
 */
export abstract class SingleWriter<Core extends DeterministicCore<Command, Data, Snapshot>, Command extends { type: string }, Data extends { command: Command }, Snapshot extends { sequence: number }>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  protected readonly logger: Logger;
  protected core: Core;
  private queue: Pending<Data>[] = [];
  private writing: Promise<void> | null = null;
  private durableVersion = 0;
  /** The log's head as this writer last committed or read it (known once recovered). */
  private head: StreamHead | null = null;
  private ready = false;
  private snapshotDue: { sequence: number; state: Snapshot } | null = null;
  private lastSnapshot = 0;
  private lastSnapshotAt = Date.now();
  private readonly settings: SingleWriterSettings;
  /**
   * The writer's own connection, in pipeline mode: a group commit never queues behind request traffic
   * for a pooled one, and its statements go out together.
   */
  private writer: Client | null = null;
  private snapshotting: Promise<void> | null = null;
  private stopping = false;
  private recovering: Promise<void> | null = null;
  private markRecovered!: () => void;
  /** Resolves once the core has rebuilt itself from its log at start and takes commands. */
  readonly recovered = new Promise<void>((resolve) => (this.markRecovered = resolve));

  constructor(
    protected readonly store: EventStore,
    private readonly eventBus: EventBus,
    private readonly definition: SingleWriterDefinition<Core, Command, Data, Snapshot>,
    settings: Partial<SingleWriterSettings> = {},
  ) {
    this.settings = { snapshotEvery: 10_000, snapshotMinIntervalMs: 60_000, maxBatch: 2_000, ...settings };
    this.logger = new Logger(definition.name);
    this.core = definition.create();
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
   * Runs a command and resolves once its event is durable. A refused command (a business rejection)
   * rejects at once and changed nothing. It never throws: a caller that hands the promise on (to
   * `runOnce`, say) sees every refusal in it, not in the call.
   */
  submit(command: Command, metadata: Record<string, unknown> = {}, record?: AnswerRecord<Data>): Promise<CoreEvent<Data>> {
    if (!this.ready) return Promise.reject(this.definition.unavailable());
    let event: CoreEvent<Data>;
    try {
      event = this.core.execute(command);
    } catch (error) {
      if (this.definition.isRejection(error)) return Promise.reject(error);
      this.faultInCore(command, error);
      return Promise.reject(this.definition.unavailable());
    }
    const answered = record && this.answerOf(record, event, command);
    return new Promise<CoreEvent<Data>>((resolve, reject) => {
      this.queue.push({
        event: {
          type: event.type,
          data: event.data,
          schemaVersion: this.definition.schemaVersion ?? 1,
          metadata: { ...metadata, customerId: this.definition.ownerOf(command), rules: this.definition.rulesVersion ?? 1 },
        },
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

  /**
   * The answer recorded with the event. The command has run: its event is written whatever happens
   * here, and an answer that cannot be made is only left out (the request id then keeps no answer).
   */
  private answerOf(record: AnswerRecord<Data>, event: CoreEvent<Data>, command: Command): { claim: RequestClaim; answer: StoredAnswer } | undefined {
    try {
      return { claim: record.claim, answer: { httpStatus: record.httpStatus, body: record.answer(event), isError: false } };
    } catch (error) {
      this.logger.error(`${this.definition.name}: no answer recorded for ${command.type} (${(error as Error).message})`);
      return undefined;
    }
  }

  private snapshotIsDue(): boolean {
    if (this.snapshotDue || this.snapshotting) return false;
    return this.core.sequence - this.lastSnapshot >= this.settings.snapshotEvery && Date.now() - this.lastSnapshotAt >= this.settings.snapshotMinIntervalMs;
  }

  get isReady(): boolean {
    return this.ready;
  }

  /**
   * Reads the core in memory at one point of its command order, then waits until everything up to that
   * point is durable: the live core runs ahead of the log by the batches in flight, so an auditor holds
   * the reading against the log's first `sequence` events, never against a log that is behind or ahead.
   */
  async durableReading<T>(read: (core: Core) => T): Promise<{ sequence: number; value: T }> {
    if (!this.ready) throw this.definition.unavailable();
    const sequence = this.core.sequence;
    const value = read(this.core);
    while (this.durableVersion < sequence) {
      // A halted writer stops writing before it reaches the reading: the reading was never durable.
      if (!this.writing) throw this.definition.unavailable();
      await this.writing;
    }
    return { sequence, value };
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
        for (const pending of batch) pending.resolve({ type: pending.event.type, data: pending.event.data });
        this.eventBus.publish(this.definition.stored(recorded as RecordedEvent<string, Data>[]));
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
  private async appendDurably(events: NewEvent<string, Data>[], answers: { claim: RequestClaim; answer: StoredAnswer }[]) {
    for (let attempt = 1; ; attempt++) {
      this.writer ??= await this.connectWriter();
      const writer = this.writer;
      const prepared = this.store.prepareAppend(this.definition.stream, events, this.head!);
      const answer = rememberAnswersStatement(answers);
      const statements: QueryConfig[] = [
        { text: 'BEGIN' },
        ...prepared.statements,
        ...this.definition.statements(prepared.events),
        ...(answer ? [answer] : []),
        { text: 'COMMIT' },
      ];
      try {
        const results = await allAnswered(sentTogether(writer, statements));
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
    const client = new Client({ ...(this.store.pool.options as ClientConfig), pipeline: true, application_name: `meridian-${this.definition.name}` });
    // A lost connection shows as the failure of the statement in flight, which halts the core.
    client.on('error', (error) => this.logger.warn(`writer connection: ${error.message}`));
    await client.connect();
    return client;
  }

  /** The in-memory core can no longer be trusted; what is queued came from whole commands and is still stored. */
  private faultInCore(command: Command, cause: unknown): void {
    this.ready = false;
    this.snapshotDue = null;
    this.logger.error(`${this.definition.name} fault in ${command.type} (${(cause as Error).message}); rebuilding the core from the log`);
    this.recovering ??= (async () => {
      while (this.writing) await this.writing;
      await this.retryRecovery();
    })().finally(() => (this.recovering = null));
  }

  private async halt(batch: Pending<Data>[], cause: unknown): Promise<void> {
    this.ready = false;
    const refused = [...batch, ...this.queue.splice(0)];
    this.logger.error(`group commit of ${batch.length} events failed (${(cause as Error).message}); rebuilding the core from the log`);
    for (const pending of refused) pending.reject(this.definition.unavailable());
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
        this.logger.error(`${this.definition.name} recovery failed (attempt ${attempt}): ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 * attempt)).unref());
      }
    }
  }

  /** Latest snapshot plus every later event, re-run through the engine and checked against the record. */
  async recover(): Promise<void> {
    const snapshot = await loadSnapshot<Snapshot>(this.store.pool, this.definition.name);
    const core = snapshot ? this.definition.restore(snapshot.state) : this.definition.create();
    let replayed = 0;
    for (;;) {
      const events = await this.store.readStreamPage(this.definition.stream, core.sequence + 1, 5_000);
      if (events.length === 0) break;
      for (const stored of events) {
        const data = stored.data as Data;
        const again = core.execute(data.command);
        // Stored as jsonb (keys reordered, undefined dropped): compare canonical forms.
        if (again.type !== stored.type || canonicalJson(JSON.parse(JSON.stringify(again.data))) !== canonicalJson(data)) {
          const recordedRules = Number((stored.metadata as { rules?: unknown }).rules ?? 1);
          throw replayDivergence(this.definition.name, stored.version, stored.type, recordedRules, this.definition.rulesVersion ?? 1);
        }
        replayed += 1;
      }
    }
    const head = await this.store.headOf(this.definition.stream);
    if (head.version !== core.sequence) throw new Error(`${this.definition.name} rebuilt to version ${core.sequence} but its stream is at ${head.version}`);
    this.core = core;
    this.durableVersion = core.sequence;
    this.head = head;
    this.lastSnapshot = snapshot?.state.sequence ?? 0;
    this.ready = true;
    this.markRecovered();
    this.logger.log(`${this.definition.name} at version ${core.sequence} (snapshot ${this.lastSnapshot}, ${replayed} events replayed)`);
  }

  private async saveSnapshot(due: { sequence: number; state: Snapshot }): Promise<void> {
    const [last] = await this.store.readStreamPage(this.definition.stream, due.sequence, 1);
    if (!last) return;
    await saveSnapshot(this.store.pool, {
      name: this.definition.name,
      checkpoint: { transactionId: last.transactionId, position: last.position },
      streamVersion: due.sequence,
      state: due.state,
    });
    this.lastSnapshot = due.sequence;
    this.lastSnapshotAt = Date.now();
  }
}
