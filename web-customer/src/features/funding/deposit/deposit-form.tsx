import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal } from '../../../shared/decimal/decimal';
import { focusFirstInvalid, useFormFields } from '../../../shared/form/use-form-fields';
import { useFormat } from '../../../shared/format/use-format';
import { SubmitButton } from '../../../shared/ui/button';
import { ConfirmDialog, useConfirmStep } from '../../../shared/ui/confirm-dialog';
import { SummaryList } from '../../../shared/ui/summary-list';
import { TextField } from '../../../shared/ui/text-field';
import { hasFailures } from '../../../shared/validation/rules';
import { useAccountLabel } from '../account-label';
import { AmountField } from '../amount-field';
import { checkAmount, typedAmount } from '../../../shared/validation/amount-rules';
import { useCreateDepositMutation } from '../funding.api';
import { FUNDING_ACCOUNT, type ChainInfo, type CoinInfo, type DepositAddress } from '../funding.types';
import { useFundingRequest } from '../use-funding-request';
import { ProofField } from './proof-field';

interface DepositFormProps {
  coin: CoinInfo;
  chain: ChainInfo;
  address: DepositAddress;
}

const REMARK_MAX = 200;

// After sending to the address, the customer tells us about it: amount, hash and/or proof image.
// Staff review it and credit the funding account (docs/api.md: POST /api/v1/deposits, multipart).
export const DepositForm = ({ coin, chain, address }: DepositFormProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const accountLabel = useAccountLabel();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValue, errors, setErrors, bind } = useFormFields({ amount: '', tx_hash: '', remark: '', proof: '' });
  const [proof, setProof] = useState<File | null>(null);
  const confirmation = useConfirmStep();
  const { failure, setFailure, send } = useFundingRequest({
    toast: t('deposit.submitted'),
    records: '/rechargeRecord',
    settled: (outcome) => {
      if (outcome !== 'retry') confirmation.close();
    },
  });
  const [createDeposit, { isLoading }] = useCreateDepositMutation();

  const amount = typedAmount(values.amount);
  const belowMinimum = !checkAmount(values.amount, { scale: coin.scale }) && compareDecimal(amount, address.min_deposit) < 0;
  const shown = (value: string) => `${format.amount(value)} ${coin.coin}`;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const failures = {
      amount: checkAmount(values.amount, { scale: coin.scale }) ?? undefined,
      proof: errors.proof ?? (!proof && !values.tx_hash.trim() ? 'validation.proofOrHash' : undefined),
    };
    setErrors(failures);
    setFailure(null);
    if (hasFailures(failures)) {
      focusFirstInvalid(form.current);
      return;
    }
    confirmation.ask();
  };

  const submit = async () => {
    const fields = { coin: coin.coin, chain: chain.chain, amount, tx_hash: values.tx_hash.trim(), remark: values.remark.trim() };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
    if (proof) body.append('proof', proof, proof.name);
    const fingerprint = JSON.stringify({ ...fields, proof: proof && [proof.name, proof.size, proof.lastModified] });
    await send(fingerprint, (key) => createDeposit({ key, body }));
  };

  return (
    <form ref={form} className="form" onSubmit={review} noValidate aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" className="card__title">
        {t('deposit.formTitle')}
      </h2>
      <p className="form__hint">{t('deposit.formLead')}</p>
      <AmountField value={values.amount} onChange={(next) => setValue('amount', next)} coin={coin.coin} scale={coin.scale} error={errors.amount} />
      {belowMinimum && (
        <p className="notice notice--warning" role="status" data-testid="below-minimum">
          {t('deposit.belowMinimum', { amount: format.amount(address.min_deposit), coin: coin.coin })}
        </p>
      )}
      <TextField
        {...bind('tx_hash')}
        label={t('deposit.txHash')}
        placeholder={t('deposit.txHashPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        className="field__input mono"
      />
      <ProofField
        file={proof}
        onChange={(file) => {
          setProof(file);
          if (file) setErrors((current) => ({ ...current, proof: undefined }));
        }}
        error={errors.proof}
        onError={(next) => setErrors((current) => ({ ...current, proof: next }))}
      />
      <TextField {...bind('remark')} label={t('funding.remarkOptional')} maxLength={REMARK_MAX} autoComplete="off" />
      {failure && !confirmation.open && (
        <p className="notice notice--warning" role="alert" data-testid="form-refusal">
          {failure.message}
        </p>
      )}
      <SubmitButton>{t('deposit.submit')}</SubmitButton>

      <ConfirmDialog step={confirmation} title={t('deposit.confirmTitle')} confirmLabel={t('deposit.confirmSubmit')} busy={isLoading} onConfirm={submit}>
        <SummaryList
          items={[
            { label: t('funding.coin'), value: coin.coin },
            { label: t('funding.chain'), value: chain.chain },
            { label: t('funding.amount'), value: shown(amount), testId: 'confirm-amount' },
            { label: t('funding.fee'), value: t('funding.noFee') },
            {
              label: t('deposit.arrives'),
              value: t('deposit.arrivesValue', { amount: shown(amount), account: accountLabel(FUNDING_ACCOUNT) }),
              emphasis: true,
            },
            ...(values.tx_hash.trim() ? [{ label: t('deposit.txHash'), value: <span className="mono break">{values.tx_hash.trim()}</span> }] : []),
            ...(proof ? [{ label: t('deposit.proofShort'), value: <span className="break">{proof.name}</span> }] : []),
          ]}
        />
        <ul className="rule-list">
          <li className={belowMinimum ? 'rule-list__item--warning' : undefined}>
            {t('deposit.minimum', { amount: format.amount(address.min_deposit), coin: coin.coin })}
          </li>
          <li>{t('deposit.reviewRule')}</li>
        </ul>
        {failure && confirmation.open && (
          <p className="notice notice--warning" role="alert">
            {failure.message}
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
};
