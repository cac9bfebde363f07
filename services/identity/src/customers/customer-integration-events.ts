import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerRegisteredV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox, type IntegrationEvent } from '@meridian/messaging';
import type { CustomerEvent } from './customer.events';

/**
 * Identity's published events go into the outbox in the append's transaction, so they are sent if
 * and only if the customer's events commit.
 */
export async function publishCustomerEvents(recorded: readonly RecordedEvent[], client: PoolClient): Promise<void> {
  const published: IntegrationEvent[] = [];
  for (const event of recorded) {
    const domain = { type: event.type, data: event.data } as CustomerEvent;
    if (domain.type !== 'CustomerRegistered') continue;
    const data: CustomerRegisteredV1 = {
      customerId: domain.data.customerId,
      kind: domain.data.kind,
      invitedBy: domain.data.invitedBy,
      registeredAt: domain.data.at,
      demoExpiresAt: domain.data.demoExpiresAt,
    };
    published.push({
      // Its own id: the domain event's id is taken in the event store, where a bus may copy this one.
      id: randomUUID(),
      type: IdentityIntegrationEvents.customerRegistered,
      source: IDENTITY_SOURCE,
      streamId: event.streamId,
      schemaVersion: 1,
      data,
      metadata: { customerId: domain.data.customerId, causationId: event.id },
      occurredAt: event.recordedAt,
    });
  }
  await writeToOutbox(client, published);
}
