import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { ContractTradePage } from '../features/contracts/contract-trade-page';
import type { ContractTerms } from '../features/contracts/contracts.types';
import { useInstrumentName } from '../features/markets/instrument-name';
import { MarketChart } from '../features/markets/market-chart';
import { MarketTicker } from '../features/markets/market-ticker';
import { useMarketsQuery } from '../features/markets/markets.api';
import { DEFAULT_PERIOD, isPeriod, type Period } from '../features/markets/markets.types';
import { useAppSelector } from '../shared/store/hooks';

// The contract's candles with the period in the URL (?period=1h), as on the spot screen.
const ContractChart = ({ terms, display, decimals }: { terms: ContractTerms; display: string; decimals: 2 | 4 | 6 }) => {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: Period = isPeriod(asked) ? asked : DEFAULT_PERIOD;
  return (
    <MarketChart
      market={{ symbol: terms.symbol, display_symbol: display, decimals }}
      period={period}
      onPeriod={(next) =>
        setSearch(
          (current) => {
            current.set('period', next);
            return current;
          },
          { replace: true },
        )
      }
    />
  );
};

// The contract screen composes the contracts feature with the markets' live prices, names and chart.
export const ContractsRoute = () => {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: markets } = useMarketsQuery();
  const name = useInstrumentName();
  const marketOf = useCallback((symbol: string) => markets?.find((market) => market.symbol === symbol), [markets]);
  return (
    <ContractTradePage
      loggedIn={loggedIn}
      ticker={(symbol) => <MarketTicker symbol={symbol} />}
      chart={(terms) => (
        <ContractChart
          terms={terms}
          display={marketOf(terms.symbol)?.display_symbol ?? terms.symbol}
          decimals={marketOf(terms.symbol)?.decimals ?? 2}
        />
      )}
      priceOf={(symbol) => marketOf(symbol)?.price ?? null}
      sessionOf={(symbol) => {
        const market = marketOf(symbol);
        return market ? { category: market.category, trading: market.trading } : null;
      }}
      nameOf={(symbol) => {
        const market = marketOf(symbol);
        return market ? `${market.display_symbol} · ${name(market)}` : symbol;
      }}
    />
  );
};
