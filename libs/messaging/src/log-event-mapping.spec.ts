import type { RecordedEvent } from '@meridian/eventstore';
import { INTEGRATION_ENVELOPE_KEY, logStreamFor, logStreamsToRead, notificationConcerns, sourceOfLogStream, toIntegrationEvent, toLogEvent } from './log-event-mapping';
import type { IntegrationEvent } from './integration-event';

const recorded = (overrides: Partial<RecordedEvent>): RecordedEvent => ({
  id: '0b9e4c4e-9c1f-4c55-8d0e-2f6f3d6c9a01',
  streamId: 'customer-42',
  version: 3,
  type: 'CustomerRegistered',
  schemaVersion: 2,
  data: { email: 'ann@example.com' },
  metadata: { customerId: '42' },
  position: 17n,
  transactionId: 900n,
  recordedAt: '2025-03-01T10:00:00.000Z',
  previousHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
  ...overrides,
});

describe('log events to integration events', () => {
  const published = { CustomerRegistered: 'identity' };

  it('publishes a registered domain event from its source, with its stream, upcast version and record time', () => {
    expect(toIntegrationEvent(recorded({}), published)).toEqual({
      id: '0b9e4c4e-9c1f-4c55-8d0e-2f6f3d6c9a01',
      type: 'CustomerRegistered',
      source: 'identity',
      streamId: 'customer-42',
      schemaVersion: 2,
      data: { email: 'ann@example.com' },
      metadata: { customerId: '42' },
      occurredAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it('keeps an unregistered event private, even one named like an object property', () => {
    expect(toIntegrationEvent(recorded({ type: 'PasswordChanged' }), published)).toBeUndefined();
    expect(toIntegrationEvent(recorded({ type: 'toString' }), published)).toBeUndefined();
  });

  it('gives back exactly the event the bus published, whatever stream it was kept in', () => {
    const event: IntegrationEvent = {
      id: 'c3a1d7a2-5b7e-4f0e-9d4c-1e2f3a4b5c6d',
      type: 'WithdrawalApproved',
      source: 'accounts',
      streamId: 'withdrawal-7',
      schemaVersion: 1,
      data: { amount: '10.50' },
      metadata: { staffId: 's-1' },
      occurredAt: '2025-03-02T08:00:00.000Z',
    };
    const written = toLogEvent(event);
    expect(logStreamFor(event)).toBe('$bus:accounts:withdrawal-7');
    expect(written.metadata).toHaveProperty(INTEGRATION_ENVELOPE_KEY);
    const read = recorded({ ...written, id: event.id, streamId: logStreamFor(event), schemaVersion: 1, metadata: written.metadata! });
    expect(toIntegrationEvent(read, {})).toEqual(event);
  });
});

describe('which log streams a reader needs', () => {
  it('names the source of a bus stream, whatever the stream id inside it holds', () => {
    expect(sourceOfLogStream(logStreamFor({ source: 'accounts', streamId: 'transfer:7:a' }))).toBe('accounts');
    expect(sourceOfLogStream('customer-42')).toBeUndefined();
    expect(sourceOfLogStream('$bus:')).toBeUndefined();
  });

  it("reads only the bus's streams unless domain events are published straight from the log", () => {
    const prefix = logStreamsToRead({});
    expect(prefix).toBeDefined();
    expect(logStreamFor({ source: 'identity', streamId: 'c-1' }).startsWith(prefix!)).toBe(true);
    expect(logStreamsToRead({ CustomerRegistered: 'identity' })).toBeUndefined();
  });

  it('wakes a subscription for a commit to a bus stream of a source it takes, and for a poll', () => {
    const accountsOnly = { sources: ['accounts'] };
    const bus = (source: string) => logStreamFor({ source, streamId: 'x-1' });
    expect(notificationConcerns(accountsOnly, bus('accounts'), {})).toBe(true);
    expect(notificationConcerns(accountsOnly, bus('identity'), {})).toBe(false);
    expect(notificationConcerns(accountsOnly, 'ledger-42', {})).toBe(false);
    expect(notificationConcerns({}, bus('identity'), {})).toBe(true);
    expect(notificationConcerns(accountsOnly, undefined, {})).toBe(true);
    // Domain events published straight from the log may be in any stream.
    expect(notificationConcerns(accountsOnly, 'ledger-42', { LedgerPosted: 'accounts' })).toBe(true);
  });
});
