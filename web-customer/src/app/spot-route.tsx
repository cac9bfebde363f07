import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import { DEFAULT_PERIOD, isPeriod, type Period } from '../features/markets/markets.types';
import { DepthChart } from '../features/spot/depth-chart/depth-chart';
import { SpotTradePage } from '../features/spot/spot-trade-page';
import type { SpotMarket } from '../features/spot/spot.types';
import { useAppSelector } from '../shared/store/hooks';
import { Tabs } from '../shared/ui/tabs';

type ChartView = 'candles' | 'depth';

// The pair's candles, or the book's depth, with the choice and the period in the URL
// (?view=depth, ?period=1h), so a reload keeps the chart the customer chose.
const PairChart = ({ market }: { market: SpotMarket }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: Period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  const view: ChartView = search.get('view') === 'depth' ? 'depth' : 'candles';
  const remember = (key: string, value: string) =>
    setSearch(
      (current) => {
        current.set(key, value);
        return current;
      },
      { replace: true },
    );
  const views = (
    <Tabs
      label={t('spot.view.label')}
      value={view}
      onChange={(next: ChartView) => remember('view', next)}
      items={[
        { value: 'candles', label: t('spot.view.candles'), testId: 'view-candles' },
        { value: 'depth', label: t('spot.view.depth'), testId: 'view-depth' },
      ]}
    />
  );
  if (view === 'depth') return <DepthChart market={market} header={views} />;
  return (
    <MarketChart
      market={{ symbol: market.symbol, display_symbol: market.displaySymbol, decimals: market.decimals }}
      period={period}
      onPeriod={(next) => remember('period', next)}
      header={views}
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
