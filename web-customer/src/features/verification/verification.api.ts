import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';
import { refetchOnPush } from '../../shared/api/while-cached';
import type { KycStatus, KycTier, TierLimits } from './verification.types';

const verificationApi = api.enhanceEndpoints({ addTagTypes: ['Kyc'] }).injectEndpoints({
  endpoints: (build) => ({
    // The customer's tiers; a `verification` push (compliance decided) fetches them again.
    kycStatus: build.query<KycStatus, void>({
      query: () => ({ url: 'api/v1/kyc' }),
      providesTags: ['Kyc'],
      onCacheEntryAdded: (_args, entry) => refetchOnPush('verification', () => entry.dispatch(verificationApi.util.invalidateTags(['Kyc'])), entry),
    }),
    kycLimits: build.query<TierLimits[], void>({
      query: () => ({ url: 'api/v1/kyc/limits' }),
      transformResponse: itemsOf<TierLimits>,
      keepUnusedDataFor: 3600,
    }),
    submitVerification: build.mutation<KycStatus, { tier: KycTier; key: string; body: FormData }>({
      query: ({ tier, key, body }) => ({ url: `api/v1/kyc/${tier}`, method: 'POST', body, idempotencyKey: key }),
      extraOptions: { announceSuccess: false },
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useKycStatusQuery, useKycLimitsQuery, useSubmitVerificationMutation } = verificationApi;
