import type { Pool } from 'pg';
import { EventStore } from '@meridian/eventstore';
import { createMessageBus } from './create-message-bus';
import { InProcessBus } from './in-process-bus';
import { KafkaBus } from './kafka-bus';
import { PostgresLogBus } from './postgres-log-bus';

const pool = {} as Pool;

describe('choosing a transport', () => {
  it('builds the transport the configuration names', () => {
    expect(createMessageBus({ transport: 'in-process', pool })).toBeInstanceOf(InProcessBus);
    expect(createMessageBus({ transport: 'postgres', pool, store: new EventStore(pool) })).toBeInstanceOf(PostgresLogBus);
    expect(createMessageBus({ transport: 'kafka', pool, brokers: ['127.0.0.1:9092'] })).toBeInstanceOf(KafkaBus);
  });

  it('says what a transport is missing', () => {
    expect(() => createMessageBus({ transport: 'postgres', pool })).toThrow("transport 'postgres' needs the event store");
    expect(() => createMessageBus({ transport: 'postgres', pool, store: new EventStore({} as Pool) })).toThrow('on the same pool');
    expect(() => createMessageBus({ transport: 'kafka', pool })).toThrow("transport 'kafka' needs brokers");
  });
});
