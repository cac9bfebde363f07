import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';
import { refetchOnPush } from '../../shared/api/while-cached';
import type { NewOption, OptionEligibility, OptionOrder, OptionProduct } from './options.types';

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
      onCacheEntryAdded: (_status, entry) => refetchOnPush('balance', () => entry.dispatch(optionsApi.util.invalidateTags(ALL_ORDERS)), entry),
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
