import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { SubmitButton } from '../../shared/ui/button';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { ImageField } from '../../shared/ui/image-field';
import { TextField } from '../../shared/ui/text-field';
import { useSubmitC2cProofMutation, type C2cOrder } from './c2c.api';
import { C2cOrderScreen } from './c2c-order-parts';

const ProofForm = ({ order }: { order: C2cOrder }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys = useSubmissionKeys();
  const [payerName, setPayerName] = useState(order.verifiedName);
  const [payerBank, setPayerBank] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; bank?: string; proof?: string }>({});
  const [submit, { isLoading }] = useSubmitC2cProofMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: payerName.trim() ? undefined : 'c2c.payerNameRequired',
      bank: payerBank.trim() ? undefined : 'c2c.payerBankRequired',
      proof: proof ? errors.proof : 'c2c.proofRequired',
    };
    setErrors(found);
    if (found.name || found.bank || found.proof || !proof) return;
    const body = { payer_name: payerName.trim(), payer_bank: payerBank.trim() };
    const fingerprint = `${order.id}:${body.payer_name}:${body.payer_bank}:${proof.name}:${proof.size}`;
    const result = await keys.send(fingerprint, (key) => submit({ key, id: order.id, body, proof }));
    if ('data' in result) navigate(`/c2c_order?id=${order.id}`, { replace: true });
  };

  return (
    <form className="card form" onSubmit={send} noValidate data-testid="c2c-proof-form">
      <p className="muted">{t('c2c.proofLead')}</p>
      <TextField
        name="payer_name"
        label={t('c2c.payerName')}
        value={payerName}
        maxLength={80}
        autoComplete="name"
        onChange={(event) => {
          setPayerName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
        error={errors.name}
        hint={t('c2c.payerNameHint', { name: order.verifiedName })}
        data-testid="c2c-payer-name"
      />
      <TextField name="payer_bank" label={t('c2c.payerBank')} value={payerBank} maxLength={120} onChange={(event) => {
          setPayerBank(event.target.value);
          setErrors((current) => ({ ...current, bank: undefined }));
        }}
        error={errors.bank} data-testid="c2c-payer-bank" />
      <ImageField
        name="proof"
        label={t('c2c.proof')}
        hint={t('c2c.proofHint')}
        file={proof}
        onChange={setProof}
        error={errors.proof}
        onError={(failure) => setErrors((current) => ({ ...current, proof: failure }))}
        testId="c2c-proof"
      />
      <SubmitButton busy={isLoading}>{t('c2c.sendProof')}</SubmitButton>
    </form>
  );
};

// /c2c_submit?id=: step three, once the transfer is made: who paid, from which bank, and the receipt.
export const C2cSubmitPage = () => {
  const { t } = useTranslation();
  return (
    <C2cOrderScreen
      title={t('c2c.submitTitle')}
      render={(order) =>
        order.status === 'matched' ? (
          <ProofForm order={order} />
        ) : (
          <EmptyState
            title={order.status === 'unmatched' ? t('c2c.noAccountYet') : t('c2c.proofNotNow')}
            action={<ButtonLink to={`/c2c_order?id=${order.id}`}>{t('c2c.backToOrder')}</ButtonLink>}
            testId="c2c-proof-not-now"
          />
        )
      }
    />
  );
};
