import type { ApiModel } from '@meridian/contracts';
import { api } from '../api/api';
import { refetchOnPush } from '../api/while-cached';

export type InboxList = ApiModel<'InboxListResponseDto'>;
export type InboxMessage = ApiModel<'InboxMessageResponseDto'>;
export type InboxPreferences = ApiModel<'InboxPreferencesResponseDto'>;
export type InboxCategory = InboxPreferences['categories'][number]['category'];

export const INBOX_PAGE_SIZE = 20;
const INBOX = 'Inbox' as const;

// The personal inbox (docs/engagement.md, "The personal inbox"): messages rendered by the server in
// the reader's language (`lang` keys the answer), read, read all, archive, and the categories received.
const inboxApi = api.enhanceEndpoints({ addTagTypes: [INBOX] }).injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<InboxList, { page: number; lang: string }>({
      query: ({ page }) => ({ url: 'api/v1/inbox', params: { page: String(page), perPage: String(INBOX_PAGE_SIZE) } }),
      providesTags: [INBOX],
      // The unread count is pushed ('inbox') whenever a message arrives or is read, on any of the
      // customer's devices; after a reconnection the list is read again over REST.
      onCacheEntryAdded: (_args, entry) => refetchOnPush('inbox', () => entry.dispatch(inboxApi.util.invalidateTags([INBOX])), entry),
    }),
    readInboxMessage: build.mutation<InboxMessage, string>({
      query: (id) => ({ url: `api/v1/inbox/${encodeURIComponent(id)}/read`, method: 'POST', body: {} }),
      extraOptions: { showsRefusal: true, announceSuccess: false },
      invalidatesTags: [INBOX],
    }),
    readAllInbox: build.mutation<InboxList, void>({
      query: () => ({ url: 'api/v1/inbox/read-all', method: 'POST', body: {} }),
      invalidatesTags: [INBOX],
    }),
    archiveInboxMessage: build.mutation<InboxMessage, string>({
      query: (id) => ({ url: `api/v1/inbox/${encodeURIComponent(id)}/archive`, method: 'POST', body: {} }),
      invalidatesTags: [INBOX],
    }),
    inboxPreferences: build.query<InboxPreferences, void>({
      query: () => ({ url: 'api/v1/inbox/preferences' }),
      providesTags: [{ type: INBOX, id: 'preferences' }],
    }),
    setInboxPreferences: build.mutation<InboxPreferences, { muted: InboxCategory[] }>({
      query: (body) => ({ url: 'api/v1/inbox/preferences', method: 'PUT', body }),
      invalidatesTags: [{ type: INBOX, id: 'preferences' }],
    }),
  }),
});

export const {
  useInboxQuery,
  useReadInboxMessageMutation,
  useReadAllInboxMutation,
  useArchiveInboxMessageMutation,
  useInboxPreferencesQuery,
  useSetInboxPreferencesMutation,
} = inboxApi;
