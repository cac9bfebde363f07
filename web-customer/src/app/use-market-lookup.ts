import { useCallback } from 'react';
import { useInstrumentName } from '../features/markets/instrument-name';
import { useMarketsQuery } from '../features/markets/markets.api';
import type { Market } from '../features/markets/markets.types';

// The derivatives screens know an instrument by its symbol; the markets feature knows its live price,
// how it is shown (display symbol, decimals) and its name in the customer's language.
export const useMarketLookup = () => {
  const { data: markets } = useMarketsQuery();
  const name = useInstrumentName();
  const marketOf = useCallback((symbol: string) => markets?.find((market) => market.symbol === symbol), [markets]);
  // What a chart needs, with the symbol itself and two decimals until the markets load.
  const chartMarketOf = (symbol: string): Pick<Market, 'symbol' | 'display_symbol' | 'decimals'> => ({
    symbol,
    display_symbol: marketOf(symbol)?.display_symbol ?? symbol,
    decimals: marketOf(symbol)?.decimals ?? 2,
  });
  const nameOf = (symbol: string) => {
    const market = marketOf(symbol);
    return market ? `${market.display_symbol} · ${name(market)}` : symbol;
  };
  return { marketOf, chartMarketOf, nameOf };
};
