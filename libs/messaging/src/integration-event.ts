/**
 * What one bounded context tells the others. It crosses process and service boundaries as JSON, so
 * `data` holds plain JSON only (money as decimal strings, never a number).
 */
export interface IntegrationEvent {
  /** A UUID, unique per event (the inbox and outbox key on it): a redelivery carries the same one. */
  id: string;
  type: string;
  /** The publishing bounded context, e.g. 'identity'. */
  source: string;
  /** Events of one stream are delivered in order; on Kafka it is the message key. */
  streamId: string;
  schemaVersion: number;
  data: unknown;
  metadata: Record<string, unknown>;
  occurredAt: string;
}
