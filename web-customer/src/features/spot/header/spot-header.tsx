import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotMarket } from '../spot.types';
import { SymbolSwitcher } from './symbol-switcher';

interface SpotHeaderProps {
  market: SpotMarket;
  markets: readonly SpotMarket[];
  // The pair's live last price and 24h change.
  ticker: ReactNode;
}

export const SpotHeader = ({ market, markets, ticker }: SpotHeaderProps) => {
  const { t } = useTranslation();
  return (
    <section className="card spot-header" aria-labelledby="page-title" data-testid="spot-header">
      <h1 id="page-title" className="visually-hidden">
        {t('spot.title', { name: market.displaySymbol })}
      </h1>
      <SymbolSwitcher market={market} markets={markets} />
      <div className="spot-header__ticker">{ticker}</div>
    </section>
  );
};
