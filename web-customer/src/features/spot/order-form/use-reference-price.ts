import { useDepthQuery, usePublicTradesQuery } from '../spot.api';
import type { Side } from '../spot.types';

// Where an order of this side is expected to fill: the best opposite price in the book, else the last
// trade. Reads the screen's own cache entries of the book and the trades; nothing more is fetched.
// The house quotes around the recorded price, so that price lies between the best bid and ask (`bounds`).
export const useReferencePrice = (
  symbol: string,
  side: Side,
): { price: string | null; last: string | null; bounds: { low: string | null; high: string | null } } => {
  const { bestAsk, bestBid } = useDepthQuery(symbol, {
    selectFromResult: ({ data }) => ({ bestAsk: data?.asks[0]?.price, bestBid: data?.bids[0]?.price }),
  });
  const { last } = usePublicTradesQuery(symbol, { selectFromResult: ({ data }) => ({ last: data?.[0]?.price }) });
  return {
    price: (side === 'buy' ? bestAsk : bestBid) ?? last ?? null,
    last: last ?? null,
    bounds: { low: bestBid ?? null, high: bestAsk ?? null },
  };
};
