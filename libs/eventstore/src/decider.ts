import type { PoolClient } from 'pg';
import { retryOnConflict } from './errors';
import type { EventStore, Queryable } from './event-store';
import type { Decider, DomainEvent, SnapshotPolicy } from '@meridian/decider';
import type { EventMetadata, RecordedEvent } from './types';

export type { Decider, DomainEvent, SnapshotPolicy };

export interface CommandOutcome<Event, State> {
  events: RecordedEvent[];
  newEvents: Event[];
  state: State;
  /** The state the command was decided against. */
  before: State;
  version: number;
}

export interface HandleOptions {
  metadata?: EventMetadata;
  /** Append inside this open transaction (no retry: the caller owns the transaction). */
  client?: PoolClient;
  /** With `client`: the caller calls `store.wakeListeners` once it has committed (`AppendOptions`). */
  wakeListenersAfterCommit?: boolean;
  maxAttempts?: number;
  /** A check against the database made after loading and before every decision, retries included (e.g. an id's uniqueness). */
  precondition?: (db: Queryable) => Promise<void>;
}

const snapshotName = (streamId: string) => `stream:${streamId}`;

/**
 * A stream's state and version: its newest snapshot, if the decider takes them, plus the events
 * after it. Without a snapshot it is the fold of the whole stream.
 */
export async function loadStreamState<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState' | 'snapshots'>,
  db: Queryable = store.pool,
): Promise<{ state: State; version: number; snapshotVersion: number }> {
  let state = decider.initialState();
  let version = 0;
  if (decider.snapshots) {
    const { rows } = await db.query<{ stream_version: number; state: { schema: number; state: unknown } }>(
      'SELECT stream_version, state FROM snapshots WHERE name = $1',
      [snapshotName(streamId)],
    );
    const row = rows[0];
    if (row && row.state.schema === decider.snapshots.schema) {
      state = decider.snapshots.decode(row.state.state);
      version = row.stream_version;
    }
  }
  const tail = await store.readStream(streamId, version + 1, db);
  for (const event of tail) state = decider.evolve(state, { type: event.type, data: event.data } as Event);
  return { state, version: tail.length === 0 ? version : tail[tail.length - 1]!.version, snapshotVersion: version };
}

/**
 * Saves the state at `to` once `every` events have passed since the snapshot the command started
 * from (a stream that never had one, too). It runs on the append's connection: inside the caller's
 * transaction the snapshot commits with the events or not at all; outside one, after the append
 * committed. Never ahead of the log either way.
 */
async function snapshotIfDue<State>(
  db: Queryable,
  streamId: string,
  policy: SnapshotPolicy<State> | undefined,
  snapshotVersion: number,
  to: number,
  last: RecordedEvent,
  state: State,
): Promise<void> {
  if (!policy || to - snapshotVersion < policy.every) return;
  await db.query(
    `INSERT INTO snapshots (name, transaction_id, global_position, stream_version, state, taken_at)
     VALUES ($1, $2::text::xid8, $3, $4, $5, now())
     ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position,
       stream_version = EXCLUDED.stream_version, state = EXCLUDED.state, taken_at = now()
     WHERE snapshots.stream_version < EXCLUDED.stream_version`,
    [snapshotName(streamId), last.transactionId.toString(), last.position.toString(), to, JSON.stringify({ schema: policy.schema, state: policy.encode(state) })],
  );
}

export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: readonly RecordedEvent[],
): State {
  return events.reduce((state, event) => decider.evolve(state, { type: event.type, data: event.data } as Event), decider.initialState());
}

/**
 * Load, decide, append with the expected version; on a concurrent append, reload and decide again
 * against the newer state (invariant 2: conflicts are retried, never merged).
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleOptions = {},
): Promise<CommandOutcome<Event, State>> {
  const attempts = options.client ? 1 : (options.maxAttempts ?? 8);
  return retryOnConflict(async () => {
    const { state, version, snapshotVersion } = await loadStreamState(store, streamId, decider, options.client ?? store.pool);
    // After the load: whatever commits after this check moves the stream past `version`, and the append refuses.
    await options.precondition?.(options.client ?? store.pool);
    const newEvents = decider.decide(command, state);
    if (newEvents.length === 0) return { events: [], newEvents, state, before: state, version };
    const result = await store.append(
      streamId,
      newEvents.map((event) => ({ type: event.type, data: event.data, metadata: options.metadata })),
      version === 0 ? 'no-stream' : version,
      { client: options.client, wakeListenersAfterCommit: options.wakeListenersAfterCommit },
    );
    const finalState = newEvents.reduce(decider.evolve, state);
    await snapshotIfDue(options.client ?? store.pool, streamId, decider.snapshots, snapshotVersion, result.nextVersion, result.events[result.events.length - 1]!, finalState);
    return { events: result.events, newEvents, state: finalState, before: state, version: result.nextVersion };
  }, attempts);
}
