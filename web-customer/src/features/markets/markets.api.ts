import { api } from '../../shared/api/api';
import { followCandles, keepTickersLive } from './live-markets';
import type { Candle, CandleTopic, Market } from './markets.types';

const marketsApi = api.enhanceEndpoints({ addTagTypes: ['Candles'] }).injectEndpoints({
  endpoints: (build) => ({
    // Public: every instrument with its live price, kept fresh by the `tickers` push.
    markets: build.query<Market[], void>({
      query: () => ({ url: 'api/v1/markets' }),
      transformResponse: (answer: Market[] | null) => answer ?? [],
      keepUnusedDataFor: 300,
      onCacheEntryAdded: (_args, lifecycle) => keepTickersLive(lifecycle),
    }),
    // Public: the chart's candles, oldest first, kept live by the `candle` push of that symbol and period.
    candles: build.query<Candle[], CandleTopic>({
      query: ({ symbol, period }) => ({ url: `api/v1/markets/${encodeURIComponent(symbol)}/candles`, params: { period } }),
      transformResponse: (answer: Candle[] | null) => answer ?? [],
      providesTags: (_result, _error, { symbol, period }) => [{ type: 'Candles', id: `${symbol}:${period}` }],
      // Leaving the chart unsubscribes at once; coming back fetches the candles again.
      keepUnusedDataFor: 0,
      onCacheEntryAdded: (topic, lifecycle) =>
        followCandles(topic, lifecycle, () =>
          lifecycle.dispatch(marketsApi.util.invalidateTags([{ type: 'Candles', id: `${topic.symbol}:${topic.period}` }])),
        ),
    }),
  }),
});

export const { useMarketsQuery, useCandlesQuery } = marketsApi;
