import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { Skeleton } from './skeleton';

interface Query<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface LoadedProps<T> {
  query: Query<T>;
  // The placeholder's lines until the first answer, wrapped in a card or not.
  skeleton: { lines: number; card?: boolean };
  // The retry's title when the answer did not come.
  failed: string;
  failedTestId?: string;
  // Said instead of anything else when what was asked for does not exist (an unknown page, no id given).
  missing?: ReactNode;
  // Said instead of the content when a list came back with nothing in it.
  empty?: ReactNode;
  // Whether the answer holds nothing; by default a list answer with no rows (an array, or its `items`).
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const hasNoRows = (data: unknown) => {
  const rows = Array.isArray(data) ? data : (data as { items?: unknown }).items;
  return Array.isArray(rows) && rows.length === 0;
};

// A screen's part that shows one query's answer: what is missing when it does not exist, its placeholder
// while it loads, a retry when it did not load, the empty state when there is nothing, and otherwise the
// content drawn from the answer.
export const Loaded = <T,>({ query, skeleton, failed, failedTestId, missing, empty, isEmpty = hasNoRows, children }: LoadedProps<T>) => {
  if (missing) return missing;
  if (query.isLoading) return <Skeleton lines={skeleton.lines} card={skeleton.card} />;
  if (query.isError || !query.data) return <LoadFailed title={failed} onRetry={query.refetch} testId={failedTestId} />;
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
};
