import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/text-field';
import { PASSWORD_MAX, PASSWORD_MIN } from '../validation/rules';
import type { Bound } from './account-fields';

interface NewPasswordFieldsProps {
  password: Bound;
  password2: Bound;
  // The two fields' labels, as each screen words them.
  labels: { password: string; password2: string };
}

// A new login password, typed twice (registration, reset, change).
export const NewPasswordFields = ({ password, password2, labels }: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        type="password"
        label={labels.password}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={t('register.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      />
      <TextField {...password2} type="password" label={labels.password2} autoComplete="new-password" maxLength={PASSWORD_MAX} />
    </>
  );
};
