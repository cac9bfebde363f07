import { defineInlineProjection, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { In, IsNull } from 'typeorm';
import { INBOX_STREAM_PREFIX, type InboxEvent } from './domain/inbox.decider';
import { engagementReadModels } from '../engagement.read-models';
import { InboxMessage } from './read-models/inbox-message.entity';
import { InboxPreferences } from './read-models/inbox-preferences.entity';

const messagesOn = async ({ client }: ProjectedStream) => (await engagementReadModels.on(client)).getRepository(InboxMessage);

const inboxEvents = streamProjection<InboxEvent>(INBOX_STREAM_PREFIX, {
  InboxMessageDelivered: async ({ messageId, customerId, kind, category, params, cause, at }, inbox) => {
    const row = { messageId, customerId, kind, category, params, cause, deliveredAt: new Date(at) };
    await (await messagesOn(inbox)).createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  InboxMessagesRead: async ({ customerId, messageIds, at }, inbox) => {
    if (messageIds.length === 0) return;
    await (await messagesOn(inbox)).update({ customerId, messageId: In(messageIds), readAt: IsNull() }, { readAt: new Date(at) });
  },
  InboxMessageArchived: async ({ customerId, messageId, at }, inbox) => {
    await (await messagesOn(inbox)).update({ customerId, messageId }, { archivedAt: new Date(at) });
  },
  InboxPreferencesChanged: async ({ customerId, muted, at }, { client }) => {
    const preferences = (await engagementReadModels.on(client)).getRepository(InboxPreferences);
    await preferences.upsert({ customerId, muted, updatedAt: new Date(at) }, ['customerId']);
  },
});

/** Every customer's inbox messages (kind and parameters, rendered when read) and muted categories. */
export const inboxProjection = defineInlineProjection({
  name: 'engagement-inbox',
  owner: 'engagement',
  ...inboxEvents,
  reset: engagementReadModels.emptied(InboxMessage, InboxPreferences),
});
