/**
 * A queue the dashboard counts: a list filtered on one status (none: every row waits), shown to the
 * staff who may read `screen`, and opened at `screen` filtered on that status.
 */
export type ReviewQueue = { key: string; resource: string; status?: string; screen: string };

/**
 * The review queues the dashboard counts: funding, verifications, loans and credit evaluations; and
 * the bus's failing deliveries, which no one decides but someone must look at (a held-back consumer
 * holds customers' transfers or orders with it).
 */
export const REVIEW_QUEUES: readonly ReviewQueue[] = [
  { key: 'deposits', resource: 'deposits', status: 'pending', screen: 'deposits' },
  { key: 'withdrawals', resource: 'withdrawals', status: 'pending', screen: 'withdrawals' },
  { key: 'second_approvals', resource: 'withdrawals', status: 'approving', screen: 'withdrawals' },
  { key: 'verifications', resource: 'kyc', status: 'under_review', screen: 'kyc' },
  { key: 'loans', resource: 'loans', status: 'pending', screen: 'loans' },
  { key: 'credit_requests', resource: 'credit-requests', screen: 'credit-requests' },
  { key: 'deliveries', resource: 'deliveries', screen: 'deliveries' },
];

export const queueFilter = ({ status }: ReviewQueue): Record<string, string> => (status ? { status } : {});

/**
 * A list whose filter is in the address, so the link opens on exactly the records counted, whatever
 * filter the staff member last left on that list.
 */
export const filteredListPath = (resource: string, filter: Record<string, string>): string =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
