import { api } from './api';

// `bba` is the funding wallet: what an earn purchase is paid from.
export type TradingAccountType = 'bba' | 'hy' | 'jg1' | 'jg';

// An account's free USDT and what positions or stakes hold of it (GET /api/v1/assets?type=hy),
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
