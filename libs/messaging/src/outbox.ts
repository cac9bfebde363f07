import type { ClientBase } from 'pg';
import type { IntegrationEvent } from './integration-event';
import { topicFor } from './topics';

export const OUTBOX_CHANNEL = 'meridian_outbox';

/**
 * Call inside the service's append transaction, after the append: the events are published if and
 * only if the append commits. The append's stream lock makes rows of one stream commit in id order,
 * which is the order the relay publishes them in. Writing an event id twice keeps the first row.
 */
export async function writeToOutbox(client: ClientBase, events: readonly IntegrationEvent[]): Promise<void> {
  if (events.length === 0) return;
  for (const event of events) {
    await client.query(
      `INSERT INTO outbox (event_id, source, topic, key, payload) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_id) DO NOTHING`,
      [event.id, event.source, topicFor(event.source), event.streamId, JSON.stringify(event)],
    );
  }
  await client.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
}
