import type { ReactNode } from 'react';
import { PaneList, type PaneQuery, type PaneWords } from '../pane-state';

interface OrderListPaneProps<T> {
  query: PaneQuery<T>;
  words: PaneWords;
  // Names the list and its states (`${testId}-error`, `${testId}-empty`).
  testId: string;
  item: (row: T) => ReactNode;
}

// One of "My orders" lists (finished orders, fills): four lines while it loads, its states, then the list.
export const OrderListPane = <T,>({ query, words, testId, item }: OrderListPaneProps<T>) => (
  <PaneList query={query} skeletonLines={4} words={words} testId={testId}>
    {(rows) => (
      <ul className="order-list" data-testid={testId}>
        {rows.map(item)}
      </ul>
    )}
  </PaneList>
);
