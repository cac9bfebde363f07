import type { PoolClient } from 'pg';
import { contractSubscription } from './contract-subscription';
import type { IntegrationEvent } from './integration-event';

const event = (type: string, data: unknown) =>
  ({
    id: 'e1',
    type,
    source: 'accounts',
    streamId: 's',
    schemaVersion: 1,
    data,
    metadata: {},
    occurredAt: '2026-11-28T00:00:00.000Z',
  }) as IntegrationEvent;
const tx = {} as PoolClient;
const parseAmount = (data: unknown) => {
  const { amount } = data as { amount?: unknown };
  if (typeof amount !== 'string') throw new Error('amount: not a string');
  return { amount };
};

describe('a subscription by contract', () => {
  it('hands the handler the message its contract read, with the transaction and the event', async () => {
    const handle = jest.fn(async () => undefined);
    const subscription = contractSubscription('test.amounts', { sources: ['accounts'], types: ['AmountSent'], parse: parseAmount }, handle);
    expect(subscription).toMatchObject({ consumer: 'test.amounts', sources: ['accounts'], types: ['AmountSent'] });
    await subscription.handle(event('AmountSent', { amount: '1.5' }), tx);
    expect(handle).toHaveBeenCalledWith({ amount: '1.5' }, tx, expect.objectContaining({ id: 'e1' }));
  });

  it('fails the delivery of a message its contract refuses, before the handler runs', async () => {
    const handle = jest.fn(async () => undefined);
    const subscription = contractSubscription('test.amounts', { sources: ['accounts'], types: ['AmountSent'], parse: parseAmount }, handle);
    await expect(subscription.handle(event('AmountSent', { amount: 1 }), tx)).rejects.toThrow('amount: not a string');
    expect(handle).not.toHaveBeenCalled();
  });

  it('gives the contract the message type, for contracts read by type', async () => {
    const handle = jest.fn(async () => undefined);
    const subscription = contractSubscription(
      'test.answers',
      { sources: ['accounts'], types: ['A', 'B'], parse: (_data, type) => ({ type }) },
      handle,
    );
    await subscription.handle(event('B', {}), tx);
    expect(handle).toHaveBeenCalledWith({ type: 'B' }, tx, expect.anything());
  });
});
