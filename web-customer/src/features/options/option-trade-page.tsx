import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DerivativesPending, DerivativesScreen, useChosenInstrument } from '../../shared/ui/derivatives-screen';
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
  const products = useOptionProductsQuery();
  const [product, choose] = useChosenInstrument(products.data, DEFAULT_OPTION);
  if (!product) return <DerivativesPending title={t('options.title')} loadFailed={t('options.loadFailed')} query={products} />;

  return (
    <DerivativesScreen
      testId="option-screen"
      symbol={product.symbol}
      picker={{ label: t('options.instrument'), instruments: products.data ?? [], nameOf, choose }}
      ticker={ticker(product.symbol)}
      terms={t('options.rule')}
      chart={chart(product.symbol)}
    >
      <OptionOrderForm key={product.symbol} product={product} loggedIn={loggedIn} />
      {loggedIn && <OptionOrdersPanel />}
    </DerivativesScreen>
  );
};
