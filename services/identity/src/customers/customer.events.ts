export type AccountType = 'email' | 'phone';
export type CustomerKind = 'real' | 'demo';

export interface CustomerRegisteredData {
  customerId: string;
  kind: CustomerKind;
  accountType: AccountType | null;
  email: string | null;
  phone: string | null;
  areaCode: string | null;
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
  | { type: 'TradePasswordSet'; data: { tradePasswordHash: string; first: boolean; at: string } };

export const CUSTOMER_EVENT_TYPES: readonly CustomerEvent['type'][] = [
  'CustomerRegistered',
  'SessionOpened',
  'SessionClosed',
  'AllSessionsRevoked',
  'LoginPasswordChanged',
  'TradePasswordSet',
];

export const customerStream = (customerId: string) => `customer-${customerId}`;
