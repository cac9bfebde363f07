import type { Pool } from 'pg';
import { KafkaBus } from './kafka-bus';
import { InMemoryKafka } from './testing/in-memory-kafka';
import type { IntegrationEvent } from './integration-event';

const unusedPool = {} as Pool;
const event = (source: string, streamId: string, id: string): IntegrationEvent => ({
  id,
  type: 'Happened',
  source,
  streamId,
  schemaVersion: 1,
  data: {},
  metadata: {},
  occurredAt: '2025-01-01T00:00:00.000Z',
});

describe('KafkaBus wiring', () => {
  it('publishes through an idempotent producer with one request in flight, to the topic of each source', async () => {
    const broker = new InMemoryKafka();
    const bus = new KafkaBus({ pool: unusedPool, kafka: broker.client() });
    await bus.publish([event('identity', 'customer-1', 'e1'), event('accounts', 'wallet-1', 'e2'), event('identity', 'customer-1', 'e3')]);
    await bus.stop();

    expect(broker.producerConfigs).toEqual([expect.objectContaining({ idempotent: true, maxInFlightRequests: 1 })]);
    const identity = broker.messages('meridian.identity');
    expect(identity.map((m) => [m.key?.toString(), JSON.parse(m.value!.toString()).id])).toEqual([
      ['customer-1', 'e1'],
      ['customer-1', 'e3'],
    ]);
    expect(new Set(identity.map((m) => m.partition)).size).toBe(1);
    expect(broker.messages('meridian.accounts').map((m) => m.key?.toString())).toEqual(['wallet-1']);
  });

  it('runs each subscription as a consumer group named after its consumer', async () => {
    const broker = new InMemoryKafka();
    const bus = new KafkaBus({ pool: unusedPool, kafka: broker.client(), sources: ['identity', 'accounts'] });
    await bus.subscribe({ consumer: 'accounts.customer-registered', sources: ['identity'], handle: async () => undefined });
    await bus.subscribe({ consumer: 'engagement.everything', handle: async () => undefined });
    await bus.start();
    await bus.stop();

    expect(broker.consumerConfigs.map((config) => config.groupId)).toEqual(['accounts.customer-registered', 'engagement.everything']);
  });

  it('needs brokers, or sources for a subscription that names none', async () => {
    expect(() => new KafkaBus({ pool: unusedPool })).toThrow('KafkaBus needs brokers');
    const bus = new KafkaBus({ pool: unusedPool, kafka: new InMemoryKafka().client() });
    await bus.subscribe({ consumer: 'anything', handle: async () => undefined });
    await expect(bus.start()).rejects.toThrow("consumer 'anything' names no sources and the bus knows none");
    await bus.stop();
  });
});
