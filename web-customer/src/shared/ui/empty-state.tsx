import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  body?: ReactNode;
  // What to do next, e.g. a "Deposit" link.
  action?: ReactNode;
  testId?: string;
  tone?: 'neutral' | 'warning';
}

export const EmptyState = ({ title, body, action, testId, tone = 'neutral' }: EmptyStateProps) => (
  <div className={`card empty-state${tone === 'warning' ? ' empty-state--warning' : ''}`} data-testid={testId}>
    <p className="empty-state__title">{title}</p>
    {body && <p>{body}</p>}
    {action}
  </div>
);
