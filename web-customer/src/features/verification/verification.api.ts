import { api } from '../../shared/api/api';
import { onPrivateEvent } from '../../shared/socket/push-connection';
import type { KycStatus, KycTier, TierLimits } from './verification.types';

const itemsOf = <T>(answer: { items?: T[] } | null): T[] => answer?.items ?? [];

const verificationApi = api.enhanceEndpoints({ addTagTypes: ['Kyc'] }).injectEndpoints({
  endpoints: (build) => ({
    // The customer's tiers; a `verification` push (compliance decided) fetches them again.
    kycStatus: build.query<KycStatus, void>({
      query: () => ({ url: 'api/v1/kyc' }),
      providesTags: ['Kyc'],
      onCacheEntryAdded: async (_args, { cacheDataLoaded, cacheEntryRemoved, dispatch }) => {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const refresh = () => dispatch(verificationApi.util.invalidateTags(['Kyc']));
        const stops = [onPrivateEvent('verification', refresh), onPrivateEvent('reconnected', refresh)];
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
      },
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
