import { requireStrings, violation } from './contract-check';

/**
 * What identity publishes to other bounded contexts (version 1). Consumers depend on these shapes,
 * never on identity's code; a change that is not additive gets a new version.
 */
export const IDENTITY_SOURCE = 'identity';

export const IdentityIntegrationEvents = {
  customerRegistered: 'CustomerRegistered',
  securityChanged: 'CustomerSecurityChanged',
} as const;

export interface CustomerRegisteredV1 {
  customerId: string;
  kind: 'real' | 'demo';
  /** How staff screens name the customer: the e-mail, `+<area> <phone>`, or `Demo <id>`. */
  account: string;
  invitedBy: string | null;
  registeredAt: string;
  /** Set for demo customers: their virtual funds and sessions end then. */
  demoExpiresAt: string | null;
  /** The phone's international calling code (digits) for customers registered by phone; added later, so optional. */
  areaCode?: string | null;
  /** The customer's own invitation code, which a friend registers with (added later, so optional). */
  invitationCode?: string | null;
}

/** A password or two-factor setting changed: withdrawals wait for manual review for a while after. */
export interface CustomerSecurityChangedV1 {
  customerId: string;
  change: 'login-password' | 'trade-password';
  at: string;
}

/** Checks a received `CustomerRegistered` against version 1. */
export function parseCustomerRegisteredV1(data: unknown): CustomerRegisteredV1 {
  const name = IdentityIntegrationEvents.customerRegistered;
  const message = requireStrings(name, data, ['customerId', 'account', 'registeredAt']);
  if (message.kind !== 'real' && message.kind !== 'demo') violation(name, 'kind');
  for (const field of ['invitedBy', 'demoExpiresAt', 'areaCode', 'invitationCode'])
    if (message[field] !== null && message[field] !== undefined && typeof message[field] !== 'string') violation(name, field);
  return message as unknown as CustomerRegisteredV1;
}
