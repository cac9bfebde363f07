import { KycIntegrationEvents, type VerificationLimitsChangedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { kycIntegrationEvent } from '../kyc-integration';
import { VERIFICATION_LIMITS_STREAM, type VerificationLimitsEvent } from './domain/verification-limits.decider';

/**
 * `VerificationLimitsChanged` for the services that enforce the table, written to the outbox by the
 * use case that appended the change, in its transaction.
 */
export function verificationLimitsMessages(events: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (recorded.streamId !== VERIFICATION_LIMITS_STREAM) continue;
    const { limits, at } = recorded.data as VerificationLimitsEvent['data'];
    const data: VerificationLimitsChangedV1 = { limits, at };
    published.push(kycIntegrationEvent(KycIntegrationEvents.verificationLimitsChanged, data, at, recorded));
  }
  return published;
}
