import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { INBOX_STREAM_PREFIX, type InboxEvent } from './domain/inbox.decider';

const INBOX_EVENT_TYPES = Object.keys({
  InboxMessageDelivered: true,
  InboxMessagesRead: true,
  InboxMessageArchived: true,
  InboxPreferencesChanged: true,
} satisfies Record<InboxEvent['type'], true>) as InboxEvent['type'][];

export async function projectInbox(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(INBOX_STREAM_PREFIX)) continue;
    const event = { type: recorded.type, data: recorded.data } as InboxEvent;
    switch (event.type) {
      case 'InboxMessageDelivered': {
        const { messageId, customerId, kind, category, params, cause, at } = event.data;
        await client.query(
          `INSERT INTO inbox_messages (message_id, customer_id, kind, category, params, cause, delivered_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
          [messageId, customerId, kind, category, JSON.stringify(params), cause, at],
        );
        break;
      }
      case 'InboxMessagesRead':
        await client.query('UPDATE inbox_messages SET read_at = $3 WHERE customer_id = $1 AND message_id = ANY($2::uuid[]) AND read_at IS NULL', [
          event.data.customerId,
          event.data.messageIds,
          event.data.at,
        ]);
        break;
      case 'InboxMessageArchived':
        await client.query('UPDATE inbox_messages SET archived_at = $3 WHERE customer_id = $1 AND message_id = $2', [
          event.data.customerId,
          event.data.messageId,
          event.data.at,
        ]);
        break;
      case 'InboxPreferencesChanged':
        await client.query(
          `INSERT INTO inbox_preferences (customer_id, muted, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id) DO UPDATE SET muted = EXCLUDED.muted, updated_at = EXCLUDED.updated_at`,
          [event.data.customerId, event.data.muted, event.data.at],
        );
        break;
    }
  }
}

/** Every customer's inbox messages (kind and parameters, rendered when read) and muted categories. */
export const inboxProjection = defineInlineProjection({
  name: 'engagement-inbox',
  owner: 'engagement',
  canHandle: INBOX_EVENT_TYPES,
  handle: projectInbox,
  reset: async (client) => {
    await client.query('DELETE FROM inbox_messages');
    await client.query('DELETE FROM inbox_preferences');
  },
});
