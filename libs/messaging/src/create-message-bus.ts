import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import type { DeliveryObserver } from './delivery-observer';
import { InProcessBus } from './in-process-bus';
import { KafkaBus } from './kafka-bus';
import { metadataTopicsKafkaClient } from './kafka-metadata-topics';
import type { PublishedEvents } from './log-event-mapping';
import type { MessageBus } from './message-bus';
import { PostgresLogBus } from './postgres-log-bus';
import type { RetryPolicy } from './retry-policy';

export type MessageTransport = 'in-process' | 'postgres' | 'kafka';

export interface MessageBusConfig {
  transport: MessageTransport;
  /** Where consumers' inboxes and effects live. */
  pool: Pool;
  /** The event store whose log the 'postgres' transport reads (with its upcasters). */
  store?: EventStore;
  /** For 'postgres': recorded event types published from the log, with their source. */
  published?: PublishedEvents;
  /** For 'kafka'. */
  brokers?: string[];
  /** For 'kafka': how topics are created: the admin API (a real Kafka), or by metadata auto-creation (librdkafka's mock cluster). */
  topicCreation?: 'admin' | 'metadata';
  /** For 'kafka': the bounded contexts a subscription without sources listens to. */
  sources?: string[];
  retry?: Partial<RetryPolicy>;
  observer?: DeliveryObserver;
}

export function createMessageBus(config: MessageBusConfig): MessageBus {
  const { transport, pool, retry, observer } = config;
  switch (transport) {
    case 'in-process':
      return new InProcessBus(pool, { retry, observer });
    case 'postgres':
      if (!config.store) throw new Error("transport 'postgres' needs the event store (config.store)");
      if (config.store.pool !== pool) throw new Error("transport 'postgres' needs the event store on the same pool");
      return new PostgresLogBus(config.store, { published: config.published, retry, observer });
    case 'kafka':
      if (!config.brokers?.length) throw new Error("transport 'kafka' needs brokers (config.brokers)");
      if (config.topicCreation === 'metadata') return new KafkaBus({ pool, kafka: metadataTopicsKafkaClient(config.brokers), sources: config.sources, retry, observer });
      return new KafkaBus({ pool, brokers: config.brokers, sources: config.sources, retry, observer });
    default: {
      const unknown: never = transport;
      throw new Error(`unknown message transport '${String(unknown)}'`);
    }
  }
}
