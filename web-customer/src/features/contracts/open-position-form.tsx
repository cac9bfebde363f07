import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { isDecimal, isZeroDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { SummaryList } from '../../shared/ui/summary-list';
import { Tabs } from '../../shared/ui/tabs';
import { useTradingAccountQuery } from '../../shared/api/trading-account.api';
import { useLazyPositionQuoteQuery, useOpenPositionMutation } from './contracts.api';
import type { ContractTerms, NewPosition, PositionQuote, PositionSide } from './contracts.types';
import { leverageSteps } from './live-figures';
import { PositionSideText } from './side-text';

const decimalsOf = (step: string) => (step.includes('.') ? step.length - step.indexOf('.') - 1 : 0);

// Long or short, market or limit, leverage and lots, TP and SL; the server prices it at the last
// recorded tick and the customer confirms the margin, fee and liquidation price before it opens.
export const OpenPositionForm = ({ terms, loggedIn }: { terms: ContractTerms; loggedIn: boolean }) => {
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
  const priceDecimals = decimalsOf(terms.tickSize);
  const edit = (name: keyof typeof values) => (value: string) => {
    setError(null);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDecimal(values.lots) || isZeroDecimal(values.lots)) return setError('contracts.form.lotsEmpty');
    if (type === 'limit' && (!isDecimal(values.price) || isZeroDecimal(values.price))) return setError('contracts.form.priceEmpty');
    const order: NewPosition = {
      symbol: terms.symbol,
      side,
      type,
      leverage,
      lots: values.lots,
      ...(type === 'limit' ? { price: values.price } : {}),
      takeProfit: values.takeProfit || null,
      stopLoss: values.stopLoss || null,
    };
    const quote = await fetchQuote(order);
    if (quote.data) setReview({ order, quote: quote.data });
  };

  const confirm = async () => {
    if (!review) return;
    const result = await openPosition({ key: keys.keyFor(JSON.stringify(review.order)), body: review.order });
    keys.settle('error' in result ? result.error : undefined);
    setReview(null);
  };

  const usdt = (value: string | null | undefined) => (value ? `${format.amount(value, 2)} USDT` : '--');
  const tooMuchLeverage = review && review.order.leverage > review.quote.maxLeverage;

  return (
    <form className="card contract-form" onSubmit={submit} noValidate data-testid="contract-form">
      <Tabs
        label={t('contracts.form.side')}
        value={side}
        onChange={setSide}
        items={[
          { value: 'long', label: t('contracts.side.long'), testId: 'side-long' },
          { value: 'short', label: t('contracts.side.short'), testId: 'side-short' },
        ]}
      />
      <Tabs
        label={t('contracts.form.type')}
        value={type}
        onChange={setType}
        items={[
          { value: 'market', label: t('contracts.form.market'), testId: 'type-market' },
          { value: 'limit', label: t('contracts.form.limit'), testId: 'type-limit' },
        ]}
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
      <DecimalField name="lots" label={t('contracts.form.lots', { step: terms.lotStep })} value={values.lots} scale={decimalsOf(terms.lotStep)} onValueChange={edit('lots')} data-testid="contract-lots" hint={t('contracts.form.lotsHint', { size: terms.contractSize, min: terms.minLots, max: terms.maxLots })} />
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
      {error && <p className="field__error" role="alert">{t(error)}</p>}
      {loggedIn ? (
        <Button type="submit" variant="primary" block busy={quoting} className={`contract-form__submit contract-form__submit--${side}`} data-testid="open-position">
          {t(side === 'long' ? 'contracts.form.openLong' : 'contracts.form.openShort')}
        </Button>
      ) : (
        <Link className="button button--primary button--block" to={`/login?redirect=${encodeURIComponent(`/currencyTrade?symbol=${terms.symbol}`)}`}>
          {t('contracts.form.logInToTrade')}
        </Link>
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
                { label: t('contracts.confirm.position'), value: <>{terms.symbol} · <PositionSideText side={review.order.side} /> · {review.order.leverage}x · {review.order.lots} {t('contracts.lotsUnit')}</> },
                { label: t('contracts.confirm.entry'), value: `${review.quote.entryPrice} (${t('contracts.confirm.tick', { seq: review.quote.tick.seq, price: review.quote.tick.price })})` },
                { label: t('contracts.confirm.margin'), value: usdt(review.quote.margin), testId: 'confirm-margin' },
                { label: t('contracts.confirm.fee'), value: usdt(review.quote.openFee) },
                { label: t('contracts.confirm.total'), value: usdt(review.quote.total), emphasis: true },
                { label: t('contracts.confirm.liquidation'), value: review.quote.liquidationPrice ?? '--', testId: 'confirm-liquidation' },
              ]}
            />
            {tooMuchLeverage && <p className="field__error">{t('contracts.confirm.leverageTooHigh', { max: review.quote.maxLeverage })}</p>}
            <p className="muted">{t('contracts.confirm.rules', { spread: terms.spread })}</p>
          </>
        )}
      </ConfirmDialog>
    </form>
  );
};
