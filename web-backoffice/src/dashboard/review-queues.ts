import type { ReviewStatus } from '../shared/review/funding-record';

export type ReviewQueue = { key: string; resource: 'deposits' | 'withdrawals'; status: ReviewStatus };

/** The review queues the dashboard counts, each a funding list filtered on one status. */
export const REVIEW_QUEUES: readonly ReviewQueue[] = [
  { key: 'deposits', resource: 'deposits', status: 'pending' },
  { key: 'withdrawals', resource: 'withdrawals', status: 'pending' },
  { key: 'second_approvals', resource: 'withdrawals', status: 'approving' },
];

/**
 * A list whose filter is in the address, so the link opens on exactly the records counted, whatever
 * filter the staff member last left on that list.
 */
export const filteredListPath = (resource: string, filter: Record<string, string>): string =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
