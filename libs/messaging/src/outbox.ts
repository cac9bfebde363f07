import type { ClientBase, QueryConfig } from 'pg';
import type { IntegrationEvent } from './integration-event';
import { topicFor } from './topics';

export const OUTBOX_CHANNEL = 'meridian_outbox';

/**
 * Call inside the service's append transaction, after the append: the events are published if and
 * only if the append commits. The append's stream lock makes rows of one stream commit in id order,
 * which is the order the relay publishes them in. Writing an event id twice keeps the first row.
 */
export async function writeToOutbox(client: ClientBase, events: readonly IntegrationEvent[]): Promise<void> {
  for (const statement of outboxStatements(events)) await client.query(statement);
}

/** `writeToOutbox` as statements, for a writer that sends its whole transaction at once: the rows in order, then the wake-up. */
export function outboxStatements(events: readonly IntegrationEvent[]): QueryConfig[] {
  if (events.length === 0) return [];
  return [
    {
      text: `INSERT INTO outbox (event_id, source, topic, key, payload)
             SELECT e.event_id, e.source, e.topic, e.key, e.payload::jsonb
               FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS e(event_id, source, topic, key, payload, n)
              ORDER BY e.n
             ON CONFLICT (event_id) DO NOTHING`,
      values: [
        events.map((event) => event.id),
        events.map((event) => event.source),
        events.map((event) => topicFor(event.source)),
        events.map((event) => event.streamId),
        events.map((event) => JSON.stringify(event)),
      ],
    },
    { text: `SELECT pg_notify('${OUTBOX_CHANNEL}', '')` },
  ];
}
