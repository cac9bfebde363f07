import type { Identifier } from 'react-admin';

// A review queue filtered on one customer, every status included.
export const customerQueuePath = (resource: 'deposits' | 'withdrawals', customerId: Identifier) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify({ customerId }) }).toString()}`;

export const customerReplayPath = (customerId: Identifier) =>
  `/audit?${new URLSearchParams({ customerId: String(customerId) }).toString()}`;
