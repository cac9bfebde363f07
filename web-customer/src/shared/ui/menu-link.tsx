import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MenuRowProps {
  to: string;
  value?: ReactNode;
  // The value is a figure: set in tabular digits.
  numeric?: boolean;
  testId?: string;
  // What the row is: its label, or more than words (an order's amount and time).
  children: ReactNode;
}

// One row of a menu: what it is, its value and a chevron, the whole row a link.
export const MenuRow = ({ to, value, numeric = false, testId, children }: MenuRowProps) => (
  <Link className="menu__item" to={to} data-testid={testId}>
    {children}
    <span className={numeric ? 'menu__value num' : 'menu__value'}>
      {value}
      <span aria-hidden="true" className="menu__chevron">
        ›
      </span>
    </span>
  </Link>
);

type MenuLinkProps = Omit<MenuRowProps, 'children'> & { label: string };

// A menu's item in its list: a label, and the value it stands at.
export const MenuLink = ({ label, ...row }: MenuLinkProps) => (
  <li>
    <MenuRow {...row}>
      <span>{label}</span>
    </MenuRow>
  </li>
);
