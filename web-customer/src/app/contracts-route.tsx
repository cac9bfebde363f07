import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { ContractTradePage } from '../features/contracts/contract-trade-page';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import type { Market } from '../features/markets/markets.types';
import { useChartPeriod } from '../features/markets/use-chart-period';
import { useAppSelector } from '../shared/store/hooks';
import { useMarketLookup } from './use-market-lookup';

// The contract's candles with the period in the URL (?period=1h), as on the spot screen.
const ContractChart = ({ market }: { market: Pick<Market, 'symbol' | 'display_symbol' | 'decimals'> }) => {
  const [period, choosePeriod] = useChartPeriod();
  return <MarketChart market={market} period={period} onPeriod={choosePeriod} />;
};

// The contract screen composes the contracts feature with the markets' live prices, names and chart.
export const ContractsRoute = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { marketOf, chartMarketOf, nameOf } = useMarketLookup();
  return (
    <ContractTradePage
      loggedIn={loggedIn}
      ticker={(symbol) => <MarketTicker symbol={symbol} />}
      chart={(terms) => <ContractChart market={chartMarketOf(terms.symbol)} />}
      priceOf={(symbol) => marketOf(symbol)?.price ?? null}
      sessionOf={(symbol) => {
        const market = marketOf(symbol);
        return market ? { category: market.category, trading: market.trading } : null;
      }}
      nameOf={nameOf}
    />
  );
};
