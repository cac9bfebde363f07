import type { NewEvent, RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from './integration-event';

/**
 * Which recorded domain events the PostgresLogBus publishes, by event type, and from which bounded
 * context: `{ UserRegistered: 'identity' }`. A type not listed here stays private to its service.
 */
export type PublishedEvents = Readonly<Record<string, string>>;

/** Metadata key that marks an event written to the log by `PostgresLogBus.publish`. */
export const INTEGRATION_ENVELOPE_KEY = '$integration';

interface IntegrationEnvelope {
  source: string;
  streamId: string;
  occurredAt: string;
}

/** Integration events published through the bus live in their own streams, out of the aggregates' way. */
export function logStreamFor(event: Pick<IntegrationEvent, 'source' | 'streamId'>): string {
  return `$bus:${event.source}:${event.streamId}`;
}

export function toLogEvent(event: IntegrationEvent): NewEvent {
  const envelope: IntegrationEnvelope = { source: event.source, streamId: event.streamId, occurredAt: event.occurredAt };
  return {
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: { ...event.metadata, [INTEGRATION_ENVELOPE_KEY]: envelope },
  };
}

/**
 * The log → bus mapping: an event carrying the integration envelope becomes the event that was
 * published; otherwise an event whose type is in `published` becomes an integration event of that
 * source, with the recorded stream id, (upcast) schema version, data and metadata, occurring when it
 * was recorded. Anything else is not published.
 */
export function toIntegrationEvent(recorded: RecordedEvent, published: PublishedEvents): IntegrationEvent | undefined {
  const { [INTEGRATION_ENVELOPE_KEY]: envelope, ...metadata } = recorded.metadata;
  const common = { id: recorded.id, type: recorded.type, schemaVersion: recorded.schemaVersion, data: recorded.data };
  if (isEnvelope(envelope)) {
    return { ...common, source: envelope.source, streamId: envelope.streamId, metadata, occurredAt: envelope.occurredAt };
  }
  if (!Object.hasOwn(published, recorded.type)) return undefined;
  return { ...common, source: published[recorded.type]!, streamId: recorded.streamId, metadata, occurredAt: recorded.recordedAt };
}

function isEnvelope(value: unknown): value is IntegrationEnvelope {
  const candidate = value as Partial<IntegrationEnvelope> | null | undefined;
  return (
    typeof candidate?.source === 'string' && typeof candidate.streamId === 'string' && typeof candidate.occurredAt === 'string'
  );
}
