import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedByOf, FieldShell } from './field-shell';

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
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} rowClassName="field__row--select">
      <select
        id={id}
        name={name}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
};
