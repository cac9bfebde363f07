import { randomUUID } from 'node:crypto';
import { ENGAGEMENT_SOURCE } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';

/** A message engagement sends (the product funds contract's requests), caused by one of its recorded events. */
export function engagementIntegrationEvent(
  type: string,
  data: unknown,
  at: string,
  recorded: RecordedEvent,
  customerId: string,
): IntegrationEvent {
  return {
    id: randomUUID(),
    type,
    source: ENGAGEMENT_SOURCE,
    streamId: recorded.streamId,
    schemaVersion: 1,
    data,
    metadata: { causationId: recorded.id, customerId },
    occurredAt: at,
  };
}
