import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByOf, FieldShell } from './field-shell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  // A translation key, as the validation rules return them.
  error?: string;
  // What the error message names, e.g. { step: '0.0001' }.
  errorValues?: Record<string, string>;
  hint?: string;
  // Rendered inside the field row, e.g. the send-code button.
  trailing?: ReactNode;
  leading?: ReactNode;
}

export const TextField = ({ name, label, error, errorValues, hint, trailing, leading, type = 'text', ...input }: TextFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <FieldShell id={id} label={label} error={error} errorValues={errorValues} hint={hint} liveHint>
      {leading}
      <input
        id={id}
        name={name}
        type={isPassword && revealed ? 'text' : type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        {...input}
      />
      {isPassword && (
        <button
          type="button"
          className="field__reveal"
          aria-pressed={revealed}
          aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? t('form.hide') : t('form.show')}
        </button>
      )}
      {trailing}
    </FieldShell>
  );
};
