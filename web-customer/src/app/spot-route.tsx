import { useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import { DEFAULT_PERIOD, isPeriod, type Period } from '../features/markets/markets.types';
import { SpotTradePage } from '../features/spot/spot-trade-page';
import type { SpotMarket } from '../features/spot/spot.types';
import { useAppSelector } from '../shared/store/hooks';

// The pair's candles with the period in the URL (?period=1h), so a reload keeps the chart the customer chose.
const PairChart = ({ market }: { market: SpotMarket }) => {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: Period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  const choose = (next: Period) =>
    setSearch(
      (current) => {
        current.set('period', next);
        return current;
      },
      { replace: true },
    );
  return (
    <MarketChart
      market={{ symbol: market.symbol, display_symbol: market.displaySymbol, decimals: market.decimals }}
      period={period}
      onPeriod={choose}
    />
  );
};

// The trading screen composes three features: spot's book, order entry and orders, the markets' live
// price and chart, and whether the customer is logged in.
export const SpotRoute = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <SpotTradePage
      loggedIn={loggedIn}
      ticker={(symbol) => <MarketTicker symbol={symbol} />}
      chart={(market) => <PairChart market={market} />}
    />
  );
};
