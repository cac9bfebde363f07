import { api } from './api';

export type TradingAccountType = 'hy' | 'jg1' | 'jg';

// A trading account's free USDT and what positions or stakes hold of it (GET /api/v1/assets?type=hy),
// for the trading screens' "available" line.
const tradingAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    tradingAccount: build.query<{ available: string; frozen: string } | null, TradingAccountType>({
      query: (type) => ({ url: 'api/v1/assets', params: { type } }),
      transformResponse: (answer: { accounts?: { rows?: { coin: string; available: string; frozen: string }[] }[] } | null) =>
        answer?.accounts?.[0]?.rows?.find((row) => row.coin === 'USDT') ?? null,
      providesTags: ['Assets'],
    }),
  }),
});

export const { useTradingAccountQuery } = tradingAccountApi;
