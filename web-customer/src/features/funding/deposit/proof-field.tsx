import { useTranslation } from 'react-i18next';
import { ImageField } from '../../../shared/ui/image-field';

interface ProofFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  onError: (failure: string | undefined) => void;
}

// The deposit's `proof` image: a receipt or a screenshot of the transfer.
export const ProofField = (props: ProofFieldProps) => {
  const { t } = useTranslation();
  return <ImageField name="proof" label={t('deposit.proof')} hint={t('deposit.proofHint')} {...props} />;
};
