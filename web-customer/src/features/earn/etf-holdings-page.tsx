import { useTranslation } from 'react-i18next';
import { compareDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { useEtfHoldingsQuery, type EtfFund, type EtfHoldings, type EtfTrade } from './etf.api';
import { ButtonLink } from '../../shared/ui/button-link';

const TONES: Record<EtfTrade['status'], string> = { pending: 'pending', completed: 'success', failed: 'danger' };

// /etf_wdtg (every fund) and /etflow_wdtg (the low-risk fund): units held, what they are worth, the result so far, the trades.
export const EtfHoldingsPage = ({ risk }: { risk?: EtfFund['risk'] }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const etfHoldings = useEtfHoldingsQuery(undefined, { pollingInterval: 5000 });
  const usdt = (value: string) => `${format.amount(value)} USDT`;

  const body = (data: EtfHoldings) => {
    const holdings = data.holdings.filter((holding) => !risk || holding.risk === risk);
    const funds = new Set(holdings.map((holding) => holding.fundId));
    const trades = data.trades.filter((trade) => !risk || funds.has(trade.fundId));
    if (holdings.length === 0 && trades.length === 0)
      return (
        <EmptyState
          title={t('etf.noHoldings')}
          action={<ButtonLink to="/etflow_buy">{t('etf.browse')}</ButtonLink>}
        />
      );
    return (
      <>
        {holdings.map((holding) => (
          <section key={holding.fundId} className="card stack" data-testid={`etf-holding-${holding.fundId}`}>
            <h2 className="card__title">{t(`etf.name.${holding.risk}`)}</h2>
            <SummaryList
              items={[
                { label: t('etf.unitsHeld'), value: format.amount(holding.units), testId: 'etf-units' },
                { label: t('etf.worth'), value: holding.value ? usdt(holding.worth) : '—', emphasis: true },
                { label: t('etf.paid'), value: usdt(holding.paid) },
                { label: t('etf.received'), value: usdt(holding.received) },
                { label: t('etf.result'), value: usdt(holding.result), testId: 'etf-result' },
              ]}
            />
            {compareDecimal(holding.result, '0') < 0 && <p className="notice notice--warning">{t('etf.resultNegative')}</p>}
            <ButtonLink variant="secondary" block to={`/etflow_buy?fund=${holding.fundId}`}>{t('etf.trade')}</ButtonLink>
          </section>
        ))}
        {trades.length > 0 && (
          <ul className="session-list card" data-testid="etf-trades">
            {trades.map((trade) => (
              <li key={trade.id} className="session-list__item" data-testid="etf-trade">
                <span>
                  <span className="session-list__device">
                    {t(trade.side === 'buy' ? 'etf.boughtLine' : 'etf.soldLine', {
                      units: format.amount(trade.units),
                      amount: format.amount(trade.amount),
                      value: format.amount(trade.value),
                    })}
                  </span>
                  <span className="muted"> · {format.dateTime(trade.placedAt)}</span>
                  {trade.reason && <span className="muted"> · {t(trade.reason)}</span>}
                </span>
                <span className={`badge badge--${TONES[trade.status]}`} data-status={trade.status}>
                  {t(`etf.status.${trade.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };

  return (
    <Page title={t(risk === 'low' ? 'etf.myLowHoldings' : 'etf.myHoldings')}>
      <div className="stack">
        <Loaded query={etfHoldings} skeleton={{ lines: 6 }} failed={t('etf.loadFailed')}>
          {body}
        </Loaded>
      </div>
    </Page>
  );
};
