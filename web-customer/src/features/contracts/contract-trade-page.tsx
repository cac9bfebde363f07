import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { ProductSwitch } from '../../shared/ui/product-switch';
import { SelectField } from '../../shared/ui/select-field';
import { Skeleton } from '../../shared/ui/skeleton';
import { contractSpecPath } from './contract-spec-path';
import { useContractInstrumentsQuery } from './contracts.api';
import type { ContractInstrument, ContractTerms } from './contracts.types';
import { MarketClosedNotice, type MarketSession } from './market-closed-notice';
import { OpenPositionForm } from './open-position-form';
import { PositionsPanel } from './positions-panel';

export const DEFAULT_CONTRACT = 'BTCUSDT';

export interface ContractTradePageProps {
  loggedIn: boolean;
  // The markets feature draws the live price and the chart, and knows each market's live price.
  ticker: (symbol: string) => ReactNode;
  chart: (terms: ContractTerms) => ReactNode;
  priceOf: (symbol: string) => string | null;
  nameOf: (symbol: string) => string;
  // The live ticker's category and whether it trades now (null until the markets load).
  sessionOf: (symbol: string) => MarketSession | null;
}

// What one lot is and costs to trade, in the customer's language and number format. A forex lot is
// stated by what a move of the price is worth (USD/JPY's lot is valued in USDT, not in dollars).
const TermsLine = ({ terms }: { terms: ContractInstrument }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const size = format.amount(terms.contractSize);
  const lot = terms.category === 'forex' ? t('contracts.spec.pointValueIs', { size, quote: terms.quote }) : t('contracts.spec.lotIs', { size, unit: terms.base });
  return (
    <>
      {lot} · {t('contracts.terms', { spread: format.amount(terms.spread), fee: format.rate(terms.openFeeRate), leverage: terms.maxLeverage })}
    </>
  );
};

// /currencyTrade?symbol=XAUUSD: a contract's chart and order form, and the customer's positions.
export const ContractTradePage = ({ loggedIn, ticker, chart, priceOf, nameOf, sessionOf }: ContractTradePageProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { data: instruments, isLoading, isError, refetch } = useContractInstrumentsQuery();
  const symbol = (search.get('symbol') ?? DEFAULT_CONTRACT).toUpperCase();
  const terms = instruments?.find((entry) => entry.symbol === symbol) ?? instruments?.find((entry) => entry.symbol === DEFAULT_CONTRACT);

  if (!terms) {
    return (
      <Page title={t('contracts.title')}>
        {isLoading && <Skeleton card lines={6} />}
        {isError && <LoadFailed title={t('contracts.loadFailed')} onRetry={refetch} />}
      </Page>
    );
  }

  const session = sessionOf(terms.symbol);
  return (
    <div className="contracts" data-testid="contract-screen" data-symbol={terms.symbol}>
      <header className="contracts__header card">
        <ProductSwitch symbol={terms.symbol} />
        <SelectField
          name="symbol"
          label={t('contracts.instrument')}
          value={terms.symbol}
          onChange={(event) => setSearch({ symbol: event.target.value }, { replace: true })}
          data-testid="contract-symbol"
        >
          {instruments?.map((entry) => (
            <option key={entry.symbol} value={entry.symbol}>
              {nameOf(entry.symbol)}
            </option>
          ))}
        </SelectField>
        {ticker(terms.symbol)}
        {session && <MarketClosedNotice session={session} />}
        <p className="muted contracts__terms">
          <TermsLine terms={terms} />{' '}
          <Link className="contracts__spec-link" to={contractSpecPath(terms.symbol)} data-testid="contract-spec-link">
            {t('contracts.spec.link')}
          </Link>
        </p>
      </header>
      <div className="contracts__chart">{chart(terms)}</div>
      <OpenPositionForm key={terms.symbol} terms={terms} loggedIn={loggedIn} session={session} />
      {loggedIn && <PositionsPanel priceOf={priceOf} />}
    </div>
  );
};
