import { Link, type LinkProps } from 'react-router';

// A quiet link beside a screen's lead (e.g. "My orders" over a product list).
export const AsideLink = ({ className, ...rest }: LinkProps) => <Link className={className ? `form__aside-link ${className}` : 'form__aside-link'} {...rest} />;
