import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { retryOnConflict } from './errors';
import { handleCommand, type CommandOutcome, type Decider, type DomainEvent, type HandleOptions } from './decider';
import type { EventStore, Queryable } from './event-store';
import type { EventMetadata, RecordedEvent } from './types';

/** A command as a use case writes it: the factory stamps its `metadata` (the clock's `now`). */
export type WithoutMeta<Command> = Command extends unknown ? Omit<Command, 'metadata'> : never;

/** What the decider reads the time from: every command of a stream handled by the factory carries it. */
export interface StampedMetadata {
  now: string;
}

export interface CommandHandling<Command, Event extends DomainEvent, State> {
  store: EventStore;
  clock: { now(): Date };
  decider: Decider<Command, Event, State>;
  /** The stream of an aggregate id (`loan-<id>`). */
  streamOf: (id: string) => string;
  /**
   * Runs in the append's transaction after new events were appended: what the use case tells other
   * services (the outbox), so the events and their messages commit together or not at all. `before`
   * is the state the command was decided against.
   */
  afterAppend?: (recorded: readonly RecordedEvent[], client: PoolClient, before: State) => Promise<void>;
  /** A check against the database before every decision, retries included (e.g. an id's uniqueness). */
  precondition?: (db: Queryable) => Promise<void>;
  maxAttempts?: number;
}

export interface ExecuteOptions {
  /** Stored on every new event (customer, staff, request id). */
  metadata?: EventMetadata;
  /** The instant the command is decided at; the clock's now by default. */
  now?: Date;
  /** Decide and append inside this open transaction (the caller owns it and its retries). */
  client?: PoolClient;
}

export type ExecuteCommand<Command, Event, State> = (
  id: string,
  command: WithoutMeta<Command>,
  options?: ExecuteOptions,
) => Promise<CommandOutcome<Event, State>>;

const ATTEMPTS = 8;

/**
 * The one way a use case runs a command on an event-sourced aggregate: load the stream, decide with
 * the clock's `now` stamped on the command, append with the expected version, run `afterAppend` in the
 * same transaction, and on a conflicting append decide again against the newer state. Refusals are the
 * decider's `DomainError`s, thrown as they are: the HTTP edge (`errorAnswer` in `@meridian/http`) maps
 * them to the envelope once.
 */
export function commandHandling<Command, Event extends DomainEvent, State>(
  handling: CommandHandling<Command, Event, State>,
): ExecuteCommand<Command, Event, State> {
  const { store, clock, decider, streamOf, afterAppend, precondition } = handling;
  const attempts = handling.maxAttempts ?? ATTEMPTS;
  return async (id, command, options = {}) => {
    const stamped = { ...command, metadata: { now: (options.now ?? clock.now()).toISOString() } } as Command;
    const streamId = streamOf(id);
    const run = async (client: PoolClient, wakeListenersAfterCommit: boolean) => {
      const outcome = await handleCommand(store, streamId, decider, stamped, { metadata: options.metadata, client, precondition, wakeListenersAfterCommit } satisfies HandleOptions);
      if (afterAppend && outcome.events.length > 0) await afterAppend(outcome.events, client, outcome.before);
      return outcome;
    };
    if (options.client) return run(options.client, false);
    // Its own transaction: listeners are woken once it has committed, not by a NOTIFY inside it.
    const outcome = await retryOnConflict(() => inTransaction(store.pool, (client) => run(client, true)), attempts);
    if (outcome.events.length > 0) store.wakeListeners(streamId);
    return outcome;
  };
}

