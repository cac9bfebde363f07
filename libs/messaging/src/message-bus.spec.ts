import { subscriptionMatches } from './message-bus';
import type { IntegrationEvent } from './integration-event';

const event = (source: string, type: string): IntegrationEvent => ({
  id: '7f0c2a57-3a4e-4a55-9d4f-5e2b0f1f0c11',
  type,
  source,
  streamId: 'customer-1',
  schemaVersion: 1,
  data: {},
  metadata: {},
  occurredAt: '2025-01-01T00:00:00.000Z',
});

describe('subscription filters', () => {
  it('takes everything when it names neither sources nor types', () => {
    expect(subscriptionMatches({}, event('identity', 'CustomerRegistered'))).toBe(true);
  });

  it('takes only the named sources', () => {
    expect(subscriptionMatches({ sources: ['identity'] }, event('identity', 'CustomerRegistered'))).toBe(true);
    expect(subscriptionMatches({ sources: ['identity'] }, event('accounts', 'DepositCredited'))).toBe(false);
  });

  it('takes only the named types, and both filters must hold', () => {
    const filter = { sources: ['identity'], types: ['CustomerRegistered'] };
    expect(subscriptionMatches(filter, event('identity', 'CustomerRegistered'))).toBe(true);
    expect(subscriptionMatches(filter, event('identity', 'PasswordChanged'))).toBe(false);
    expect(subscriptionMatches(filter, event('accounts', 'CustomerRegistered'))).toBe(false);
  });

  it('takes nothing when it names an empty list', () => {
    expect(subscriptionMatches({ types: [] }, event('identity', 'CustomerRegistered'))).toBe(false);
  });
});
