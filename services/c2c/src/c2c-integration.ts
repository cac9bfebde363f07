import { randomUUID } from 'node:crypto';
import { C2C_SOURCE } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';

/** A message C2C publishes (its contract and the product funds one in libs/contracts, version 1), caused by one of its recorded events. */
export function c2cIntegrationEvent(type: string, data: unknown, at: string, recorded: RecordedEvent, customerId: string): IntegrationEvent {
  return { id: randomUUID(), type, source: C2C_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data, metadata: { causationId: recorded.id, customerId }, occurredAt: at };
}
