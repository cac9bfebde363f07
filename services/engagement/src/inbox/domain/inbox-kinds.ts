/**
 * What the personal inbox says, as a kind and its parameters (never rendered text: the reader's
 * language is chosen when the message is read), and the category each kind belongs to. Security and
 * money movements are always delivered; the other categories a customer may turn off.
 */
export const INBOX_KINDS = {
  depositCredited: 'money',
  depositRejected: 'money',
  withdrawalApproved: 'money',
  withdrawalRejected: 'money',
  rewardPaid: 'money',
  c2cCompleted: 'money',
  verificationApproved: 'security',
  verificationRejected: 'security',
  c2cMatched: 'orders',
  c2cReminder: 'orders',
  c2cExtended: 'orders',
  c2cExpired: 'orders',
  c2cRejected: 'money',
  optionWon: 'money',
  optionLost: 'money',
  optionRefunded: 'money',
  positionLiquidated: 'money',
  loanDueSoon: 'money',
  loanOverdue: 'money',
} as const satisfies Record<string, InboxCategory>;

export type InboxKind = keyof typeof INBOX_KINDS;

export const INBOX_CATEGORIES = ['security', 'money', 'orders'] as const;
export type InboxCategory = (typeof INBOX_CATEGORIES)[number];

/** The categories that cannot be turned off. */
export const ALWAYS_DELIVERED: readonly InboxCategory[] = ['security', 'money'];

export const isInboxKind = (value: unknown): value is InboxKind => typeof value === 'string' && Object.prototype.hasOwnProperty.call(INBOX_KINDS, value);
export const categoryOf = (kind: InboxKind): InboxCategory => INBOX_KINDS[kind];
export const canMute = (category: InboxCategory) => !ALWAYS_DELIVERED.includes(category);
export const isInboxCategory = (value: unknown): value is InboxCategory => (INBOX_CATEGORIES as readonly unknown[]).includes(value);
