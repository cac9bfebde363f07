import type { Pool, PoolClient } from 'pg';
import { inTransaction, prepared } from '@meridian/database';
import type { IntegrationEvent } from './integration-event';
import type { IntegrationEventHandler } from './message-bus';

export type InboxOutcome = 'handled' | 'duplicate';

/** A handler of a run threw: which event's, and what it threw. */
export class RunHandlerFailed extends Error {
  constructor(
    readonly event: IntegrationEvent,
    override readonly cause: unknown,
  ) {
    super(`handler failed on event ${event.id}`);
  }
}

/**
 * Records the event in the consumer's inbox and runs the handler in the caller's transaction. A
 * concurrent delivery of the same event waits on the inbox row's key and then finds it taken.
 */
export async function handleOnceIn(
  tx: PoolClient,
  consumer: string,
  event: IntegrationEvent,
  handler: IntegrationEventHandler,
): Promise<InboxOutcome> {
  const inserted = await tx.query(
    prepared({ text: 'INSERT INTO inbox (consumer, event_id, handled_at) VALUES ($1, $2, now()) ON CONFLICT (consumer, event_id) DO NOTHING', values: [consumer, event.id] }),
  );
  if (inserted.rowCount === 0) return 'duplicate';
  await handler(event, tx);
  return 'handled';
}

/**
 * A run of events in one transaction: one statement records all of them in the inbox, then each event
 * newly recorded is handled in order (an event already there, or listed twice, is a duplicate). A
 * handler that throws rolls the whole run back with the caller's transaction, and the run throws
 * RunHandlerFailed naming the event.
 */
export async function handleRunOnceIn(
  tx: PoolClient,
  consumer: string,
  events: readonly IntegrationEvent[],
  handler: IntegrationEventHandler,
): Promise<InboxOutcome[]> {
  const inserted = await tx.query<{ event_id: string }>(
    prepared({
      text: 'INSERT INTO inbox (consumer, event_id, handled_at) SELECT $1, id, now() FROM unnest($2::uuid[]) AS id ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id',
      values: [consumer, events.map((event) => event.id)],
    }),
  );
  const fresh = new Set(inserted.rows.map((row) => row.event_id));
  const outcomes: InboxOutcome[] = [];
  for (const event of events) {
    // Deleted once handled, so the second copy of an event listed twice is a duplicate. PostgreSQL
    // answers a uuid in lower case, whatever case it was sent in.
    if (!fresh.delete(event.id.toLowerCase())) {
      outcomes.push('duplicate');
      continue;
    }
    try {
      await handler(event, tx);
    } catch (error) {
      throw new RunHandlerFailed(event, error);
    }
    outcomes.push('handled');
  }
  return outcomes;
}

/** Invariant 4: the effects and the inbox row commit together, so a redelivered event changes nothing. */
export function handleOnce(
  pool: Pool,
  consumer: string,
  event: IntegrationEvent,
  handler: IntegrationEventHandler,
): Promise<InboxOutcome> {
  return inTransaction(pool, (tx) => handleOnceIn(tx, consumer, event, handler));
}
