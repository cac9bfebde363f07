import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import { useChartPeriod } from '../features/markets/use-chart-period';
import { DepthChart } from '../features/spot/depth-chart/depth-chart';
import { SpotTradePage } from '../features/spot/spot-trade-page';
import type { SpotMarket } from '../features/spot/spot.types';
import { useSearchState } from '../shared/routing/use-search-state';
import { useAppSelector } from '../shared/store/hooks';
import { Tabs } from '../shared/ui/tabs';
import { tabItems } from '../shared/ui/tab-items';

type ChartView = 'candles' | 'depth';

// The pair's candles, or the book's depth, with the choice and the period in the URL
// (?view=depth, ?period=1h), so a reload keeps the chart the customer chose.
const PairChart = ({ market }: { market: SpotMarket }) => {
  const { t } = useTranslation();
  const [search, changeSearch] = useSearchState();
  const [period, choosePeriod] = useChartPeriod();
  const view: ChartView = search.get('view') === 'depth' ? 'depth' : 'candles';
  const views = (
    <Tabs
      label={t('spot.view.label')}
      value={view}
      onChange={(next: ChartView) => changeSearch({ view: next })}
      items={tabItems('view', { candles: t('spot.view.candles'), depth: t('spot.view.depth') })}
    />
  );
  if (view === 'depth') return <DepthChart market={market} header={views} />;
  return (
    <MarketChart
      market={{ symbol: market.symbol, display_symbol: market.displaySymbol, decimals: market.decimals }}
      period={period}
      onPeriod={choosePeriod}
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
