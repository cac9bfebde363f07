import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { DerivativesPending, DerivativesScreen, useChosenInstrument } from '../../shared/ui/derivatives-screen';
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
  const instruments = useContractInstrumentsQuery();
  const [terms, choose] = useChosenInstrument(instruments.data, DEFAULT_CONTRACT);
  if (!terms) return <DerivativesPending title={t('contracts.title')} loadFailed={t('contracts.loadFailed')} query={instruments} />;

  const session = sessionOf(terms.symbol);
  return (
    <DerivativesScreen
      testId="contract-screen"
      symbol={terms.symbol}
      picker={{ label: t('contracts.instrument'), instruments: instruments.data ?? [], nameOf, choose, testId: 'contract-symbol' }}
      ticker={ticker(terms.symbol)}
      notice={session && <MarketClosedNotice session={session} />}
      terms={
        <>
          <TermsLine terms={terms} />{' '}
          <Link className="contracts__spec-link" to={contractSpecPath(terms.symbol)} data-testid="contract-spec-link">
            {t('contracts.spec.link')}
          </Link>
        </>
      }
      chart={chart(terms)}
    >
      <OpenPositionForm key={terms.symbol} terms={terms} loggedIn={loggedIn} session={session} />
      {loggedIn && <PositionsPanel priceOf={priceOf} />}
    </DerivativesScreen>
  );
};
