import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';

export type CoinOffering = ApiModel<'CoinOfferingResponseDto'>;
export type CoinSubscription = ApiModel<'CoinSubscriptionResponseDto'>;

// docs/subscription.md: coins offered for subscription, the customer's subscriptions, subscribing.
const subscriptionApi = api.enhanceEndpoints({ addTagTypes: ['CoinSubscriptions', 'CoinOfferings'] }).injectEndpoints({
  endpoints: (build) => ({
    coinOfferings: build.query<CoinOffering[], void>({
      query: () => ({ url: 'api/v1/subscriptions/coins' }),
      transformResponse: itemsOf<CoinOffering>,
      providesTags: ['CoinOfferings'],
    }),
    // The spot pairs that trade, to link a listed coin to its market.
    spotPairs: build.query<string[], void>({
      query: () => ({ url: 'api/v1/spot/markets' }),
      transformResponse: (answer: { items?: { symbol: string }[] } | null) => (answer?.items ?? []).map((market) => market.symbol),
    }),
    mySubscriptions: build.query<CoinSubscription[], void>({
      query: () => ({ url: 'api/v1/subscriptions' }),
      transformResponse: itemsOf<CoinSubscription>,
      providesTags: ['CoinSubscriptions'],
    }),
    subscribe: build.mutation<CoinSubscription, { key: string; body: { coinId: string; quantity: string } }>({
      query: ({ key, body }) => ({ url: 'api/v1/subscriptions', method: 'POST', body, idempotencyKey: key }),
      invalidatesTags: ['CoinSubscriptions', 'CoinOfferings', 'Assets'],
    }),
  }),
});

export const { useCoinOfferingsQuery, useMySubscriptionsQuery, useSpotPairsQuery, useSubscribeMutation } = subscriptionApi;
