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

/** What every stream of integration events published through the bus starts with. */
export const LOG_STREAM_PREFIX = '$bus:';

/** Integration events published through the bus live in their own streams, out of the aggregates' way. */
export function logStreamFor(event: Pick<IntegrationEvent, 'source' | 'streamId'>): string {
  return `${LOG_STREAM_PREFIX}${event.source}:${event.streamId}`;
}

/** The source named by a bus stream's id (`$bus:<source>:<stream>`), or undefined for any other stream. */
export function sourceOfLogStream(streamId: string): string | undefined {
  if (!streamId.startsWith(LOG_STREAM_PREFIX)) return undefined;
  const end = streamId.indexOf(':', LOG_STREAM_PREFIX.length);
  return end < 0 ? undefined : streamId.slice(LOG_STREAM_PREFIX.length, end);
}

/**
 * The streams a log reader has to read: only the bus's own when no recorded domain event type is
 * published straight from the log (the platform's case: everything goes through the outbox), else all.
 */
export function logStreamsToRead(published: PublishedEvents): string | undefined {
  return Object.keys(published).length === 0 ? LOG_STREAM_PREFIX : undefined;
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

/**
 * Whether a commit notified with `streamId` may hold something for a subscription (undefined: a poll,
 * which may). Reading only the bus's streams, a commit to any other stream holds nothing for it, and a
 * bus stream only when the subscription takes its source.
 */
export function notificationConcerns(subscription: { sources?: string[] }, streamId: string | undefined, published: PublishedEvents): boolean {
  if (streamId === undefined || logStreamsToRead(published) === undefined) return true;
  const source = sourceOfLogStream(streamId);
  return source !== undefined && (subscription.sources?.includes(source) ?? true);
}
