import { api } from '../../shared/api/api';
import { onPrivateEvent } from '../../shared/socket/push-connection';
import type { NewOption, OptionEligibility, OptionOrder, OptionProduct } from './options.types';

const itemsOf = <T>(answer: { items?: T[] } | null): T[] => answer?.items ?? [];
const ALL_ORDERS = [{ type: 'OptionOrders' as const, id: 'pending' }, { type: 'OptionOrders' as const, id: 'history' }, 'Assets' as const];

const optionsApi = api.enhanceEndpoints({ addTagTypes: ['OptionOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    optionProducts: build.query<OptionProduct[], void>({
      query: () => ({ url: 'api/v1/options/products' }),
      transformResponse: itemsOf<OptionProduct>,
      keepUnusedDataFor: 600,
    }),
    // A settlement moves the option account: its balance push refreshes the orders.
    optionOrders: build.query<OptionOrder[], 'pending' | 'history'>({
      query: (status) => ({ url: 'api/v1/options/orders', params: { status } }),
      transformResponse: itemsOf<OptionOrder>,
      providesTags: (_result, _error, status) => [{ type: 'OptionOrders', id: status }],
      onCacheEntryAdded: async (_status, { cacheDataLoaded, cacheEntryRemoved, dispatch }) => {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const refresh = () => dispatch(optionsApi.util.invalidateTags(ALL_ORDERS));
        const stops = [onPrivateEvent('balance', refresh), onPrivateEvent('reconnected', refresh)];
        await cacheEntryRemoved;
        stops.forEach((stop) => stop());
      },
    }),
    // Whether real-money options are offered where the customer is (their phone's country until verified).
    optionEligibility: build.query<OptionEligibility, void>({
      query: () => ({ url: 'api/v1/options/eligibility' }),
    }),
    placeOption: build.mutation<OptionOrder, { key: string; body: NewOption }>({
      query: ({ key, body }) => ({ url: 'api/v1/options/orders', method: 'POST', body: { ...body }, idempotencyKey: key }),
      invalidatesTags: ALL_ORDERS,
    }),
  }),
});

export const { useOptionProductsQuery, useOptionOrdersQuery, useOptionEligibilityQuery, usePlaceOptionMutation } = optionsApi;
