import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';

export type SignInStatus = ApiModel<'SignInStatusResponseDto'>;
export type SignInRecord = ApiModel<'SignInRecordResponseDto'>;

// The daily sign-in (docs/engagement.md, "Daily sign-in"); `session` keys the answers (a visitor sees the rules only).
const rewardsApi = api.enhanceEndpoints({ addTagTypes: ['SignIn'] }).injectEndpoints({
  endpoints: (build) => ({
    signInStatus: build.query<SignInStatus, { lang: string; session: string | null }>({
      query: () => ({ url: 'api/v1/rewards/sign-in' }),
      providesTags: ['SignIn'],
    }),
    signInRecords: build.query<SignInRecord[], { session: string }>({
      query: () => ({ url: 'api/v1/rewards/sign-in/records' }),
      transformResponse: itemsOf<SignInRecord>,
      providesTags: ['SignIn'],
    }),
    // A reward paid lands in the funding account: its balance and records are asked again.
    signIn: build.mutation<SignInStatus, { key: string }>({
      query: ({ key }) => ({ url: 'api/v1/rewards/sign-in', method: 'POST', body: {}, idempotencyKey: key }),
      invalidatesTags: ['SignIn', 'Assets', 'Records'],
    }),
  }),
});

export const { useSignInStatusQuery, useSignInRecordsQuery, useSignInMutation } = rewardsApi;
