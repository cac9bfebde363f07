import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirmedSubmission } from '../../shared/form/use-confirmed-submission';
import { useCheckedValue } from '../../shared/form/use-checked-value';
import { checkProductAmount } from '../../shared/validation/amount-rules';
import { useFormat } from '../../shared/format/use-format';
import { SubmitButton } from '../../shared/ui/button';
import { ButtonLink } from '../../shared/ui/button-link';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { MenuRow } from '../../shared/ui/menu-link';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { Tabs } from '../../shared/ui/tabs';
import { tabItems } from '../../shared/ui/tab-items';
import { isOpen, useC2cOrdersQuery, useC2cRatesQuery, usePlaceC2cOrderMutation, type C2cPayment, type NewC2cOrder } from './c2c.api';
import { fiatFor } from './c2c-figures';

// /c2c_create?fiat=HKD: step one, the pre-order: how much USDT, the currency (chosen on /kjmbSelect), how
// the customer pays; the rate, what they transfer and the zero fee, confirmed before anything is placed.
export const C2cCreatePage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const rates = useC2cRatesQuery();
  const orders = useC2cOrdersQuery();
  const { value: amount, error, setError, edit } = useCheckedValue(search.get('amount') ?? '');
  const [payment, setPayment] = useState<C2cPayment>('bank');
  const { confirmation, send } = useConfirmedSubmission();
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

  const bounds = { min: rate.min, max: rate.max };
  const pays = !checkProductAmount(amount, bounds) ? fiatFor(amount, rate.rate, rate.decimals) : null;
  const money = (value: string) => `${format.amount(value, rate.decimals)} ${rate.fiat}`;
  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkProductAmount(amount, bounds);
    setError(problem);
    if (!problem) confirmation.ask();
  };
  const place = async () => {
    const body: NewC2cOrder = { amount, fiat: rate.fiat, payment };
    const result = await send(JSON.stringify(body), (key) => placeOrder({ key, body }));
    if ('data' in result && result.data) navigate(`/c2c_order?id=${result.data.id}`, { replace: true });
  };

  return page(
    <>
      <form className="card form" onSubmit={review} noValidate data-testid="c2c-create-form">
        <MenuRow
          to={`/kjmbSelect?${new URLSearchParams({ fiat: rate.fiat, amount })}`}
          value={t(`c2c.fiat.${rate.fiat}`, { defaultValue: rate.fiat })}
          testId="c2c-currency"
        >
          <span>{t('c2c.payIn')}</span>
        </MenuRow>
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
          items={tabItems('c2c-pay', { bank: t('c2c.payment.bank'), wire: t('c2c.payment.wire') })}
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
