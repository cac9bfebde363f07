import { isRecord, isString, requireStrings, violation } from './contract-check';

/**
 * What live support (engagement, docs/support.md) tells a customer's open apps (version 1): a message
 * to or from support, already stored, or the conversation resolved or reopened. Internal notes are
 * never published. The gateway pushes it as `support` on the customer's private socket; an app that
 * was offline reads the conversation again over REST.
 */
export const SupportEvents = {
  updated: 'SupportConversationUpdated',
} as const;

export const SUPPORT_CHANGES = ['message', 'resolved', 'reopened', 'read'] as const;
export type SupportChange = (typeof SUPPORT_CHANGES)[number];

export interface SupportMessageV1 {
  id: string;
  seq: number;
  author: 'customer' | 'staff';
  body: string;
  /** An image's id (served by `GET /api/v1/support/images/:id`), or null. */
  imageId: string | null;
  at: string;
}

export interface SupportConversationUpdatedV1 {
  customerId: string;
  conversationId: string;
  change: SupportChange;
  /** open or resolved, after the change. */
  status: string;
  message: SupportMessageV1 | null;
  at: string;
}

export function parseSupportConversationUpdatedV1(data: unknown): SupportConversationUpdatedV1 {
  const name = SupportEvents.updated;
  const message = requireStrings(name, data, ['customerId', 'conversationId', 'change', 'status', 'at']);
  if (!(SUPPORT_CHANGES as readonly unknown[]).includes(message.change)) violation(name, 'change');
  const posted = message.message;
  if (posted !== null) {
    if (!isRecord(posted)) return violation(name, 'message');
    requireStrings(name, posted, ['id', 'body', 'at']);
    if (typeof posted.seq !== 'number') violation(name, 'seq');
    if (posted.author !== 'customer' && posted.author !== 'staff') violation(name, 'author');
    if (posted.imageId !== null && !isString(posted.imageId)) violation(name, 'imageId');
  }
  return message as unknown as SupportConversationUpdatedV1;
}
