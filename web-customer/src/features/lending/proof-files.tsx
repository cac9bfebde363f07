import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../shared/ui/image-field';

const PROOFS = ['proof1', 'proof2', 'proof3'] as const;
type ProofRole = (typeof PROOFS)[number];

type SendProofs = (form: FormData) => PromiseLike<{ data: unknown } | { error: unknown }>;

// Up to three images of income or assets, sent together as "proofs"; the choice clears once they are sent.
export const useProofFiles = (send: SendProofs) => {
  const [files, setFiles] = useState<Partial<Record<ProofRole, File | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const chosen = PROOFS.filter((role) => files[role]);
  const submit = async () => {
    const form = new FormData();
    for (const role of chosen) form.append('proofs', files[role]!);
    if ('data' in (await send(form))) setFiles({});
  };
  return { files, setFiles, errors, setErrors, chosen, submit };
};

type ProofFiles = ReturnType<typeof useProofFiles>;

interface ProofFieldsProps {
  proofs: ProofFiles;
  // The fields' names and test ids: `${prefix}${role}`.
  namePrefix: string;
  testIdPrefix: string;
}

export const ProofFields = ({ proofs: { files, setFiles, errors, setErrors }, namePrefix, testIdPrefix }: ProofFieldsProps) => {
  const { t } = useTranslation();
  return PROOFS.map((role, index) => (
    <ImageField
      key={role}
      name={`${namePrefix}${role}`}
      label={t('loans.proof', { n: index + 1 })}
      hint={t('loans.imageHint')}
      file={files[role] ?? null}
      onChange={(file) => setFiles((current) => ({ ...current, [role]: file }))}
      error={errors[role]}
      onError={(next) => setErrors((current) => ({ ...current, [role]: next }))}
      testId={`${testIdPrefix}${role}`}
    />
  ));
};
