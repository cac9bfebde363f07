import type { PoolClient } from 'pg';
import {
  IDENTITY_SOURCE,
  IdentityIntegrationEvents,
  KYC_SOURCE,
  KycIntegrationEvents,
  parseCustomerRegisteredV1,
  parseCustomerVerifiedV1,
  type CustomerRegisteredV1,
} from '@meridian/contracts';

/*
 * What several parts of engagement hear of customers, each on a subscription (and checkpoint) of its
 * own: identity's registrations and kyc's verifications.
 */

export const REGISTRATIONS = {
  sources: [IDENTITY_SOURCE],
  types: [IdentityIntegrationEvents.customerRegistered],
  parse: parseCustomerRegisteredV1,
};

export const VERIFICATIONS = { sources: [KYC_SOURCE], types: [KycIntegrationEvents.customerVerified], parse: parseCustomerVerifiedV1 };

/** A command that follows from a registration: in the consumer's transaction, as of the moment the customer registered. */
export const asOfRegistration = (client: PoolClient, { customerId, registeredAt }: CustomerRegisteredV1) => ({
  client,
  now: new Date(registeredAt),
  metadata: { customerId },
});
