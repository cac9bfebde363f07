import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import type { IntegrationEvent } from './integration-event';
import type { IntegrationEventHandler } from './message-bus';

export type InboxOutcome = 'handled' | 'duplicate';

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
    'INSERT INTO inbox (consumer, event_id, handled_at) VALUES ($1, $2, now()) ON CONFLICT (consumer, event_id) DO NOTHING',
    [consumer, event.id],
  );
  if (inserted.rowCount === 0) return 'duplicate';
  await handler(event, tx);
  return 'handled';
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
