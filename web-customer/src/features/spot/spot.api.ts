import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';
import { isZeroDecimal } from '../../shared/decimal/decimal';
import { followDepth, followOrders, followPublicTrades, ORDERS_LIMIT, PUBLIC_TRADES_LIMIT, refreshWhenPushed } from './live-spot';
import { applyOrder, isOrder, isTradablePair } from './spot-cache';
import type {
  Depth,
  FundingRow,
  MyTrade,
  NewOco,
  NewOrder,
  OcoPlaced,
  Order,
  OrdersQuery,
  PublicTrade,
  SpotBalance,
  SpotMarket,
  Transfer,
  TransferIn,
} from './spot.types';

const DEPTH_LEVELS = 20;

// Money actions carry the submission's idempotency key beside their body.
interface Keyed<T> {
  key: string;
  body: T;
}

// GET /api/v1/assets?type=bba answers that one account among `accounts`.
const fundingRows = (answer: { accounts?: { type?: string; rows?: FundingRow[] }[] } | null): FundingRow[] =>
  answer?.accounts?.find((account) => account.type === 'bba')?.rows ?? [];

// A pair whose steps or fees the form could not compute with is left out rather than break the screen.
const tradablePairs = (answer: { items?: unknown[] } | null): SpotMarket[] => {
  const items = answer?.items ?? [];
  const pairs = items.filter(isTradablePair);
  if (pairs.length < items.length)
    console.error(
      '[spot] pairs left out: steps or fees not decimal strings',
      items.filter((item) => !isTradablePair(item)),
    );
  return pairs;
};

// A fill writes trades; a push of an order that has filled something, or a reconnection, makes them stale.
const mayHaveTraded = (payload: unknown) => !isOrder(payload) || !isZeroDecimal(payload.filledQuantity);

const spotApi = api
  .enhanceEndpoints({ addTagTypes: ['SpotDepth', 'SpotPublicTrades', 'SpotBalances', 'SpotOrders', 'SpotMyTrades', 'SpotFunding'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Public: the pairs that trade coin against coin, with their tick, lot and fees.
      spotMarkets: build.query<SpotMarket[], void>({
        query: () => ({ url: 'api/v1/spot/markets' }),
        transformResponse: tradablePairs,
        keepUnusedDataFor: 600,
      }),
      // Public: the pair's best levels, replaced by each `depth` push while the screen is open.
      depth: build.query<Depth, string>({
        query: (symbol) => ({ url: `api/v1/markets/${encodeURIComponent(symbol)}/depth`, params: { levels: DEPTH_LEVELS } }),
        providesTags: (_result, _error, symbol) => [{ type: 'SpotDepth', id: symbol }],
        // Leaving the screen gives up the book at once; coming back fetches it again.
        keepUnusedDataFor: 0,
        onCacheEntryAdded: (symbol, lifecycle) =>
          followDepth(symbol, lifecycle, () => lifecycle.dispatch(spotApi.util.invalidateTags([{ type: 'SpotDepth', id: symbol }]))),
      }),
      // Public: the pair's latest trades, newest first, topped up by each `trades` push.
      publicTrades: build.query<PublicTrade[], string>({
        query: (symbol) => ({ url: `api/v1/markets/${encodeURIComponent(symbol)}/trades`, params: { limit: PUBLIC_TRADES_LIMIT } }),
        transformResponse: itemsOf<PublicTrade>,
        providesTags: (_result, _error, symbol) => [{ type: 'SpotPublicTrades', id: symbol }],
        keepUnusedDataFor: 0,
        onCacheEntryAdded: (symbol, lifecycle) =>
          followPublicTrades(symbol, lifecycle, () =>
            lifecycle.dispatch(spotApi.util.invalidateTags([{ type: 'SpotPublicTrades', id: symbol }])),
          ),
      }),
      // The spot account's coins; a `balance` push says something moved, so they are fetched again.
      spotBalances: build.query<SpotBalance[], void>({
        query: () => ({ url: 'api/v1/spot/balances' }),
        transformResponse: itemsOf<SpotBalance>,
        providesTags: ['SpotBalances'],
        onCacheEntryAdded: (_args, lifecycle) =>
          refreshWhenPushed(['balance', 'reconnected'], lifecycle, () => lifecycle.dispatch(spotApi.util.invalidateTags(['SpotBalances']))),
      }),
      // The funding account's coins, for a transfer into spot made on this screen.
      spotFundingBalances: build.query<FundingRow[], void>({
        query: () => ({ url: 'api/v1/assets', params: { type: 'bba' } }),
        transformResponse: fundingRows,
        providesTags: ['SpotFunding'],
        onCacheEntryAdded: (_args, lifecycle) =>
          refreshWhenPushed(['balance', 'reconnected'], lifecycle, () => lifecycle.dispatch(spotApi.util.invalidateTags(['SpotFunding']))),
      }),
      // The server moves the money through a clearing account, so spot may show it a moment after this
      // answers: the refetch here can come too early, and the `balance` push then fetches spot again.
      transferToSpot: build.mutation<Transfer, Keyed<TransferIn>>({
        query: ({ key, body }) => ({ url: 'api/v1/transfers', method: 'POST', body: { ...body }, idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: ['SpotBalances', 'SpotFunding', 'Assets'],
      }),
      // Working orders or finished ones, newest first; each `spot-order` push moves an order between them.
      spotOrders: build.query<Order[], OrdersQuery>({
        query: ({ status, symbol }) => ({ url: 'api/v1/spot/orders', params: { status, symbol, limit: ORDERS_LIMIT } }),
        transformResponse: itemsOf<Order>,
        providesTags: (_result, _error, { status }) => [{ type: 'SpotOrders', id: status }],
        onCacheEntryAdded: (query, lifecycle) =>
          followOrders(query, lifecycle, () => lifecycle.dispatch(spotApi.util.invalidateTags([{ type: 'SpotOrders', id: query.status }]))),
      }),
      mySpotTrades: build.query<MyTrade[], { symbol?: string }>({
        query: ({ symbol }) => ({ url: 'api/v1/spot/trades', params: { symbol, limit: ORDERS_LIMIT } }),
        transformResponse: itemsOf<MyTrade>,
        providesTags: ['SpotMyTrades'],
        onCacheEntryAdded: (_args, lifecycle) =>
          refreshWhenPushed(
            ['spot-order', 'reconnected'],
            lifecycle,
            () => lifecycle.dispatch(spotApi.util.invalidateTags(['SpotMyTrades'])),
            mayHaveTraded,
          ),
      }),
      placeSpotOrder: build.mutation<Order, Keyed<NewOrder>>({
        query: ({ key, body }) => ({ url: 'api/v1/spot/orders', method: 'POST', body: { ...body }, idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: ['SpotBalances'],
        onQueryStarted: (_args, lifecycle) => showInOrderLists(lifecycle),
      }),
      placeSpotOco: build.mutation<OcoPlaced, Keyed<NewOco>>({
        query: ({ key, body }) => ({ url: 'api/v1/spot/orders/oco', method: 'POST', body: { ...body }, idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: ['SpotBalances', { type: 'SpotOrders', id: 'open' }],
      }),
      cancelSpotOrder: build.mutation<Order, Keyed<string>>({
        query: ({ key, body: id }) => ({ url: `api/v1/spot/orders/${encodeURIComponent(id)}`, method: 'DELETE', idempotencyKey: key }),
        extraOptions: { announceSuccess: false },
        invalidatesTags: ['SpotBalances'],
        onQueryStarted: (_args, lifecycle) => showInOrderLists(lifecycle),
      }),
    }),
  });

// What onQueryStarted hands over, typed without the slice, whose own type would otherwise depend on itself.
interface OrderMutationLifecycle {
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Order }>;
}

// The answer of a placement or a cancellation goes into every cached list of orders at once, without
// waiting for its push (which then changes nothing).
async function showInOrderLists({ dispatch, getState, queryFulfilled }: OrderMutationLifecycle): Promise<void> {
  let order: Order;
  try {
    ({ data: order } = await queryFulfilled);
  } catch {
    return;
  }
  for (const query of spotApi.util.selectCachedArgsForQuery(
    getState() as Parameters<typeof spotApi.util.selectCachedArgsForQuery>[0],
    'spotOrders',
  )) {
    dispatch(spotApi.util.updateQueryData('spotOrders', query, (draft: Order[]) => applyOrder(draft, order, query, ORDERS_LIMIT)));
  }
}

export const {
  useSpotMarketsQuery,
  useDepthQuery,
  usePublicTradesQuery,
  useSpotBalancesQuery,
  useSpotFundingBalancesQuery,
  useTransferToSpotMutation,
  useSpotOrdersQuery,
  useMySpotTradesQuery,
  usePlaceSpotOrderMutation,
  usePlaceSpotOcoMutation,
  useCancelSpotOrderMutation,
} = spotApi;

// The pairs, asked for as the app starts on the trading screen (main.tsx), while the screen's chunk is
// still on its way, instead of once it has arrived and rendered: the screen waits for them to paint.
export const prefetchSpotMarkets = (dispatch: ThunkDispatch<any, unknown, UnknownAction>) =>
  dispatch(spotApi.util.prefetch('spotMarkets', undefined, {}));
