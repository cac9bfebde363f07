import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import { INBOX_STREAM_PREFIX, type InboxEvent } from './domain/inbox.decider';

const inboxEvents = streamProjection<InboxEvent>(INBOX_STREAM_PREFIX, {
  InboxMessageDelivered: ({ messageId, customerId, kind, category, params, cause, at }, { client }) =>
    client.query(
      `INSERT INTO inbox_messages (message_id, customer_id, kind, category, params, cause, delivered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [messageId, customerId, kind, category, JSON.stringify(params), cause, at],
    ),
  InboxMessagesRead: ({ customerId, messageIds, at }, { client }) =>
    client.query('UPDATE inbox_messages SET read_at = $3 WHERE customer_id = $1 AND message_id = ANY($2::uuid[]) AND read_at IS NULL', [
      customerId,
      messageIds,
      at,
    ]),
  InboxMessageArchived: ({ customerId, messageId, at }, { client }) =>
    client.query('UPDATE inbox_messages SET archived_at = $3 WHERE customer_id = $1 AND message_id = $2', [customerId, messageId, at]),
  InboxPreferencesChanged: ({ customerId, muted, at }, { client }) =>
    client.query(
      `INSERT INTO inbox_preferences (customer_id, muted, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET muted = EXCLUDED.muted, updated_at = EXCLUDED.updated_at`,
      [customerId, muted, at],
    ),
});

/** Every customer's inbox messages (kind and parameters, rendered when read) and muted categories. */
export const inboxProjection = defineInlineProjection({
  name: 'engagement-inbox',
  owner: 'engagement',
  ...inboxEvents,
  reset: emptyTables('inbox_messages', 'inbox_preferences'),
});
