import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';

// The loading, failed and empty states of a pane inside a card (the book, the trades, a list of orders),
// so they are not cards themselves.
export const PaneFailed = ({ title, onRetry, testId }: { title: string; onRetry: () => unknown; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="pane-state" data-testid={testId}>
      <p className="pane-state__title">{title}</p>
      <Button variant="secondary" className="button--small" onClick={() => onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
};

export const PaneEmpty = ({ title, body, testId }: { title: string; body?: string; testId?: string }) => (
  <div className="pane-state" data-testid={testId}>
    <p className="pane-state__title">{title}</p>
    {body && <p>{body}</p>}
  </div>
);

export interface PaneQuery<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PaneWords {
  failed: string;
  empty: string;
  emptyHint: string;
}

interface PaneListProps<T> {
  query: PaneQuery<T>;
  skeletonLines: number;
  words: PaneWords;
  // The pane's name: its states are `${testId}-error` and `${testId}-empty`.
  testId: string;
  children: (rows: T[]) => ReactNode;
}

// A pane's list: a skeleton until the first answer, a retry when none came (nothing once a list is
// shown), its empty state, and otherwise the rows.
export const PaneList = <T,>({ query, skeletonLines, words, testId, children }: PaneListProps<T>) => {
  if (query.isLoading) return <Skeleton lines={skeletonLines} />;
  if (!query.data) return query.isError ? <PaneFailed title={words.failed} onRetry={query.refetch} testId={`${testId}-error`} /> : null;
  if (query.data.length === 0) return <PaneEmpty title={words.empty} body={words.emptyHint} testId={`${testId}-empty`} />;
  return children(query.data);
};
