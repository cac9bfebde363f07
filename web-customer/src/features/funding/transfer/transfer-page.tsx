import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeFailure, useSubmissionKeys } from '../../../shared/api/submission-key';
import { useFormFields } from '../../../shared/form/use-form-fields';
import { useFormat } from '../../../shared/format/use-format';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { SubmitButton } from '../../../shared/ui/button';
import { ConfirmDialog, useConfirmStep } from '../../../shared/ui/confirm-dialog';
import { Page } from '../../../shared/ui/page';
import { SelectField } from '../../../shared/ui/select-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SummaryList } from '../../../shared/ui/summary-list';
import { useAccountLabel } from '../account-label';
import { AmountField } from '../amount-field';
import { checkAmount, typedAmount } from '../../../shared/validation/amount-rules';
import { findCoin } from '../coin-chain';
import { useAssetsQuery, useCatalogueQuery, useCreateTransferMutation } from '../funding.api';
import { ACCOUNT_TYPES, isAccountType, type AccountType } from '../funding.types';

const DEFAULT_SCALE = 6;

// Between the customer's own accounts: instant, no fee, only the available balance moves.
export const TransferPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useFormat();
  const label = useAccountLabel();
  const [search] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const keys = useSubmissionKeys();
  const assets = useAssetsQuery();
  const catalogue = useCatalogueQuery();
  const askedFrom = search.get('from');
  const askedTo = search.get('to');
  const initialFrom: AccountType = isAccountType(askedFrom) ? askedFrom : 'bba';
  const { values, setValue, errors, passes } = useFormFields({
    from: initialFrom,
    to: isAccountType(askedTo) && askedTo !== initialFrom ? askedTo : initialFrom === 'bba' ? 'bb' : 'bba',
    coin: search.get('coin') ?? 'USDT',
    amount: '',
  });
  const confirmation = useConfirmStep();
  const [failure, setFailure] = useState<string | null>(null);
  const [createTransfer, { isLoading }] = useCreateTransferMutation();

  const from = values.from as AccountType;
  const to = values.to as AccountType;
  const coins = catalogue.data?.coins.map((info) => info.coin) ?? [
    ...new Set(assets.data?.accounts.flatMap((account) => account.rows.map((row) => row.coin)) ?? []),
  ];
  const scale = findCoin(catalogue.data, values.coin)?.scale ?? DEFAULT_SCALE;
  const available = assets.data?.accounts.find((account) => account.type === from)?.rows.find((row) => row.coin === values.coin)?.available ?? null;
  const amount = typedAmount(values.amount);
  const shown = (value: string) => `${format.amount(value)} ${values.coin}`;

  const swap = () => {
    setValue('from', to);
    setValue('to', from);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const failures = {
      to: from === to ? 'validation.sameAccount' : undefined,
      amount: checkAmount(values.amount, { scale, available }) ?? undefined,
    };
    if (!passes(failures, form.current)) return;
    confirmation.ask();
  };

  const submit = async () => {
    const body = { coin: values.coin, from, to, amount };
    const result = await keys.send(JSON.stringify(body), (key) => createTransfer({ key, body }));
    if ('data' in result) {
      confirmation.close();
      setValue('amount', '');
      dispatch(toastShown(t('transfer.done', { amount: shown(amount), to: label(to) }), 'success'));
      return;
    }
    const { message, retry } = describeFailure(result.error, t('funding.connectionLost'));
    setFailure(retry ? t('funding.safeToRetry', { message }) : message);
    if (!retry) confirmation.close();
  };

  const accountOptions = ACCOUNT_TYPES.map((type) => (
    <option key={type} value={type}>
      {label(type)}
    </option>
  ));

  return (
    <Page title={t('transfer.title')} narrow>
      <p className="page__lead">{t('transfer.lead')}</p>
      {assets.isLoading ? (
        <Skeleton lines={6} />
      ) : (
        <form ref={form} className="form card" onSubmit={review} noValidate>
          <div className="transfer-route">
            <SelectField name="from" label={t('transfer.from')} value={from} onChange={(event) => setValue('from', event.target.value)}>
              {accountOptions}
            </SelectField>
            <button type="button" className="icon-button transfer-route__swap" onClick={swap} aria-label={t('transfer.swap')} data-testid="swap">
              <span aria-hidden="true">⇅</span>
            </button>
            <SelectField name="to" label={t('transfer.to')} value={to} onChange={(event) => setValue('to', event.target.value)} error={errors.to}>
              {accountOptions}
            </SelectField>
          </div>
          <SelectField name="coin" label={t('funding.coin')} value={values.coin} onChange={(event) => setValue('coin', event.target.value)}>
            {coins.map((coin) => (
              <option key={coin} value={coin}>
                {coin}
              </option>
            ))}
          </SelectField>
          <AmountField
            value={values.amount}
            onChange={(next) => setValue('amount', next)}
            coin={values.coin}
            scale={scale}
            error={errors.amount}
            all={available}
            hint={available !== null ? t('transfer.availableIn', { amount: shown(available), account: label(from) }) : undefined}
          />
          {failure && !confirmation.open && (
            <p className="notice notice--warning" role="alert" data-testid="form-refusal">
              {failure}
            </p>
          )}
          <SubmitButton>{t('transfer.submit')}</SubmitButton>
        </form>
      )}
      <ConfirmDialog step={confirmation} title={t('transfer.confirmTitle')} confirmLabel={t('transfer.confirmSubmit')} busy={isLoading} onConfirm={submit}>
        <SummaryList
          items={[
            { label: t('transfer.from'), value: label(from) },
            { label: t('transfer.to'), value: label(to) },
            { label: t('funding.amount'), value: shown(amount), testId: 'confirm-amount' },
            { label: t('funding.fee'), value: t('funding.noFee'), testId: 'confirm-fee' },
            {
              label: t('transfer.arrives'),
              value: t('transfer.arrivesValue', { amount: shown(amount), account: label(to) }),
              emphasis: true,
              testId: 'confirm-receive',
            },
          ]}
        />
        <ul className="rule-list">
          <li>{t('transfer.rule')}</li>
        </ul>
        {failure && confirmation.open && (
          <p className="notice notice--warning" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
};
