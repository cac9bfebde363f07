import type { HTMLAttributes, ReactNode } from 'react';

interface FactProps extends HTMLAttributes<HTMLElement> {
  label: ReactNode;
  // The row's class, where the list styles its rows (`position__figure`, `spec__row`).
  rowClassName?: string;
  testId?: string;
}

// One label and its value in a list of facts (<dl>); the value's class, title and data go on its <dd>.
export const Fact = ({ label, rowClassName, testId, children, ...value }: FactProps) => (
  <div className={rowClassName}>
    <dt>{label}</dt>
    <dd data-testid={testId} {...value}>
      {children}
    </dd>
  </div>
);
