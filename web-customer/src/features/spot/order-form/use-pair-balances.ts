import { useMemo } from 'react';
import { useSpotBalancesQuery } from '../spot.api';
import type { SpotMarket } from '../spot.types';
import type { PairBalances } from './order-rules';

// The spot account's available base and quote coins; a coin it has no row for holds nothing. Null
// while the balances are not known (loading, or their request failed).
export const usePairBalances = (market: Pick<SpotMarket, 'base' | 'quote'>): PairBalances => {
  const { data } = useSpotBalancesQuery();
  return useMemo(() => {
    if (!data) return { base: null, quote: null };
    const availableOf = (coin: string) => data.find((balance) => balance.coin === coin)?.available ?? '0';
    return { base: availableOf(market.base), quote: availableOf(market.quote) };
  }, [data, market.base, market.quote]);
};
