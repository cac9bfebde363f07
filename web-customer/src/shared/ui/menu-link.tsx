import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MenuLinkProps {
  to: string;
  label: string;
  value?: ReactNode;
  // The value is a figure: set in tabular digits.
  numeric?: boolean;
  testId?: string;
}

export const MenuLink = ({ to, label, value, numeric = false, testId }: MenuLinkProps) => (
  <li>
    <Link className="menu__item" to={to} data-testid={testId}>
      <span>{label}</span>
      <span className={numeric ? 'menu__value num' : 'menu__value'}>
        {value}
        <span aria-hidden="true" className="menu__chevron">
          ›
        </span>
      </span>
    </Link>
  </li>
);
