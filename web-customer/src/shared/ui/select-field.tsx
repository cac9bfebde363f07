import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: string;
  // A translation key, as the validation rules return them.
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

export const SelectField = ({ name, label, error, hint, children, ...select }: SelectFieldProps) => {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__row field__row--select${error ? ' field__row--invalid' : ''}`}>
        <select id={id} name={name} className="field__input field__select" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
};
