import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { conversationStreamPrefix, type ConversationEvent } from './domain/conversation.decider';

const SUPPORT_EVENT_TYPES = Object.keys({
  SupportConversationOpened: true,
  SupportCustomerWrote: true,
  SupportStaffReplied: true,
  SupportNoteAdded: true,
  SupportConversationAssigned: true,
  SupportConversationResolved: true,
  SupportConversationReopened: true,
  SupportConversationRead: true,
} satisfies Record<ConversationEvent['type'], true>) as ConversationEvent['type'][];

async function project(client: ClientBase, id: string, event: ConversationEvent): Promise<void> {
  switch (event.type) {
    case 'SupportConversationOpened': {
      const { customerId, reference, at } = event.data;
      await client.query(
        `INSERT INTO support_conversations (conversation_id, customer_id, reference_kind, reference_id, status, opened_at, cycle_started_at, last_message_at)
         VALUES ($1, $2, $3, $4, 'open', $5, $5, $5)`,
        [id, customerId, reference?.kind ?? null, reference?.id ?? null, at],
      );
      return;
    }
    case 'SupportCustomerWrote':
    case 'SupportStaffReplied':
    case 'SupportNoteAdded': {
      const { messageId, seq, body, image, at } = event.data;
      const kind = event.type === 'SupportCustomerWrote' ? 'customer' : event.type === 'SupportStaffReplied' ? 'reply' : 'note';
      const author = event.type === 'SupportCustomerWrote' ? event.data.customerId : event.data.staffId;
      await client.query(
        'INSERT INTO support_messages (conversation_id, seq, message_id, kind, author_id, body, image, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [id, seq, messageId, kind, author, body, image ? JSON.stringify(image) : null, at],
      );
      if (kind === 'customer')
        await client.query(
          'UPDATE support_conversations SET last_customer_seq = $2, customer_read_seq = last_reply_seq, last_message_at = $3 WHERE conversation_id = $1',
          [id, seq, at],
        );
      else if (kind === 'reply')
        await client.query(
          `UPDATE support_conversations SET last_reply_seq = $2, staff_read_seq = last_customer_seq, last_message_at = $3,
             first_response_at = COALESCE(first_response_at, $3) WHERE conversation_id = $1`,
          [id, seq, at],
        );
      return;
    }
    case 'SupportConversationAssigned':
      await client.query('UPDATE support_conversations SET assignee_id = $2 WHERE conversation_id = $1', [id, event.data.assigneeId]);
      return;
    case 'SupportConversationResolved':
      await client.query(
        "UPDATE support_conversations SET status = 'resolved', resolved_at = $2, resolved_by = $3 WHERE conversation_id = $1",
        [id, event.data.at, event.data.staffId],
      );
      return;
    case 'SupportConversationReopened':
      // The timers start again: a new first response and a new resolution are owed.
      await client.query(
        `UPDATE support_conversations SET status = 'open', cycle_started_at = $2, first_response_at = NULL, resolved_at = NULL, resolved_by = NULL
         WHERE conversation_id = $1`,
        [id, event.data.at],
      );
      return;
    case 'SupportConversationRead':
      await client.query(
        `UPDATE support_conversations SET ${event.data.side === 'customer' ? 'customer_read_seq' : 'staff_read_seq'} = $2 WHERE conversation_id = $1`,
        [id, event.data.seq],
      );
      return;
    default:
      return;
  }
}

export async function projectSupport(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(conversationStreamPrefix)) continue;
    await project(client, recorded.streamId.slice(conversationStreamPrefix.length), {
      type: recorded.type,
      data: recorded.data,
    } as ConversationEvent);
  }
}

/** Every conversation with its timers' times and read markers, and every message (notes included, for staff). */
export const supportProjection = defineInlineProjection({
  name: 'engagement-support',
  owner: 'engagement',
  canHandle: SUPPORT_EVENT_TYPES,
  handle: projectSupport,
  reset: async (client) => {
    await client.query('DELETE FROM support_messages');
    await client.query('DELETE FROM support_conversations');
  },
});
