import type { ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// docs/support.md: support's queue of conversations and each conversation in full (internal notes too).
export type SupportConversation = RaRecord & ApiModel<'SupportConversationStaffDetailResponseDto'>;
export type SupportTimer = SupportConversation['firstResponse'];

/** The resource, named by its API path under `/api/v1/admin`. */
export const SUPPORT_CONVERSATIONS = 'support/conversations';
export const SUPPORT_STATUSES = ['open', 'resolved'] as const;

/** Minutes and seconds, or hours and minutes past an hour. */
export const durationOf = (seconds: number): string => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${String(minutes).padStart(2, '0')}m` : `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
};
