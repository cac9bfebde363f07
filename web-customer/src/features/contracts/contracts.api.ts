import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';
import { refetchOnPush } from '../../shared/api/while-cached';
import type { ContractInstrument, NewPosition, Position, PositionQuote, PositionStatusTab, TakeProfitStopLoss } from './contracts.types';

interface Keyed<T> {
  key: string;
  body: T;
}

const ALL_POSITIONS = [
  { type: 'ContractPositions' as const, id: 'open' },
  { type: 'ContractPositions' as const, id: 'pending' },
  { type: 'ContractPositions' as const, id: 'history' },
  'Assets' as const,
];

const contractsApi = api.enhanceEndpoints({ addTagTypes: ['ContractPositions'] }).injectEndpoints({
  endpoints: (build) => ({
    contractInstruments: build.query<ContractInstrument[], void>({
      query: () => ({ url: 'api/v1/contracts/instruments' }),
      transformResponse: itemsOf<ContractInstrument>,
      keepUnusedDataFor: 600,
    }),
    // A read that is a POST: what the order would cost at the last tick, shown before confirming.
    positionQuote: build.query<PositionQuote, NewPosition>({
      query: (body) => ({ url: 'api/v1/contracts/quote', method: 'POST', body: { ...body } }),
      extraOptions: { showsRefusal: true },
      keepUnusedDataFor: 5,
    }),
    // The customer's positions; a balance push of the contract or futures account means one moved.
    positions: build.query<Position[], PositionStatusTab>({
      query: (status) => ({ url: 'api/v1/contracts/positions', params: { status } }),
      transformResponse: itemsOf<Position>,
      providesTags: (_result, _error, status) => [{ type: 'ContractPositions', id: status }],
      onCacheEntryAdded: (_status, entry) => refetchOnPush('balance', () => entry.dispatch(contractsApi.util.invalidateTags(ALL_POSITIONS)), entry),
    }),
    openPosition: build.mutation<Position, Keyed<NewPosition>>({
      query: ({ key, body }) => ({ url: 'api/v1/contracts/positions', method: 'POST', body: { ...body }, idempotencyKey: key }),
      invalidatesTags: ALL_POSITIONS,
    }),
    closePosition: build.mutation<Position, Keyed<{ id: string; lots?: string }>>({
      query: ({ key, body: { id, lots } }) => ({ url: `api/v1/contracts/positions/${encodeURIComponent(id)}/close`, method: 'POST', body: lots ? { lots } : {}, idempotencyKey: key }),
      invalidatesTags: ALL_POSITIONS,
    }),
    setTakeProfitStopLoss: build.mutation<Position, Keyed<{ id: string } & TakeProfitStopLoss>>({
      query: ({ key, body: { id, ...levels } }) => ({ url: `api/v1/contracts/positions/${encodeURIComponent(id)}/tpsl`, method: 'PUT', body: levels, idempotencyKey: key }),
      invalidatesTags: ALL_POSITIONS,
    }),
    addMargin: build.mutation<Position, Keyed<{ id: string; amount: string }>>({
      query: ({ key, body: { id, amount } }) => ({ url: `api/v1/contracts/positions/${encodeURIComponent(id)}/margin`, method: 'POST', body: { amount }, idempotencyKey: key }),
      invalidatesTags: ALL_POSITIONS,
    }),
    cancelPendingOpen: build.mutation<Position, Keyed<{ id: string }>>({
      query: ({ key, body: { id } }) => ({ url: `api/v1/contracts/positions/${encodeURIComponent(id)}`, method: 'DELETE', idempotencyKey: key }),
      invalidatesTags: ALL_POSITIONS,
    }),
  }),
});

export const {
  useContractInstrumentsQuery,
  useLazyPositionQuoteQuery,
  usePositionQuoteQuery,
  usePositionsQuery,
  useOpenPositionMutation,
  useClosePositionMutation,
  useSetTakeProfitStopLossMutation,
  useAddMarginMutation,
  useCancelPendingOpenMutation,
} = contractsApi;
