import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';
import type { ClosedPosition, HourCommitment, RecordedTick, SettledOption, WalkParameters } from './feed-verifier.types';

// A week of hours: as far back as the server lists commitments.
const HOURS_LISTED = 168;

const feedVerifierApi = api.injectEndpoints({
  endpoints: (build) => ({
    feedCommitments: build.query<HourCommitment[], void>({
      query: () => ({ url: 'api/v1/feed/commitments', params: { hours: HOURS_LISTED } }),
      transformResponse: itemsOf<HourCommitment>,
    }),
    feedInstruments: build.query<WalkParameters[], void>({
      query: () => ({ url: 'api/v1/feed/instruments' }),
      transformResponse: itemsOf<WalkParameters>,
      keepUnusedDataFor: 3600,
    }),
    // Every tick of the hour and the one before it: an hour is fixed once it has ended.
    hourTicks: build.query<RecordedTick[], { symbol: string; hour: string }>({
      query: ({ symbol, hour }) => ({ url: `api/v1/markets/${encodeURIComponent(symbol)}/ticks`, params: { hour } }),
      transformResponse: itemsOf<RecordedTick>,
      keepUnusedDataFor: 600,
    }),
    // A market's first recorded tick: the feed began there, so no earlier hour has ticks to check.
    firstTick: build.query<RecordedTick | null, string>({
      query: (symbol) => ({ url: `api/v1/markets/${encodeURIComponent(symbol)}/ticks`, params: { from_seq: '1', to_seq: '1' } }),
      transformResponse: (answer: { items?: RecordedTick[] } | null) => answer?.items?.[0] ?? null,
      keepUnusedDataFor: 3600,
    }),
    // The customer's own outcomes that name ticks (logged in only).
    verifierPositions: build.query<ClosedPosition[], void>({
      query: () => ({ url: 'api/v1/contracts/positions', params: { status: 'history' } }),
      transformResponse: itemsOf<ClosedPosition>,
    }),
    verifierOptions: build.query<SettledOption[], void>({
      query: () => ({ url: 'api/v1/options/orders', params: { status: 'history' } }),
      transformResponse: itemsOf<SettledOption>,
    }),
  }),
});

export const { useFirstTickQuery, useFeedCommitmentsQuery, useFeedInstrumentsQuery, useLazyHourTicksQuery, useVerifierPositionsQuery, useVerifierOptionsQuery } = feedVerifierApi;
