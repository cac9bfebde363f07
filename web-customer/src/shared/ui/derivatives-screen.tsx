import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from './load-failed';
import { Page } from './page';
import { ProductSwitch } from './product-switch';
import { SelectField } from './select-field';
import { Skeleton } from './skeleton';

/** The instrument a derivatives screen shows: ?symbol= when it is listed, else the default; choosing another replaces the query. */
export const useChosenInstrument = <T extends { symbol: string }>(instruments: T[] | undefined, fallback: string) => {
  const [search, setSearch] = useSearchParams();
  const symbol = (search.get('symbol') ?? fallback).toUpperCase();
  const chosen = instruments?.find((entry) => entry.symbol === symbol) ?? instruments?.find((entry) => entry.symbol === fallback);
  const choose = (next: string) => setSearch({ symbol: next }, { replace: true });
  return [chosen, choose] as const;
};

// Until the instruments are listed: their placeholder, or a retry when they did not load.
export const DerivativesPending = ({
  title,
  loadFailed,
  query,
}: {
  title: string;
  loadFailed: string;
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
}) => (
  <Page title={title}>
    {query.isLoading && <Skeleton card lines={6} />}
    {query.isError && <LoadFailed title={loadFailed} onRetry={query.refetch} />}
  </Page>
);

interface DerivativesScreenProps {
  testId: string;
  symbol: string;
  // The instruments to pick from, named in the customer's language.
  picker: {
    label: string;
    instruments: { symbol: string }[];
    nameOf: (symbol: string) => string;
    choose: (symbol: string) => void;
    testId?: string;
  };
  ticker: ReactNode;
  // Said under the ticker: whether the market is open now.
  notice?: ReactNode;
  // What trading it costs or pays, in a line.
  terms: ReactNode;
  chart: ReactNode;
  // The order form and the customer's positions or orders.
  children: ReactNode;
}

// A contract's or an option's screen: the products one tap apart, the instrument, its price, terms and
// chart, then the order form and what the customer holds.
export const DerivativesScreen = ({ testId, symbol, picker, ticker, notice, terms, chart, children }: DerivativesScreenProps) => (
  <div className="contracts" data-testid={testId} data-symbol={symbol}>
    <header className="contracts__header card">
      <ProductSwitch symbol={symbol} />
      <SelectField
        name="symbol"
        label={picker.label}
        value={symbol}
        onChange={(event) => picker.choose(event.target.value)}
        data-testid={picker.testId}
      >
        {picker.instruments.map(({ symbol: entry }) => (
          <option key={entry} value={entry}>
            {picker.nameOf(entry)}
          </option>
        ))}
      </SelectField>
      {ticker}
      {notice}
      <p className="muted contracts__terms">{terms}</p>
    </header>
    <div className="contracts__chart">{chart}</div>
    {children}
  </div>
);
