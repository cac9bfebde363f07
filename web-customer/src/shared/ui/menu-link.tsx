import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MenuLinkProps {
  to: string;
  label: string;
  value?: ReactNode;
  testId?: string;
}

export const MenuLink = ({ to, label, value, testId }: MenuLinkProps) => (
  <li>
    <Link className="menu__item" to={to} data-testid={testId}>
      <span>{label}</span>
      <span className="menu__value">
        {value}
        <span aria-hidden="true" className="menu__chevron">
          ›
        </span>
      </span>
    </Link>
  </li>
);
