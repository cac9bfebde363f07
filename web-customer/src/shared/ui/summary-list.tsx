import type { ReactNode } from 'react';

export interface SummaryItem {
  label: string;
  value: ReactNode;
  // The line the customer should read first, e.g. what arrives.
  emphasis?: boolean;
  testId?: string;
}

// Label and value pairs: the confirmation dialogs and the rule cards.
export const SummaryList = ({ items }: { items: readonly SummaryItem[] }) => (
  <dl className="summary">
    {items.map((item) => (
      <div key={item.label} className={`summary__row${item.emphasis ? ' summary__row--emphasis' : ''}`} data-testid={item.testId}>
        <dt>{item.label}</dt>
        <dd>{item.value}</dd>
      </div>
    ))}
  </dl>
);
