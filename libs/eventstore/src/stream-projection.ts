import type { ClientBase } from 'pg';
import type { DomainEvent } from './decider';
import type { RecordedEvent } from './types';

/** The stream an event was recorded on, as a projection's handler sees it. */
export interface ProjectedStream {
  /** The stream's id after its prefix (`loan-<id>`): the key of the rows it writes. */
  id: string;
  /** The transaction the projection writes in. */
  client: ClientBase;
}

/** One handler for each event type of one kind of stream: a type left without one does not compile. */
export type StreamEventHandlers<Event extends DomainEvent> = {
  [Type in Event['type']]: (data: Extract<Event, { type: Type }>['data'], stream: ProjectedStream) => Promise<unknown>;
};

/** The part of an inline projection that reads events: the types it names and what it does with them. */
export interface ProjectionHandling<Type extends string> {
  canHandle: readonly Type[];
  handle(events: readonly RecordedEvent[], client: ClientBase): Promise<void>;
}

/**
 * A projection of one kind of stream (`<prefix><id>`): each event recorded on such a stream goes to
 * the handler of its type, in log order; events of other streams pass by. The handlers name the
 * types it handles (`canHandle`), so a new event type added to the union without a handler does not
 * compile. An event on such a stream of a type it has no handler for is an error, never skipped.
 */
export function streamProjection<Event extends DomainEvent>(
  prefix: string,
  handlers: StreamEventHandlers<Event>,
): ProjectionHandling<Event['type']> {
  return {
    canHandle: Object.keys(handlers) as Event['type'][],
    async handle(events, client) {
      for (const recorded of events) {
        if (!recorded.streamId.startsWith(prefix)) continue;
        if (!Object.hasOwn(handlers, recorded.type))
          throw new Error(`no handler of ${recorded.type} on ${recorded.streamId}: ${JSON.stringify(recorded.data)}`);
        const handler = handlers[recorded.type as Event['type']] as (data: unknown, stream: ProjectedStream) => Promise<unknown>;
        await handler(recorded.data, { id: recorded.streamId.slice(prefix.length), client });
      }
    },
  };
}

/** Several kinds of stream in one projection (an offering and its subscriptions): each event goes through every part, in log order. */
export function projectionOf<Parts extends ProjectionHandling<string>[]>(
  ...parts: Parts
): ProjectionHandling<Parts[number]['canHandle'][number]> {
  return {
    canHandle: parts.flatMap((part) => part.canHandle),
    async handle(events, client) {
      for (const recorded of events) for (const part of parts) await part.handle([recorded], client);
    },
  };
}

/**
 * A part that leaves alone the streams under the prefixes given: those another part owns under a
 * longer prefix (`notice-reads-<customer>` beside `notice-<id>`), which would otherwise meet a part
 * that has no handler for their events.
 */
export function exceptStreams<Type extends string>(part: ProjectionHandling<Type>, ...prefixes: string[]): ProjectionHandling<Type> {
  return {
    canHandle: part.canHandle,
    handle: (events, client) =>
      part.handle(
        events.filter((recorded) => !prefixes.some((prefix) => recorded.streamId.startsWith(prefix))),
        client,
      ),
  };
}

/** A projection's `reset`: empties its tables in the order given (children before parents). */
export const emptyTables =
  (...tables: string[]) =>
  async (client: ClientBase): Promise<void> => {
    for (const table of tables) await client.query(`DELETE FROM ${table}`);
  };
