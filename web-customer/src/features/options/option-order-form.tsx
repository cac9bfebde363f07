import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { useCommitmentCaps } from '../../shared/api/commitment-caps';
import { useTradingAccountQuery } from '../../shared/api/trading-account.api';
import { compareDecimal, isDecimal, isZeroDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { SummaryList } from '../../shared/ui/summary-list';
import { evenOddsPercent, winReturn } from './option-figures';
import { useOptionEligibilityQuery, usePlaceOptionMutation } from './options.api';
import type { NewOption, OptionDirection, OptionProduct } from './options.types';
import { ButtonLink } from '../../shared/ui/button-link';

// Rise or fall, a duration with its payout, a stake; confirmed with what a win returns and the rule.
export const OptionOrderForm = ({ product, loggedIn }: { product: OptionProduct; loggedIn: boolean }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = useSubmissionKeys();
  const [direction, setDirection] = useState<OptionDirection | null>(null);
  const [seconds, setSeconds] = useState(product.durations[1]?.seconds ?? product.durations[0]!.seconds);
  const [amount, setAmount] = useState(product.minAmount);
  const [error, setError] = useState<string | null>(null);
  const [place, { isLoading }] = usePlaceOptionMutation();
  const account = useTradingAccountQuery('jg', { skip: !loggedIn });
  const eligibility = useOptionEligibilityQuery(undefined, { skip: !loggedIn });
  const caps = useCommitmentCaps(loggedIn);
  const refused = eligibility.data?.offered === false;
  // The most this customer may stake: the product's maximum, or the lower cap of their verification
  // level or risk profile (docs/kyc.md), which the placement checks too.
  const cap = caps.optionStake && compareDecimal(caps.optionStake.max, product.maxAmount) < 0 ? caps.optionStake : null;
  const maxAmount = cap?.max ?? product.maxAmount;
  const outOfRange = ((): string | null => {
    if (!isDecimal(amount) || isZeroDecimal(amount)) return t('options.form.amountEmpty');
    if (compareDecimal(amount, product.minAmount) < 0) return t('options.form.belowMin', { min: format.amount(product.minAmount, 2) });
    if (compareDecimal(amount, maxAmount) > 0)
      return cap ? t(cap.by === 'verification' ? 'options.form.aboveTierCap' : 'options.form.aboveRiskCap', { max: format.amount(cap.max, 2) }) : t('options.form.aboveMax', { max: format.amount(product.maxAmount, 2) });
    if (loggedIn && account.data && compareDecimal(amount, account.data.available) > 0) return t('options.form.insufficient', { available: format.amount(account.data.available, 2) });
    return null;
  })();
  const blocked = refused ? null : outOfRange;
  const duration = product.durations.find((entry) => entry.seconds === seconds) ?? product.durations[0]!;
  const order: NewOption | null = direction ? { symbol: product.symbol, direction, seconds, amount } : null;
  const win = winReturn(amount, duration.payoutRate);

  const ask = (event: FormEvent, chosen: OptionDirection) => {
    event.preventDefault();
    if (outOfRange) return setError(outOfRange);
    setError(null);
    setDirection(chosen);
  };

  const confirm = async () => {
    if (!order) return;
    await keys.send(JSON.stringify(order), (key) => place({ key, body: order }));
    setDirection(null);
  };

  return (
    <form className="card contract-form" noValidate onSubmit={(event) => event.preventDefault()} data-testid="option-form">
      <fieldset className="leverage-picker">
        <legend className="field__label">{t('options.form.duration')}</legend>
        <div className="chips" role="radiogroup">
          {product.durations.map((entry) => (
            <button key={entry.seconds} type="button" role="radio" aria-checked={seconds === entry.seconds} className={`chip${seconds === entry.seconds ? ' chip--on' : ''}`} onClick={() => setSeconds(entry.seconds)} data-testid={`duration-${entry.seconds}`}>
              {t('options.form.durationChip', { seconds: entry.seconds, payout: format.rate(entry.payoutRate) })}
            </button>
          ))}
        </div>
      </fieldset>
      <DecimalField name="amount" label={t('options.form.amount', { min: format.amount(product.minAmount, 0), max: format.amount(maxAmount, 0) })} value={amount} scale={6} onValueChange={setAmount} data-testid="option-amount" />
      <p className="muted contract-form__account">
        {t('options.form.winReturns', { amount: win === null ? '--' : format.amount(win, 2) })}
        {loggedIn && account.data && (
          <>
            {' · '}
            {t('options.form.available', { amount: format.amount(account.data.available, 2) })} · <Link to="/transfer?from=bba&to=jg&coin=USDT">{t('contracts.form.transferIn')}</Link>
          </>
        )}
      </p>
      {(blocked ?? error) && (
        <p className="field__error" role="alert" data-testid="option-blocked">
          {blocked ?? error}
        </p>
      )}
      {refused && (
        <p className="notice notice--warning" role="alert" data-testid="option-refused">
          {t('options.refused', { country: eligibility.data!.country ?? '' })}
        </p>
      )}
      {loggedIn ? (
        <div className="option-form__buttons">
          <Button type="button" className="contract-form__submit contract-form__submit--long" onClick={(event) => ask(event, 'rise')} disabled={refused || blocked !== null || (loggedIn && !caps.ready)} data-testid="option-rise">
            ▲ {t('options.direction.rise')}
          </Button>
          <Button type="button" className="contract-form__submit contract-form__submit--short" onClick={(event) => ask(event, 'fall')} disabled={refused || blocked !== null || (loggedIn && !caps.ready)} data-testid="option-fall">
            ▼ {t('options.direction.fall')}
          </Button>
        </div>
      ) : (
        <ButtonLink block to={`/login?redirect=${encodeURIComponent(`/preciousMetal?symbol=${product.symbol}`)}`}>
          {t('contracts.form.logInToTrade')}
        </ButtonLink>
      )}
      <ConfirmDialog open={order !== null && outOfRange === null} title={t('options.confirm.title')} confirmLabel={t('options.confirm.place')} onConfirm={confirm} onCancel={() => setDirection(null)} busy={isLoading}>
        {order && (
          <>
            <SummaryList
              items={[
                { label: t('options.confirm.order'), value: `${product.symbol} · ${t(`options.direction.${order.direction}`)} · ${t('options.seconds', { seconds: order.seconds })}` },
                { label: t('options.confirm.stake'), value: `${format.amount(order.amount, 2)} USDT` },
                { label: t('options.confirm.payout'), value: format.rate(duration.payoutRate) },
                { label: t('options.confirm.winReturns'), value: `${format.amount(winReturn(order.amount, duration.payoutRate) ?? '--', 2)} USDT`, emphasis: true, testId: 'option-confirm-win' },
              ]}
            />
            <p className="muted">{t('options.confirm.rule', { seconds: order.seconds })}</p>
            <p className="muted">{t('options.confirm.expectedValue', { percent: format.percentSign(format.amount(evenOddsPercent(duration.payoutRate))) })}</p>
          </>
        )}
      </ConfirmDialog>
    </form>
  );
};
