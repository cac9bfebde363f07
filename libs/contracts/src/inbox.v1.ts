import { isString, isRecord, violation } from './contract-check';

/**
 * What the personal inbox (the engagement service) publishes (version 1): a customer's count of
 * unread messages changed (a message delivered, read, read all, archived). The push gateway tells the
 * customer's open apps (`inbox` { unread }); nothing here is the message itself.
 */
export const InboxEvents = {
  unreadChanged: 'InboxUnreadChanged',
} as const;

export interface InboxUnreadChangedV1 {
  customerId: string;
  unread: number;
  at: string;
}

export function parseInboxUnreadChangedV1(data: unknown): InboxUnreadChangedV1 {
  const name = InboxEvents.unreadChanged;
  if (!isRecord(data) || !isString(data.customerId) || !isString(data.at)) return violation(name, 'the message');
  if (typeof data.unread !== 'number' || !Number.isInteger(data.unread) || data.unread < 0) return violation(name, 'unread');
  return data as unknown as InboxUnreadChangedV1;
}
