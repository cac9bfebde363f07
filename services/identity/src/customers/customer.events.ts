/** `wallet`: signed in with an Ethereum wallet (Sign-In with Ethereum); its address is the account. */
export type AccountType = 'email' | 'phone' | 'wallet';
export type CustomerKind = 'real' | 'demo';

export interface CustomerRegisteredData {
  customerId: string;
  kind: CustomerKind;
  accountType: AccountType | null;
  email: string | null;
  phone: string | null;
  areaCode: string | null;
  /** A wallet customer's checksummed address; absent from events written before wallet sign-in. */
  walletAddress?: string | null;
  passwordHash: string;
  invitationCode: string;
  invitedBy: string | null;
  lang: string;
  demoExpiresAt: string | null;
  at: string;
}

export type CustomerEvent =
  | { type: 'CustomerRegistered'; data: CustomerRegisteredData }
  | { type: 'SessionOpened'; data: { sessionId: string; tokenHash: string; expiresAt: string; ip: string; userAgent: string; at: string } }
  /** `signed-out-remotely`: from another of the customer's sessions (the security centre). */
  | { type: 'SessionClosed'; data: { sessionId: string; reason: 'logout' | 'signed-out-remotely'; at: string } }
  | { type: 'AllSessionsRevoked'; data: { reason: 'password-changed' | 'password-reset'; at: string } }
  | { type: 'LoginPasswordChanged'; data: { passwordHash: string; via: 'change' | 'reset'; at: string } }
  | { type: 'TradePasswordSet'; data: { tradePasswordHash: string; first: boolean; at: string } }
  | { type: 'NicknameChanged'; data: { nickname: string; at: string } }
  | { type: 'AvatarChanged'; data: { avatarId: string; at: string } }
  /** A phone or e-mail bound (where there was none) or changed, confirmed by a code sent to it. */
  | { type: 'ContactBound'; data: ContactData & { previous: string | null; at: string } }
  | { type: 'SecurityQuestionSet'; data: { questionId: SecurityQuestionId; answerHash: string; at: string } }
  /** Null clears it. */
  | { type: 'AntiPhishingPhraseSet'; data: { phrase: string | null; at: string } };

export type ContactData = { channel: 'email'; email: string } | { channel: 'phone'; phone: string; areaCode: string };

/** 1 best childhood friend, 2 idol, 3 most desired place. */
export type SecurityQuestionId = 1 | 2 | 3;
export const SECURITY_QUESTION_IDS: readonly SecurityQuestionId[] = [1, 2, 3];

export const CUSTOMER_EVENT_TYPES: readonly CustomerEvent['type'][] = [
  'CustomerRegistered',
  'SessionOpened',
  'SessionClosed',
  'AllSessionsRevoked',
  'LoginPasswordChanged',
  'TradePasswordSet',
  'NicknameChanged',
  'AvatarChanged',
  'ContactBound',
  'SecurityQuestionSet',
  'AntiPhishingPhraseSet',
];

export const customerStream = (customerId: string) => `customer-${customerId}`;
