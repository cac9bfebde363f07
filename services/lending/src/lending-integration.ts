import { randomUUID } from 'node:crypto';
import { LENDING_SOURCE } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';

/** A fact lending publishes (libs/contracts `lending.v1`), caused by one of its recorded events. */
export function lendingIntegrationEvent(type: string, data: unknown, at: string, recorded: RecordedEvent, customerId: string): IntegrationEvent {
  return { id: randomUUID(), type, source: LENDING_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data, metadata: { causationId: recorded.id, customerId }, occurredAt: at };
}
