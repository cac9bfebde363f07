import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { handleCommand, WrongExpectedVersionError, type CommandOutcome, type Decider, type DomainEvent, type EventStore, type RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox, type IntegrationEvent } from '@meridian/messaging';

/** What a use case tells other services about the events it appended, read in the append's transaction. */
export type MessagesOf = (recorded: readonly RecordedEvent[], client: PoolClient) => Promise<IntegrationEvent[]>;

const ATTEMPTS = 8;

/**
 * Decides and appends one command, and writes what it publishes to the outbox in the same transaction
 * (the caller's, when it gives one): the events and their messages commit together or not at all. A
 * projection never publishes, so rebuilding a read model sends nothing again (issue 19, section 7).
 * Outside a caller's transaction a conflicting append is retried against the newer state, as
 * `handleCommand` does.
 */
export async function decideAndPublish<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: { metadata?: Record<string, unknown>; client?: PoolClient },
  messagesOf: MessagesOf,
): Promise<CommandOutcome<Event, State>> {
  const run = async (client: PoolClient) => {
    const outcome = await handleCommand(store, streamId, decider, command, { metadata: options.metadata, client });
    if (outcome.events.length > 0) await writeToOutbox(client, await messagesOf(outcome.events, client));
    return outcome;
  };
  if (options.client) return run(options.client);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(store.pool, run);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
