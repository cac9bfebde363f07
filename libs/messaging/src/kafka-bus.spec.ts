import type { Pool } from 'pg';
import { KafkaBus } from './kafka-bus';

// What the bus decides before it reaches any broker; its behaviour on Kafka is in kafka-bus.int-spec.ts.
const unusedPool = {} as Pool;
const nowhere = ['127.0.0.1:9'];

describe('KafkaBus wiring', () => {
  it('needs brokers', () => {
    expect(() => new KafkaBus({ pool: unusedPool })).toThrow('KafkaBus needs brokers');
  });

  it('refuses to start a subscription that names no sources when the bus knows none, before connecting', async () => {
    const bus = new KafkaBus({ pool: unusedPool, brokers: nowhere });
    await bus.subscribe({ consumer: 'anything', handle: async () => undefined });
    await expect(bus.start()).rejects.toThrow("consumer 'anything' names no sources and the bus knows none");
    await bus.stop();
  });
});
