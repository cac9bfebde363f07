import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure, useSubmissionKeys } from '../../shared/api/submission-key';
import { useFormFields } from '../../shared/form/use-form-fields';
import { toastShown } from '../../shared/notify/notify.slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { SubmitButton } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { ImageField } from '../../shared/ui/image-field';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { SelectField } from '../../shared/ui/select-field';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import { useKycStatusQuery, useSubmitVerificationMutation } from './verification.api';
import type { KycTier } from './verification.types';
import { ButtonLink } from '../../shared/ui/button-link';

export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  // A select's choices (value, label); a text field otherwise.
  options?: { value: string; label: string }[];
  // The translation key of the failure, or null when the typed value is fine.
  check: (value: string) => string | null;
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoComplete?: string;
}

export interface ImageSpec {
  role: string;
  label: string;
  hint: string;
}

interface VerificationFormProps {
  tier: KycTier;
  title: string;
  lead: string;
  fields: FieldSpec[];
  images: ImageSpec[];
}

// One tier's form: its fields and photos, checked here first (the server checks again), sent as one
// multipart request. A tier under review or verified shows its state instead; one that needs primary
// verification first says so.
export const VerificationForm = ({ tier, title, lead, fields, images }: VerificationFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useRef<HTMLFormElement>(null);
  const keys = useSubmissionKeys();
  const status = useKycStatusQuery();
  const { values, setValue, errors, setErrors, passes } = useFormFields(Object.fromEntries([...fields.map((f) => [f.name, f.options?.[0]?.value ?? '']), ...images.map((i) => [i.role, ''])]) as Record<string, string>);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submit, { isLoading }] = useSubmitVerificationMutation();

  if (status.isError) return <Page title={title}><LoadFailed title={t('kyc.loadFailed')} onRetry={status.refetch} /></Page>;
  if (!status.data) return <Page title={title}><Skeleton card lines={6} /></Page>;
  const current = status.data.tiers[tier];
  const back = (
    <ButtonLink variant="secondary" to="/sfyz">{t('kyc.backToStatus')}</ButtonLink>
  );
  if (tier !== 'primary' && status.data.tiers.primary.status !== 'approved')
    return <Page title={title}><EmptyState title={t('kyc.primaryFirst')} body={t('kyc.primaryFirstHint')} action={<ButtonLink to="/authentication">{t('kyc.verifyPrimary')}</ButtonLink>} testId="kyc-locked" /></Page>;
  if (current.status === 'under_review' || current.status === 'approved')
    return <Page title={title}><EmptyState title={t(`kyc.state.${current.status}`)} body={t(`kyc.stateHint.${current.status}`)} action={back} testId="kyc-state" /></Page>;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const failures: Record<string, string | undefined> = {};
    for (const field of fields) failures[field.name] = field.check(values[field.name]!.trim()) ?? undefined;
    for (const image of images) failures[image.role] = errors[image.role] ?? (files[image.role] ? undefined : 'kyc.photoRequired');
    if (!passes(failures, form.current)) return;
    const body = new FormData();
    for (const field of fields) body.append(field.name, values[field.name]!.trim());
    for (const image of images) body.append(image.role, files[image.role]!, files[image.role]!.name);
    const fingerprint = JSON.stringify({ tier, values, files: images.map((i) => [files[i.role]?.name, files[i.role]?.size]) });
    const result = await keys.send(fingerprint, (key) => submit({ tier, key, body }));
    if ('data' in result) {
      dispatch(toastShown(t('kyc.submitted'), 'success'));
      navigate('/sfyz');
      return;
    }
    const { message, retry } = describeFailure(result.error, t('kyc.connectionLost'));
    setFailure(retry ? t('kyc.safeToRetry', { message }) : message);
  };

  return (
    <Page title={title} narrow>
      <form ref={form} className="card form" onSubmit={send} noValidate data-testid={`kyc-form-${tier}`}>
        <p className="form__hint">{lead}</p>
        {current.status === 'rejected' && (
          <p className="notice notice--warning" role="status" data-testid="kyc-rejected-reason">
            {t('kyc.rejectedBecause', { reason: current.reason ?? '' })}
          </p>
        )}
        {fields.map((field) =>
          field.options ? (
            <SelectField key={field.name} name={field.name} label={field.label} value={values[field.name]} error={errors[field.name]} hint={field.hint} onChange={(event) => setValue(field.name, event.target.value)} data-testid={`kyc-${field.name}`}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              value={values[field.name]}
              error={errors[field.name]}
              hint={field.hint}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete ?? 'off'}
              onChange={(event) => setValue(field.name, event.target.value)}
              data-testid={`kyc-${field.name}`}
            />
          ),
        )}
        {images.map((image) => (
          <ImageField
            key={image.role}
            name={image.role}
            label={image.label}
            hint={image.hint}
            file={files[image.role] ?? null}
            onChange={(file) => {
              setFiles((current) => ({ ...current, [image.role]: file }));
              if (file) setErrors((current) => ({ ...current, [image.role]: undefined }));
            }}
            error={errors[image.role]}
            onError={(next) => setErrors((current) => ({ ...current, [image.role]: next }))}
            testId={`kyc-photo-${image.role}`}
          />
        ))}
        {failure && (
          <p className="notice notice--warning" role="alert" data-testid="form-refusal">
            {failure}
          </p>
        )}
        <SubmitButton busy={isLoading} data-testid="kyc-submit">{isLoading ? t('kyc.uploading') : t('kyc.submit')}</SubmitButton>
        <p className="muted">{t('kyc.privacy')}</p>
      </form>
    </Page>
  );
};
