import type { ApiModel, SupportConversationUpdatedV1 } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { refetchOnPush, whileCached } from '../../shared/api/while-cached';
import { onPrivateEvent } from '../../shared/socket/push-connection';

export type SupportConversationList = ApiModel<'SupportConversationListResponseDto'>;
export type SupportConversation = ApiModel<'SupportConversationResponseDto'>;
export type SupportMessage = SupportConversation['messages'][number];
export type SupportReference = NonNullable<SupportConversation['reference']>;
type SupportPush = Omit<SupportConversationUpdatedV1, 'customerId'>;

const messageForm = (body: string, image: File | null, reference?: SupportReference | null) => {
  const form = new FormData();
  form.append('body', body);
  if (reference) {
    form.append('referenceKind', reference.kind);
    form.append('referenceId', reference.id);
  }
  if (image) form.append('image', image);
  return form;
};

/** Adds a pushed message to a conversation once (a push and a resync may both bring it). */
export const withPushedMessage = (conversation: SupportConversation, push: SupportPush): SupportConversation => {
  const status = push.status === 'resolved' ? 'resolved' : 'open';
  const message = push.message;
  if (!message || conversation.messages.some((known) => known.seq === message.seq)) return { ...conversation, status };
  const messages = [...conversation.messages, message].sort((a, b) => a.seq - b.seq);
  return {
    ...conversation,
    status,
    messages,
    lastMessage: message,
    lastMessageAt: message.at,
    unread: message.author === 'staff' ? conversation.unread + 1 : 0,
  };
};

const LIST = { type: 'Support' as const, id: 'LIST' };

// Live support (docs/support.md): the customer's conversations, stored first and pushed after as
// `support` on the private socket; after a reconnection the open screens read them again over REST.
const supportApi = api.enhanceEndpoints({ addTagTypes: ['Support'] }).injectEndpoints({
  endpoints: (build) => ({
    supportConversations: build.query<SupportConversationList, { session: string }>({
      query: () => ({ url: 'api/v1/support/conversations' }),
      providesTags: [LIST],
      onCacheEntryAdded: (_args, entry) => refetchOnPush('support', () => entry.dispatch(supportApi.util.invalidateTags([LIST])), entry),
    }),
    supportConversation: build.query<SupportConversation, { id: string; session: string }>({
      query: ({ id }) => ({ url: `api/v1/support/conversations/${encodeURIComponent(id)}` }),
      extraOptions: { showsRefusal: true },
      providesTags: (_result, _error, { id }) => [{ type: 'Support', id }],
      onCacheEntryAdded: ({ id }, entry) =>
        whileCached(entry, () => [
          onPrivateEvent('support', (payload) => {
            const push = payload as SupportPush;
            if (push?.conversationId === id) entry.updateCachedData((draft) => withPushedMessage(draft, push));
          }),
          // Pushes may have been missed while the connection was down: read the conversation again.
          onPrivateEvent('reconnected', () => entry.dispatch(supportApi.util.invalidateTags([{ type: 'Support', id }]))),
        ]),
    }),
    openSupportConversation: build.mutation<
      SupportConversation,
      { key: string; body: string; image: File | null; reference: SupportReference | null }
    >({
      query: ({ key, body, image, reference }) => ({
        url: 'api/v1/support/conversations',
        method: 'POST',
        body: messageForm(body, image, reference),
        idempotencyKey: key,
      }),
      extraOptions: { announceSuccess: false },
      invalidatesTags: [LIST],
    }),
    writeToSupport: build.mutation<SupportConversation, { key: string; id: string; body: string; image: File | null }>({
      query: ({ key, id, body, image }) => ({
        url: `api/v1/support/conversations/${encodeURIComponent(id)}/messages`,
        method: 'POST',
        body: messageForm(body, image),
        idempotencyKey: key,
      }),
      extraOptions: { announceSuccess: false },
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Support', id }],
    }),
    readSupportConversation: build.mutation<SupportConversation, string>({
      query: (id) => ({ url: `api/v1/support/conversations/${encodeURIComponent(id)}/read`, method: 'POST', body: {} }),
      extraOptions: { announceSuccess: false },
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Support', id }],
    }),
  }),
});

export const {
  useSupportConversationsQuery,
  useSupportConversationQuery,
  useOpenSupportConversationMutation,
  useWriteToSupportMutation,
  useReadSupportConversationMutation,
} = supportApi;
