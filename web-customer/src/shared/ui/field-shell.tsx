import type { ReactNode } from 'react';
import { FieldError } from './field-error';

interface FieldShellProps {
  // The control's id: the label points at it, the hint and the error are named after it.
  id: string;
  label: string;
  // A translation key, as the validation rules return them, and what its message names.
  error?: string;
  errorValues?: Record<string, string>;
  hint?: ReactNode;
  // A hint that changes as the customer types is read out when it does.
  liveHint?: boolean;
  // The row's own modifier, e.g. `field__row--select`.
  rowClassName?: string;
  children: ReactNode;
}

/** What the control's `aria-describedby` names: its error and its hint, when shown. */
export const describedByOf = (id: string, error: string | undefined, hint: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

// A form field around its control: the label, the row the control sits in, the hint and the error.
export const FieldShell = ({ id, label, error, errorValues, hint, liveHint = false, rowClassName, children }: FieldShellProps) => (
  <div className="field">
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
    <div className={['field__row', rowClassName, error && 'field__row--invalid'].filter(Boolean).join(' ')}>{children}</div>
    {hint && (
      <p id={`${id}-hint`} className="field__hint" aria-live={liveHint ? 'polite' : undefined}>
        {hint}
      </p>
    )}
    <FieldError id={`${id}-error`} messageKey={error} values={errorValues} />
  </div>
);
