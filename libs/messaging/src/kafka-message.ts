import type { Message } from 'kafkajs';
import type { IntegrationEvent } from './integration-event';

/** The message key is the stream id, so one stream stays on one partition, in order. */
export function toKafkaMessage(event: IntegrationEvent): Message {
  return {
    key: event.streamId,
    value: JSON.stringify(event),
    headers: { 'event-id': event.id, 'event-type': event.type, source: event.source },
  };
}

export function fromKafkaMessage(value: Buffer | string | null): IntegrationEvent {
  if (value === null) throw new Error('message has no value');
  const parsed = JSON.parse(value.toString()) as Partial<IntegrationEvent> | null;
  const strings = ['id', 'type', 'source', 'streamId', 'occurredAt'] as const;
  for (const field of strings) {
    if (typeof parsed?.[field] !== 'string') throw new Error(`message is not an integration event: '${field}' is missing`);
  }
  if (typeof parsed!.schemaVersion !== 'number') throw new Error("message is not an integration event: 'schemaVersion' is missing");
  const event = parsed as IntegrationEvent;
  return { ...event, metadata: event.metadata ?? {} };
}
