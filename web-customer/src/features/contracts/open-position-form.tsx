import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import type { ApiError } from '../../shared/api/envelope';
import { useCommitmentCaps } from '../../shared/api/commitment-caps';
import { compareDecimal, isDecimal, isZeroDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { SummaryList } from '../../shared/ui/summary-list';
import { Tabs } from '../../shared/ui/tabs';
import { tabItems } from '../../shared/ui/tab-items';
import { useTradingAccountQuery } from '../../shared/api/trading-account.api';
import { useLazyPositionQuoteQuery, useOpenPositionMutation, usePositionQuoteQuery } from './contracts.api';
import type { ContractTerms, NewPosition, PositionQuote, PositionSide } from './contracts.types';
import { leverageSteps } from './live-figures';
import type { MarketSession } from './market-closed-notice';
import { PositionSideText } from './side-text';
import { ButtonLink } from '../../shared/ui/button-link';

const decimalsOf = (step: string) => (step.includes('.') ? step.length - step.indexOf('.') - 1 : 0);

// The order as typed, once the customer stops typing for a moment: what the live quote prices.
const useSettled = <T,>(value: T, ms = 300): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

const refusalOf = (error: unknown): string | null => {
  const failure = error as ApiError | undefined;
  return failure && failure.code !== 'network' && typeof failure.message === 'string' && failure.message ? failure.message : null;
};

// Long or short, market or limit, leverage and lots, TP and SL; the server prices it at the last
// recorded tick and the customer confirms the margin, fee and liquidation price before it opens.
export const OpenPositionForm = ({ terms, loggedIn, session }: { terms: ContractTerms; loggedIn: boolean; session: MarketSession | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = useSubmissionKeys();
  const [side, setSide] = useState<PositionSide>('long');
  const [type, setType] = useState<'market' | 'limit'>('market');
  const [leverage, setLeverage] = useState(Math.min(10, terms.maxLeverage));
  const [values, setValues] = useState({ price: '', lots: terms.minLots, takeProfit: '', stopLoss: '' });
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<{ order: NewPosition; quote: PositionQuote } | null>(null);
  const [fetchQuote, { isFetching: quoting }] = useLazyPositionQuoteQuery();
  const [openPosition, { isLoading: opening }] = useOpenPositionMutation();
  const account = useTradingAccountQuery(terms.account, { skip: !loggedIn });
  const caps = useCommitmentCaps(loggedIn);
  const priceDecimals = decimalsOf(terms.tickSize);

  // What the form would send, or why it cannot be sent yet.
  const draft = useMemo((): { order: NewPosition } | { problem: string } => {
    if (!isDecimal(values.lots) || isZeroDecimal(values.lots)) return { problem: 'contracts.form.lotsEmpty' };
    if (type === 'limit' && (!isDecimal(values.price) || isZeroDecimal(values.price))) return { problem: 'contracts.form.priceEmpty' };
    return {
      order: {
        symbol: terms.symbol,
        side,
        type,
        leverage,
        lots: values.lots,
        ...(type === 'limit' ? { price: values.price } : {}),
        takeProfit: values.takeProfit || null,
        stopLoss: values.stopLoss || null,
      },
    };
  }, [terms.symbol, side, type, leverage, values]);
  const settled = useSettled(draft);
  const asked = 'order' in settled ? settled.order : null;
  // The server's quote runs every check the open runs (ContractCore.planOpen and the market's hours);
  // it is asked again as the price moves, so the button says what the order cannot be before the click.
  const live = usePositionQuoteQuery(asked ?? skipToken, { pollingInterval: 5000, skipPollingIfUnfocused: true });
  const current = draft === settled && asked !== null;
  // A poll keeps the last answer on screen while it runs; new terms wait for their own.
  const refusal = current && live.error && (live.isError || !live.currentData) ? (refusalOf(live.error) ?? t('contracts.form.quoteFailed')) : null;
  const quote = current && !refusal ? live.currentData : undefined;
  const usdt = (value: string | null | undefined) => (value ? `${format.amount(value, 2)} USDT` : '--');
  const price = (value: string | null | undefined) => (value ? format.exact(value, priceDecimals) : '--');
  // Why the order would be refused now: the form's own checks, the server's quote, then what only the
  // customer's accounts tell (the balance and the risk profile's cap), as the open checks them.
  const blocked = ((): string | null => {
    if ('problem' in draft) return t(draft.problem);
    if (session && !session.trading) return t('contracts.closed.title');
    if (refusal) return refusal;
    if (!quote) return null;
    if (loggedIn && account.data && compareDecimal(account.data.available, quote.total) < 0)
      return t('contracts.form.insufficient', { needed: usdt(quote.total), available: usdt(account.data.available) });
    if (caps.contractMargin !== null && compareDecimal(quote.margin, caps.contractMargin) > 0) return t('contracts.form.riskCap', { max: format.amount(caps.contractMargin, 2) });
    return null;
  })();
  const waiting = blocked === null && (!quote || (loggedIn && !caps.ready));
  const edit = (name: keyof typeof values) => (value: string) => {
    setError(null);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in draft) return setError(t(draft.problem));
    if (blocked) return;
    // Priced afresh at the latest tick for the confirmation, and checked again against the balance and cap.
    const { order } = draft;
    const quote = await fetchQuote(order);
    if (!quote.data) return setError(refusalOf(quote.error) ?? t('contracts.form.quoteFailed'));
    if (account.data && compareDecimal(account.data.available, quote.data.total) < 0) return;
    if (caps.contractMargin !== null && compareDecimal(quote.data.margin, caps.contractMargin) > 0) return;
    setReview({ order, quote: quote.data });
  };

  const confirm = async () => {
    if (!review) return;
    await keys.send(JSON.stringify(review.order), (key) => openPosition({ key, body: review.order }));
    setReview(null);
  };

  const tooMuchLeverage = review && review.order.leverage > review.quote.maxLeverage;

  return (
    <form className="card contract-form" onSubmit={submit} noValidate data-testid="contract-form">
      <Tabs
        label={t('contracts.form.side')}
        value={side}
        onChange={setSide}
        items={tabItems('side', { long: t('contracts.side.long'), short: t('contracts.side.short') })}
      />
      <Tabs
        label={t('contracts.form.type')}
        value={type}
        onChange={setType}
        items={tabItems('type', { market: t('contracts.form.market'), limit: t('contracts.form.limit') })}
      />
      {type === 'limit' && <DecimalField name="price" label={t('contracts.form.price')} value={values.price} scale={priceDecimals} onValueChange={edit('price')} data-testid="contract-price" />}
      <fieldset className="leverage-picker">
        <legend className="field__label">{t('contracts.form.leverage', { max: terms.maxLeverage })}</legend>
        <div className="chips" role="radiogroup">
          {leverageSteps(terms.maxLeverage).map((step) => (
            <button key={step} type="button" role="radio" aria-checked={leverage === step} className={`chip${leverage === step ? ' chip--on' : ''}`} onClick={() => setLeverage(step)} data-testid={`leverage-${step}`}>
              {step}x
            </button>
          ))}
        </div>
      </fieldset>
      <DecimalField name="lots" label={t('contracts.form.lots', { step: format.amount(terms.lotStep) })} value={values.lots} scale={decimalsOf(terms.lotStep)} onValueChange={edit('lots')} data-testid="contract-lots" hint={t('contracts.form.lotsHint', { min: format.amount(terms.minLots), max: format.amount(terms.maxLots) })} />
      <div className="contract-form__levels">
        <DecimalField name="takeProfit" label={t('contracts.form.takeProfit')} value={values.takeProfit} scale={priceDecimals} onValueChange={edit('takeProfit')} data-testid="contract-take-profit" />
        <DecimalField name="stopLoss" label={t('contracts.form.stopLoss')} value={values.stopLoss} scale={priceDecimals} onValueChange={edit('stopLoss')} />
      </div>
      {loggedIn && account.data && (
        <p className="contract-form__account muted" data-testid="contract-available">
          {t(`contracts.account.${terms.account}`)}: {usdt(account.data.available)} ·{' '}
          <Link to={`/transfer?from=bba&to=${terms.account}&coin=USDT`}>{t('contracts.form.transferIn')}</Link>
        </p>
      )}
      {quote && !blocked && (
        <p className="muted contract-form__quote" data-testid="live-quote">
          {t('contracts.form.liveQuote', { margin: usdt(quote.margin), fee: usdt(quote.openFee), liquidation: price(quote.liquidationPrice) })}
        </p>
      )}
      {error && !blocked && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {blocked && (
        <p className="field__error" role="alert" data-testid="open-blocked">
          {blocked}
        </p>
      )}
      {loggedIn ? (
        <Button
          type="submit"
          variant="primary"
          block
          busy={quoting}
          disabled={blocked !== null || waiting}
          className={`contract-form__submit contract-form__submit--${side}`}
          data-testid="open-position"
        >
          {t(side === 'long' ? 'contracts.form.openLong' : 'contracts.form.openShort')}
        </Button>
      ) : (
        <ButtonLink block to={`/login?redirect=${encodeURIComponent(`/currencyTrade?symbol=${terms.symbol}`)}`}>
          {t('contracts.form.logInToTrade')}
        </ButtonLink>
      )}
      <ConfirmDialog
        open={review !== null}
        title={t('contracts.confirm.title')}
        confirmLabel={t(side === 'long' ? 'contracts.form.openLong' : 'contracts.form.openShort')}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
        busy={opening}
      >
        {review && (
          <>
            <SummaryList
              items={[
                { label: t('contracts.confirm.position'), value: <>{terms.symbol} · <PositionSideText side={review.order.side} /> · {review.order.leverage}x · {format.amount(review.order.lots)} {t('contracts.lotsUnit')}</> },
                { label: t('contracts.confirm.entry'), value: `${price(review.quote.entryPrice)} (${t('contracts.confirm.tick', { seq: review.quote.tick.seq, price: price(review.quote.tick.price) })})` },
                { label: t('contracts.confirm.margin'), value: usdt(review.quote.margin), testId: 'confirm-margin' },
                { label: t('contracts.confirm.fee'), value: usdt(review.quote.openFee) },
                { label: t('contracts.confirm.total'), value: usdt(review.quote.total), emphasis: true },
                { label: t('contracts.confirm.liquidation'), value: price(review.quote.liquidationPrice), testId: 'confirm-liquidation' },
                { label: t('contracts.confirm.takeProfit'), value: review.order.takeProfit ? price(review.order.takeProfit) : t('contracts.confirm.notSet'), testId: 'confirm-take-profit' },
                { label: t('contracts.confirm.stopLoss'), value: review.order.stopLoss ? price(review.order.stopLoss) : t('contracts.confirm.notSet'), testId: 'confirm-stop-loss' },
              ]}
            />
            {tooMuchLeverage && <p className="field__error">{t('contracts.confirm.leverageTooHigh', { max: review.quote.maxLeverage })}</p>}
            <p className="muted">{t('contracts.confirm.rules', { spread: format.amount(terms.spread) })}</p>
          </>
        )}
      </ConfirmDialog>
    </form>
  );
};
