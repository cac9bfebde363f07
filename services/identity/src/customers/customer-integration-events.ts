import { randomUUID } from 'node:crypto';
import { CustomerUpdateEvents, IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerRegisteredV1, type CustomerSecurityChangedV1, type CustomerSessionsEndedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import type { CustomerEvent } from './customer.events';

/**
 * What identity publishes about a customer's new events. The use case that appended them
 * (`CustomerStore`) writes these to the outbox in the append's transaction, so they are sent if and
 * only if the events commit; the projection never does, so a rebuild sends nothing again.
 */
export function customerMessages(recorded: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const event of recorded) {
    if (!event.streamId.startsWith('customer-')) continue;
    const integration = toIntegration({ type: event.type, data: event.data } as CustomerEvent, event.metadata.customerId as string);
    if (!integration) continue;
    published.push({
      // Its own id: the domain event's id is taken in the event store, where a bus may copy this one.
      id: randomUUID(),
      type: integration.type,
      source: IDENTITY_SOURCE,
      streamId: event.streamId,
      schemaVersion: 1,
      data: integration.data,
      metadata: { customerId: event.metadata.customerId, causationId: event.id },
      occurredAt: event.recordedAt,
    });
  }
  return published;
}

function toIntegration(event: CustomerEvent, customerId: string): { type: string; data: unknown } | null {
  switch (event.type) {
    case 'CustomerRegistered': {
      const data: CustomerRegisteredV1 = {
        customerId: event.data.customerId,
        kind: event.data.kind,
        account: event.data.email ?? (event.data.phone ? `+${event.data.areaCode} ${event.data.phone}` : (event.data.walletAddress ?? `Demo ${event.data.customerId.slice(0, 8)}`)),
        invitedBy: event.data.invitedBy,
        registeredAt: event.data.at,
        demoExpiresAt: event.data.demoExpiresAt,
        areaCode: event.data.phone ? event.data.areaCode : null,
        // The customer's own code, which engagement's referral page shows with its link (docs/referral.md).
        invitationCode: event.data.invitationCode,
      };
      return { type: IdentityIntegrationEvents.customerRegistered, data };
    }
    case 'LoginPasswordChanged': {
      const data: CustomerSecurityChangedV1 = { customerId, change: 'login-password', at: event.data.at };
      return { type: IdentityIntegrationEvents.securityChanged, data };
    }
    case 'SessionClosed': {
      const data: CustomerSessionsEndedV1 = { customerId, sessionId: event.data.sessionId, reason: event.data.reason, at: event.data.at };
      return { type: CustomerUpdateEvents.sessionsEnded, data };
    }
    case 'AllSessionsRevoked': {
      const data: CustomerSessionsEndedV1 = { customerId, sessionId: null, reason: event.data.reason, at: event.data.at };
      return { type: CustomerUpdateEvents.sessionsEnded, data };
    }
    case 'TradePasswordSet': {
      if (event.data.first) return null;
      const data: CustomerSecurityChangedV1 = { customerId, change: 'trade-password', at: event.data.at };
      return { type: IdentityIntegrationEvents.securityChanged, data };
    }
    default:
      return null;
  }
}
