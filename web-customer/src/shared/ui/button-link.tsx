import { Link, type LinkProps } from 'react-router';

interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary';
  block?: boolean;
  small?: boolean;
}

// A link that looks like a button: it goes somewhere rather than doing something.
export const ButtonLink = ({ variant = 'primary', block = false, small = false, className, ...rest }: ButtonLinkProps) => (
  <Link className={['button', `button--${variant}`, block && 'button--block', small && 'button--small', className].filter(Boolean).join(' ')} {...rest} />
);
