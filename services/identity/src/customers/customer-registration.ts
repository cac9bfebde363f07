import { randomUUID } from 'node:crypto';
import type { CustomerDirectory } from './customer-directory';
import type { CustomerStore } from './customer-store';
import type { CustomerRegisteredData } from './customer.events';
import { newInvitationCode } from './invitation-code';

/** Who registers, as each way in knows them: what the event records but the new id and the invitation code. */
export type Registration = Omit<CustomerRegisteredData, 'customerId' | 'invitationCode' | 'at'>;

/**
 * Registers a new customer under a fresh id, with an invitation code nobody holds yet, and answers the
 * id. Registration by e-mail or phone, a demo account and a wallet's first sign-in all come through here.
 */
export async function registerCustomer(
  customers: CustomerStore,
  directory: CustomerDirectory,
  registration: Registration,
  requestId: string | null | undefined,
): Promise<string> {
  const customerId = randomUUID();
  const invitationCode = await newInvitationCode((code) => directory.invitationCodeTaken(code));
  await customers.execute(customerId, { type: 'RegisterCustomer', data: { customerId, ...registration, invitationCode } }, requestId);
  return customerId;
}
