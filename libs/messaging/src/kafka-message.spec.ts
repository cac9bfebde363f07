import { fromKafkaMessage, toKafkaMessage } from './kafka-message';
import type { IntegrationEvent } from './integration-event';

const event: IntegrationEvent = {
  id: '5d1f0e8a-0c4b-4d8e-a1f2-3b4c5d6e7f80',
  type: 'DepositCredited',
  source: 'accounts',
  streamId: 'deposit-9',
  schemaVersion: 1,
  data: { amount: '100.00', asset: 'USDT' },
  metadata: { customerId: 'c-9' },
  occurredAt: '2025-03-03T12:00:00.000Z',
};

describe('integration events as Kafka messages', () => {
  it('keys a message by its stream, so a stream stays on one partition', () => {
    const message = toKafkaMessage(event);
    expect(message.key).toBe('deposit-9');
    expect(message.headers).toEqual({ 'event-id': event.id, 'event-type': 'DepositCredited', source: 'accounts' });
  });

  it('reads back the event it wrote', () => {
    expect(fromKafkaMessage(Buffer.from(toKafkaMessage(event).value as string))).toEqual(event);
  });

  it('refuses a message that is not an integration event', () => {
    expect(() => fromKafkaMessage(null)).toThrow('message has no value');
    expect(() => fromKafkaMessage(Buffer.from('{"type":"X"}'))).toThrow("'id' is missing");
    expect(() => fromKafkaMessage(Buffer.from('not json'))).toThrow();
  });
});
