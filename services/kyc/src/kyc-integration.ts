import { randomUUID } from 'node:crypto';
import { KYC_SOURCE } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';

/** A fact kyc publishes (libs/contracts `kyc.v1`), caused by one of its recorded events. */
export function kycIntegrationEvent(type: string, data: unknown, at: string, recorded: RecordedEvent): IntegrationEvent {
  return {
    id: randomUUID(),
    type,
    source: KYC_SOURCE,
    streamId: recorded.streamId,
    schemaVersion: 1,
    data,
    metadata: { causationId: recorded.id },
    occurredAt: at,
  };
}
