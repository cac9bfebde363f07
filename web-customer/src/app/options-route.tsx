import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import { OptionTradePage } from '../features/options/option-trade-page';
import { useAppSelector } from '../shared/store/hooks';
import { useMarketLookup } from './use-market-lookup';

// The options screen composes the options feature with the markets' live prices, names and chart.
export const OptionsRoute = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { chartMarketOf, nameOf } = useMarketLookup();
  return (
    <OptionTradePage
      loggedIn={loggedIn}
      ticker={(symbol) => <MarketTicker symbol={symbol} />}
      chart={(symbol) => <MarketChart market={chartMarketOf(symbol)} period="1m" onPeriod={() => undefined} />}
      nameOf={nameOf}
    />
  );
};
