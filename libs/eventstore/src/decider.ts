import type { PoolClient } from 'pg';
import { WrongExpectedVersionError } from './errors';
import type { EventStore } from './event-store';
import type { EventMetadata, RecordedEvent } from './types';

export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Pure aggregate logic (STYLE.md rule 1): no clock, no random ids, no I/O. */
export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface CommandOutcome<Event, State> {
  events: RecordedEvent[];
  newEvents: Event[];
  state: State;
  version: number;
}

export interface HandleOptions {
  metadata?: EventMetadata;
  /** Append inside this open transaction (no retry: the caller owns the transaction). */
  client?: PoolClient;
  maxAttempts?: number;
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
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(streamId, 1, options.client ?? store.pool);
    const version = history.length === 0 ? 0 : history[history.length - 1]!.version;
    const state = foldEvents(decider, history);
    const newEvents = decider.decide(command, state);
    if (newEvents.length === 0) return { events: [], newEvents, state, version };
    try {
      const result = await store.append(
        streamId,
        newEvents.map((event) => ({ type: event.type, data: event.data, metadata: options.metadata })),
        version === 0 ? 'no-stream' : version,
        { client: options.client },
      );
      const finalState = newEvents.reduce(decider.evolve, state);
      return { events: result.events, newEvents, state: finalState, version: result.nextVersion };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
