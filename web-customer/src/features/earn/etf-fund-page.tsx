import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirmedSubmission } from '../../shared/form/use-confirmed-submission';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { localeOf } from '../../shared/i18n/languages';
import { SubmitButton } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { LeadPage } from '../../shared/ui/page';
import { SummaryList } from '../../shared/ui/summary-list';
import { Tabs } from '../../shared/ui/tabs';
import { tabItems } from '../../shared/ui/tab-items';
import { useEtfFundsQuery, useEtfHoldingsQuery, useTradeEtfMutation, type EtfFund } from './etf.api';
import { changeSinceStart, chartPoints, proceedsOf, unitsFor } from './etf-figures';
import { TableHead } from '../../shared/ui/table-head';

type Side = 'buy' | 'sell';
const CHART = { width: 320, height: 120 };

// The unit value over the last 30 days, as a line.
const ValueChart = ({ fund }: { fund: EtfFund }) => {
  const { t } = useTranslation();
  if (fund.history.length < 2) return <p className="muted">{t('etf.chartSoon')}</p>;
  return (
    <svg
      className="etf-chart"
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={t('etf.chartLabel')}
      data-testid="etf-chart"
    >
      <polyline
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        points={chartPoints(
          fund.history.map((point) => point.value),
          CHART.width,
          CHART.height,
        )}
      />
    </svg>
  );
};

// The basket and, for the latest day, each close with the recorded tick it names.
const Basket = ({ fund }: { fund: EtfFund }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const latest = fund.history[fund.history.length - 1];
  return (
    <div className="table-scroll">
      <table className="kyc-limits" data-testid="etf-basket">
        <TableHead scoped columns={[t('etf.instrument'), t('etf.weight'), t('etf.close')]} />
        <tbody>
          {fund.basket.map((entry) => {
            const close = latest?.closes.find((candidate) => candidate.symbol === entry.symbol);
            return (
              <tr key={entry.symbol}>
                <td>{entry.symbol}</td>
                <td>{format.percentSign(format.percent(entry.weight))}</td>
                <td>{close ? t('etf.closeAt', { price: format.amount(close.price), seq: close.tickSeq }) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

// Before its first value a fund cannot be bought: when that changes, in the customer's own time zone
// (the browser's) and language. A moment already past means the first day's closes are being valued.
const Opening = ({ opensAt }: { opensAt: string | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (!opensAt) return <p className="notice notice--info">{t('etf.notValuedYet')}</p>;
  const when = new Date(opensAt);
  const time = new Intl.DateTimeFormat(localeOf(format.language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(when);
  return (
    <p className="notice notice--info" data-testid="etf-opens" data-opens-at={opensAt}>
      {when.getTime() > Date.now() ? t('etf.opensAt', { time }) : t('etf.opensShortly')}
    </p>
  );
};

// /etflow_buy?fund=etf-low: a fund's value and basket, and buying or selling at its latest value.
export const EtfFundPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const fundList = useEtfFundsQuery(undefined, { pollingInterval: 60_000 });
  const { data: mine } = useEtfHoldingsQuery();
  const [trade, { isLoading: trading }] = useTradeEtfMutation();
  const [side, setSide] = useState<Side>('buy');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string>();
  const { confirmation, send } = useConfirmedSubmission();

  const body = (funds: EtfFund[]) => {
    const fund = funds.find((candidate) => candidate.fundId === search.get('fund')) ?? funds[0];
    if (!fund) return <EmptyState title={t('earn.noProducts')} />;
    const held = mine?.holdings.find((holding) => holding.fundId === fund.fundId)?.units ?? '0';
    const value = fund.value;

    const review = (event: FormEvent) => {
      event.preventDefault();
      const problem =
        !isDecimal(quantity) || compareDecimal(quantity || '0', '0') <= 0
          ? 'validation.amountEmpty'
          : side === 'buy' && (compareDecimal(quantity, fund.minAmount) < 0 || compareDecimal(quantity, fund.maxAmount) > 0)
            ? 'etf.outsideBounds'
            : side === 'sell' && compareDecimal(quantity, held) > 0
              ? 'etf.moreThanHeld'
              : undefined;
      setError(problem);
      if (!problem) confirmation.ask();
    };
    const confirm = async () => {
      const request = side === 'buy' ? { fundId: fund.fundId, side, amount: quantity } : { fundId: fund.fundId, side, units: quantity };
      const result = await send(`${fund.fundId}:${side}:${quantity}:${held}`, (key) => trade({ key, body: request }));
      if ('data' in result) setQuantity('');
    };

    return (
      <>
        <Tabs
          label={t('etf.funds')}
          items={funds.map((candidate) => ({
            value: candidate.fundId,
            label: t(`etf.risk.${candidate.risk}`),
            testId: `etf-fund-${candidate.fundId}`,
          }))}
          value={fund.fundId}
          onChange={(fundId) => setSearch({ fund: fundId })}
        />
        <section className="card stack" data-testid="etf-fund">
          <h2 className="card__title">{t(`etf.name.${fund.risk}`)}</h2>
          {value ? (
            <>
              <p className="earn-products__rate" data-testid="etf-value">
                {t('etf.valueOn', { value: format.amount(value), day: fund.valueDay })}
              </p>
              <p className="muted">{t('etf.sinceStart', { change: format.percentSign(format.amount(changeSinceStart(value))) })}</p>
            </>
          ) : (
            <Opening opensAt={fund.opensAt} />
          )}
          <ValueChart fund={fund} />
          <p className="notice notice--warning">{t('etf.risk_warning')}</p>
          <Basket fund={fund} />
        </section>
        {value && (
          <form className="card form" onSubmit={review} noValidate data-testid="etf-form">
            <Tabs<Side>
              label={t('etf.side')}
              items={tabItems('etf-side', { buy: t('etf.buy'), sell: t('etf.sell') })}
              value={side}
              onChange={(next) => {
                setSide(next);
                setQuantity('');
                setError(undefined);
              }}
            />
            <DecimalField
              name="quantity"
              label={
                side === 'buy'
                  ? t('etf.amount', { min: format.amount(fund.minAmount), max: format.amount(fund.maxAmount) })
                  : t('etf.units', { held: format.amount(held) })
              }
              value={quantity}
              scale={6}
              onValueChange={(next) => {
                setQuantity(next);
                setError(undefined);
              }}
              error={error}
              data-testid="etf-quantity"
            />
            {quantity && isDecimal(quantity) && compareDecimal(quantity, '0') > 0 && (
              <p className="muted" data-testid="etf-preview">
                {side === 'buy'
                  ? t('etf.buyPreview', { units: format.amount(unitsFor(quantity, value)), value: format.amount(value) })
                  : t('etf.sellPreview', { amount: format.amount(proceedsOf(quantity, value)), value: format.amount(value) })}
              </p>
            )}
            <SubmitButton>{side === 'buy' ? t('etf.buy') : t('etf.sell')}</SubmitButton>
          </form>
        )}
        <ConfirmDialog
          step={confirmation}
          title={t(side === 'buy' ? 'etf.confirmBuy' : 'etf.confirmSell')}
          confirmLabel={side === 'buy' ? t('etf.buy') : t('etf.sell')}
          busy={trading}
          onConfirm={confirm}
        >
          {value && (
            <SummaryList
              items={
                side === 'buy'
                  ? [
                      { label: t('etf.pay'), value: `${format.amount(quantity || '0')} USDT` },
                      { label: t('etf.receiveUnits'), value: format.amount(unitsFor(quantity || '0', value)), emphasis: true },
                    ]
                  : [
                      { label: t('etf.sellUnits'), value: format.amount(quantity || '0') },
                      { label: t('etf.receive'), value: `${format.amount(proceedsOf(quantity || '0', value))} USDT`, emphasis: true },
                    ]
              }
            />
          )}
          <p className="muted">{t('etf.rules')}</p>
        </ConfirmDialog>
      </>
    );
  };

  return (
    <LeadPage title={t('etf.title')} lead={t('etf.lead')} aside={{ to: '/etf_wdtg', label: t('etf.myHoldings'), testId: 'etf-my-holdings' }}>
      <Loaded query={fundList} skeleton={{ lines: 8 }} failed={t('etf.loadFailed')}>
        {body}
      </Loaded>
    </LeadPage>
  );
};
