import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import { useCheckedValue } from '../../shared/form/use-checked-value';
import { useFormat } from '../../shared/format/use-format';
import { SubmitButton } from '../../shared/ui/button';
import { ButtonLink } from '../../shared/ui/button-link';
import { ConfirmDialog, useConfirmStep } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { Tabs } from '../../shared/ui/tabs';
import { isOpen, useC2cOrdersQuery, useC2cRatesQuery, usePlaceC2cOrderMutation, type C2cPayment, type C2cRate, type NewC2cOrder } from './c2c.api';
import { fiatFor } from './c2c-figures';

const amountProblem = (amount: string, rate: C2cRate): string | undefined => {
  if (!amount || !isDecimal(amount) || compareDecimal(amount, '0') <= 0) return 'validation.amountEmpty';
  if (compareDecimal(amount, rate.min) < 0) return 'validation.amountBelowMin';
  if (compareDecimal(amount, rate.max) > 0) return 'validation.amountAboveMax';
  return undefined;
};

// /c2c_create?fiat=HKD: step one, the pre-order: how much USDT, the currency (chosen on /kjmbSelect), how
// the customer pays; the rate, what they transfer and the zero fee, confirmed before anything is placed.
export const C2cCreatePage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const keys = useSubmissionKeys();
  const [search] = useSearchParams();
  const rates = useC2cRatesQuery();
  const orders = useC2cOrdersQuery();
  const { value: amount, error, setError, edit } = useCheckedValue(search.get('amount') ?? '');
  const [payment, setPayment] = useState<C2cPayment>('bank');
  const confirmation = useConfirmStep();
  const [placeOrder, { isLoading: placing }] = usePlaceC2cOrderMutation();
  const rate = rates.data?.find((entry) => entry.fiat === search.get('fiat')) ?? rates.data?.[0];
  const open = orders.data?.items.find(isOpen);

  const page = (content: ReactNode) => (
    <Page title={t('c2c.createTitle')} narrow>
      {content}
    </Page>
  );
  if (rates.isLoading || orders.isLoading) return page(<Skeleton lines={6} />);
  if (rates.isError || orders.isError || !rates.data || !orders.data) return page(<LoadFailed title={t('c2c.loadFailed')} onRetry={() => Promise.all([rates.refetch(), orders.refetch()])} />);
  if (!rate) return page(<EmptyState title={t('c2c.noRates')} />);
  if (!orders.data.verified)
    return page(<EmptyState tone="warning" title={t('c2c.verifyFirst')} body={t('c2c.verifyWhy')} action={<ButtonLink to="/authentication">{t('c2c.verifyNow')}</ButtonLink>} />);
  if (open)
    return page(
      <EmptyState title={t('c2c.oneOpenOrder')} action={<ButtonLink to={`/c2c_order?id=${open.id}`}>{t('c2c.continueOrder')}</ButtonLink>} testId="c2c-one-open" />,
    );

  const pays = !amountProblem(amount, rate) ? fiatFor(amount, rate.rate, rate.decimals) : null;
  const money = (value: string) => `${format.amount(value, rate.decimals)} ${rate.fiat}`;
  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(amount, rate);
    setError(problem);
    if (!problem) confirmation.ask();
  };
  const place = async () => {
    const body: NewC2cOrder = { amount, fiat: rate.fiat, payment };
    const result = await placeOrder({ key: keys.keyFor(JSON.stringify(body)), body });
    keys.settle('error' in result ? result.error : undefined);
    confirmation.close();
    if ('data' in result && result.data) navigate(`/c2c_order?id=${result.data.id}`, { replace: true });
  };

  return page(
    <>
      <form className="card form" onSubmit={review} noValidate data-testid="c2c-create-form">
        <Link className="menu__item" to={`/kjmbSelect?${new URLSearchParams({ fiat: rate.fiat, amount })}`} data-testid="c2c-currency">
          <span>{t('c2c.payIn')}</span>
          <span className="menu__value">
            {t(`c2c.fiat.${rate.fiat}`, { defaultValue: rate.fiat })}
            <span aria-hidden="true" className="menu__chevron">
              ›
            </span>
          </span>
        </Link>
        <DecimalField
          name="amount"
          label={t('c2c.amountLabel')}
          value={amount}
          scale={6}
          onValueChange={edit}
          error={error}
          hint={t('c2c.limits', { min: format.amount(rate.min, 0), max: format.amount(rate.max, 0) })}
          trailing={<span className="field__unit">USDT</span>}
          data-testid="c2c-amount"
        />
        <Tabs<C2cPayment>
          label={t('c2c.paymentLabel')}
          items={[
            { value: 'bank', label: t('c2c.payment.bank'), testId: 'c2c-pay-bank' },
            { value: 'wire', label: t('c2c.payment.wire'), testId: 'c2c-pay-wire' },
          ]}
          value={payment}
          onChange={setPayment}
        />
        <SummaryList
          items={[
            { label: t('c2c.rate'), value: t('c2c.ratePerUsdt', { rate: format.exact(rate.rate, 2), fiat: rate.fiat }) },
            { label: t('c2c.fee'), value: t('c2c.noFee') },
            { label: t('c2c.youPay'), value: pays ? money(pays) : '--', emphasis: true, testId: 'c2c-you-pay' },
          ]}
        />
        <SubmitButton>{t('c2c.placeOrder')}</SubmitButton>
      </form>
      <ConfirmDialog step={confirmation} title={t('c2c.confirmTitle')} confirmLabel={t('c2c.placeOrder')} busy={placing} onConfirm={place}>
        <SummaryList
          items={[
            { label: t('c2c.youReceive'), value: `${format.exact(amount, 2)} USDT`, emphasis: true },
            { label: t('c2c.rate'), value: t('c2c.ratePerUsdt', { rate: format.exact(rate.rate, 2), fiat: rate.fiat }) },
            { label: t('c2c.youPay'), value: pays ? money(pays) : '--' },
            { label: t('c2c.fee'), value: t('c2c.noFee') },
            { label: t('c2c.paymentLabel'), value: t(`c2c.payment.${payment}`) },
          ]}
        />
        <p className="muted">{t('c2c.confirmRules')}</p>
      </ConfirmDialog>
    </>,
  );
};
