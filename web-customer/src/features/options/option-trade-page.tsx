import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { ProductSwitch } from '../../shared/ui/product-switch';
import { SelectField } from '../../shared/ui/select-field';
import { Skeleton } from '../../shared/ui/skeleton';
import { OptionOrderForm } from './option-order-form';
import { OptionOrdersPanel } from './option-orders-panel';
import { useOptionProductsQuery } from './options.api';

const DEFAULT_OPTION = 'BTCUSDT';

export interface OptionTradePageProps {
  loggedIn: boolean;
  ticker: (symbol: string) => ReactNode;
  chart: (symbol: string) => ReactNode;
  nameOf: (symbol: string) => string;
}

// /preciousMetal?symbol=XAUUSD: delivery options on a market, with the live price and chart.
export const OptionTradePage = ({ loggedIn, ticker, chart, nameOf }: OptionTradePageProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { data: products, isLoading, isError, refetch } = useOptionProductsQuery();
  const symbol = (search.get('symbol') ?? DEFAULT_OPTION).toUpperCase();
  const product = products?.find((entry) => entry.symbol === symbol) ?? products?.find((entry) => entry.symbol === DEFAULT_OPTION);

  if (!product) {
    return (
      <Page title={t('options.title')}>
        {isLoading && <Skeleton card lines={6} />}
        {isError && <LoadFailed title={t('options.loadFailed')} onRetry={refetch} />}
      </Page>
    );
  }

  return (
    <div className="contracts" data-testid="option-screen" data-symbol={product.symbol}>
      <header className="contracts__header card">
        <ProductSwitch symbol={product.symbol} />
        <SelectField name="symbol" label={t('options.instrument')} value={product.symbol} onChange={(event) => setSearch({ symbol: event.target.value }, { replace: true })}>
          {products?.map((entry) => (
            <option key={entry.symbol} value={entry.symbol}>
              {nameOf(entry.symbol)}
            </option>
          ))}
        </SelectField>
        {ticker(product.symbol)}
        <p className="muted contracts__terms">{t('options.rule')}</p>
      </header>
      <div className="contracts__chart">{chart(product.symbol)}</div>
      <OptionOrderForm key={product.symbol} product={product} loggedIn={loggedIn} />
      {loggedIn && <OptionOrdersPanel />}
    </div>
  );
};
