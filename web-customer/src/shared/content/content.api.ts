import type { ApiModel } from '@meridian/contracts';
import { api } from '../api/api';
import { itemsOf } from '../api/items-of';

export type ContentPage = ApiModel<'ContentPageResponseDto'>;
export type Agreement = ApiModel<'AgreementResponseDto'>;

// docs/engagement.md: published pages by slug (or legacy id), and the agreements each customer accepted.
// Shared: the registration form shows the user agreement, the content screens every page.
export const contentApi = api.enhanceEndpoints({ addTagTypes: ['Agreements'] }).injectEndpoints({
  endpoints: (build) => ({
    // By slug or legacy id; `lang` is the app's language (sent with every request), a part of the key.
    contentPage: build.query<ContentPage, { slug: string; lang: string }>({
      query: ({ slug }) => ({ url: `api/v1/content/${encodeURIComponent(slug)}` }),
      extraOptions: { showsRefusal: true },
    }),
    agreements: build.query<Agreement[], { lang: string; session: string | null }>({
      query: () => ({ url: 'api/v1/agreements' }),
      transformResponse: itemsOf<Agreement>,
      providesTags: ['Agreements'],
    }),
    // What the customer must accept before going on; keyed by the session, so a new login asks again.
    pendingAgreements: build.query<Agreement[], { lang: string; session: string }>({
      query: () => ({ url: 'api/v1/agreements/pending' }),
      transformResponse: itemsOf<Agreement>,
      providesTags: ['Agreements'],
      // Asked on every screen after a login: a stale session is told by the screen's own requests.
      extraOptions: { background: true },
    }),
    acceptAgreement: build.mutation<Agreement[], { slug: string; version: number }>({
      query: ({ slug, version }) => ({ url: `api/v1/agreements/${encodeURIComponent(slug)}/accept`, method: 'POST', body: { version } }),
      transformResponse: itemsOf<Agreement>,
      invalidatesTags: ['Agreements'],
    }),
  }),
});

export const { useContentPageQuery, useAgreementsQuery, usePendingAgreementsQuery, useAcceptAgreementMutation } = contentApi;
