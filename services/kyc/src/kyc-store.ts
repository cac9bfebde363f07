import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { handleCommand, WrongExpectedVersionError, type CommandOutcome, type Decider, type DomainEvent, type EventStore, type HandleOptions, type RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox, type IntegrationEvent } from '@meridian/messaging';

/** What a use case tells other services about the events it appended, read in the append's transaction. */
export type MessagesOf = (recorded: readonly RecordedEvent[], client: PoolClient) => Promise<IntegrationEvent[]> | IntegrationEvent[];

const ATTEMPTS = 8;

/**
 * Decides and appends one command on a kyc stream, and writes what kyc publishes about the new events
 * to the outbox in the same transaction (the caller's, when it gives one): the events and their
 * messages commit together or not at all. The projections only build read models, so rebuilding them
 * tells nobody anything again (issue 19, section 7). Outside a caller's transaction a conflicting
 * append is retried against the newer state, as `handleCommand` does.
 */
export async function decideAndPublish<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: Omit<HandleOptions, 'maxAttempts'>,
  messagesOf: MessagesOf,
): Promise<CommandOutcome<Event, State>> {
  const run = async (client: PoolClient) => {
    const outcome = await handleCommand(store, streamId, decider, command, { ...options, client });
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
