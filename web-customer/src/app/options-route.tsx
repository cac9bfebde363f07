import { useCallback } from 'react';
import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { useInstrumentName } from '../features/markets/instrument-name';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import { useMarketsQuery } from '../features/markets/markets.api';
import { OptionTradePage } from '../features/options/option-trade-page';
import { useAppSelector } from '../shared/store/hooks';

// The options screen composes the options feature with the markets' live prices, names and chart.
export const OptionsRoute = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: markets } = useMarketsQuery();
  const name = useInstrumentName();
  const marketOf = useCallback((symbol: string) => markets?.find((market) => market.symbol === symbol), [markets]);
  return (
    <OptionTradePage
      loggedIn={loggedIn}
      ticker={(symbol) => <MarketTicker symbol={symbol} />}
      chart={(symbol) => (
        <MarketChart
          market={{ symbol, display_symbol: marketOf(symbol)?.display_symbol ?? symbol, decimals: marketOf(symbol)?.decimals ?? 2 }}
          period="1m"
          onPeriod={() => undefined}
        />
      )}
      nameOf={(symbol) => {
        const market = marketOf(symbol);
        return market ? `${market.display_symbol} · ${name(market)}` : symbol;
      }}
    />
  );
};
