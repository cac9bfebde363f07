import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';

export type EtfFund = ApiModel<'EtfFundResponseDto'>;
export type EtfHolding = ApiModel<'EtfHoldingResponseDto'>;
export type EtfTrade = ApiModel<'EtfTradeResponseDto'>;
export type EtfHoldings = ApiModel<'EtfHoldingsAnswerDto'>;
export type EtfTradeRequest = { fundId: string; side: 'buy'; amount: string } | { fundId: string; side: 'sell'; units: string };

// docs/earn.md, "ETF products": funds valued daily from their baskets, holdings and trades.
const etfApi = api.enhanceEndpoints({ addTagTypes: ['EtfHoldings'] }).injectEndpoints({
  endpoints: (build) => ({
    etfFunds: build.query<EtfFund[], void>({ query: () => ({ url: 'api/v1/etf/funds' }), transformResponse: itemsOf<EtfFund> }),
    etfHoldings: build.query<EtfHoldings, void>({ query: () => ({ url: 'api/v1/etf/holdings' }), providesTags: ['EtfHoldings'] }),
    tradeEtf: build.mutation<EtfTrade, { key: string; body: EtfTradeRequest }>({
      query: ({ key, body }) => ({ url: 'api/v1/etf/trades', method: 'POST', body, idempotencyKey: key }),
      invalidatesTags: ['EtfHoldings', 'Assets'],
    }),
  }),
});

export const { useEtfFundsQuery, useEtfHoldingsQuery, useTradeEtfMutation } = etfApi;
