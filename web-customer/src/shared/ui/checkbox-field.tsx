import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}

export const CheckboxField = ({ name, checked, onChange, children, error }: CheckboxFieldProps) => {
  const id = useId();
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
};
