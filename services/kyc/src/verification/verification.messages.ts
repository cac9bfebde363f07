import type { ClientBase } from 'pg';
import { CustomerUpdateEvents, KycIntegrationEvents, type CustomerUpdatedV1, type CustomerVerifiedV1, type KycTier } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { kycIntegrationEvent } from '../kyc-integration';
import type { VerificationEvent } from './domain/verification.decider';
import { kycReadModels } from '../kyc.read-models';
import { KycCustomer } from './read-models/kyc-customer.entity';
import { KycSubmission } from './read-models/kyc-submission.entity';

/**
 * What other services and the customer's apps are told about a verification stream's new events.
 * Written to the outbox by the use case that appended them (through `verificationCommands`), in its transaction,
 * after the projection wrote the read models (an approval names every tier the customer now holds).
 */
export async function verificationMessages(events: readonly RecordedEvent[], client: ClientBase): Promise<IntegrationEvent[]> {
  const published: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('kyc-')) continue;
    const customerId = recorded.streamId.slice('kyc-'.length);
    const event = { type: recorded.type, data: recorded.data } as VerificationEvent;
    if (event.type === 'VerificationSubmitted') published.push(update(customerId, event.data.submission.tier, 'under_review', event.data.at, recorded));
    if (event.type === 'VerificationRejected') published.push(update(customerId, event.data.tier, 'rejected', event.data.at, recorded));
    if (event.type === 'VerificationApproved') {
      const models = await kycReadModels.on(client);
      const { tiers, country } = await models.getRepository(KycCustomer).findOneByOrFail({ customerId });
      const approved = await models.getRepository(KycSubmission).findOneByOrFail({ id: event.data.submissionId });
      const realName = approved.tier === 'primary' ? (approved.details.realName === undefined ? null : String(approved.details.realName)) : null;
      const verified: CustomerVerifiedV1 = { customerId, tier: event.data.tier, tiers, country, realName, at: event.data.at };
      published.push(kycIntegrationEvent(KycIntegrationEvents.customerVerified, verified, event.data.at, recorded));
      published.push(update(customerId, event.data.tier, 'approved', event.data.at, recorded));
    }
  }
  return published;
}

/** The customer's open apps refresh their verification status. */
function update(customerId: string, tier: KycTier, status: string, at: string, recorded: RecordedEvent): IntegrationEvent {
  const data: CustomerUpdatedV1 = { updates: [{ customerId, balances: [], deposits: [], withdrawals: [], spotOrders: [], verifications: [{ tier, status }] }], at };
  return kycIntegrationEvent(CustomerUpdateEvents.updated, data, at, recorded);
}
