import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { conversationStreamPrefix, type ConversationEvent } from './domain/conversation.decider';
import { engagementReadModels } from '../engagement.read-models';
import { SupportConversation } from './read-models/support-conversation.entity';
import { SupportMessage } from './read-models/support-message.entity';

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
  const models = await engagementReadModels.on(client);
  const conversations = models.getRepository(SupportConversation);
  const set = (changes: Partial<SupportConversation>) => conversations.update(id, changes);
  switch (event.type) {
    case 'SupportConversationOpened': {
      const { customerId, reference, at } = event.data;
      const openedAt = new Date(at);
      await conversations.insert({
        conversationId: id,
        customerId,
        referenceKind: reference?.kind ?? null,
        referenceId: reference?.id ?? null,
        status: 'open',
        openedAt,
        cycleStartedAt: openedAt,
        lastMessageAt: openedAt,
      });
      return;
    }
    case 'SupportCustomerWrote':
    case 'SupportStaffReplied':
    case 'SupportNoteAdded': {
      const { messageId, seq, body, image, at } = event.data;
      const kind = event.type === 'SupportCustomerWrote' ? 'customer' : event.type === 'SupportStaffReplied' ? 'reply' : 'note';
      const authorId = event.type === 'SupportCustomerWrote' ? event.data.customerId : event.data.staffId;
      await models.getRepository(SupportMessage).insert({ conversationId: id, seq, messageId, kind, authorId, body, image, at: new Date(at) });
      if (kind === 'note') return;
      // A side that writes has read what the other side wrote before.
      const conversation = await conversations.findOneByOrFail({ conversationId: id });
      const lastMessageAt = new Date(at);
      if (kind === 'customer') {
        await set({ lastCustomerSeq: seq, customerReadSeq: conversation.lastReplySeq, lastMessageAt });
        return;
      }
      // The first reply since the conversation (re)opened is its first response.
      const firstResponseAt = conversation.firstResponseAt ?? lastMessageAt;
      await set({ lastReplySeq: seq, staffReadSeq: conversation.lastCustomerSeq, lastMessageAt, firstResponseAt });
      return;
    }
    case 'SupportConversationAssigned':
      await set({ assigneeId: event.data.assigneeId });
      return;
    case 'SupportConversationResolved':
      await set({ status: 'resolved', resolvedAt: new Date(event.data.at), resolvedBy: event.data.staffId });
      return;
    case 'SupportConversationReopened':
      // The timers start again: a new first response and a new resolution are owed.
      await set({ status: 'open', cycleStartedAt: new Date(event.data.at), firstResponseAt: null, resolvedAt: null, resolvedBy: null });
      return;
    case 'SupportConversationRead':
      await set(event.data.side === 'customer' ? { customerReadSeq: event.data.seq } : { staffReadSeq: event.data.seq });
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
  reset: engagementReadModels.emptied(SupportMessage, SupportConversation),
});
