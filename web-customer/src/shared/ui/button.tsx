import type { ButtonHTMLAttributes, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  busy?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// While its request runs a button is disabled and says so to assistive technology.
export const Button = ({ variant = 'primary', busy = false, block = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) => (
  <button
    type={type}
    className={['button', `button--${variant}`, block && 'button--block', className].filter(Boolean).join(' ')}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
    {...rest}
  >
    {busy && <span className="spinner" aria-hidden="true" />}
    {children}
  </button>
);

// A form's own full-width submit button.
export const SubmitButton = (props: Omit<ButtonProps, 'type' | 'block'>) => <Button type="submit" block {...props} />;
