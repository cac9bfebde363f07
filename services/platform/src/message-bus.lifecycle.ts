import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { InProcessBus, OutboxRelay, type EventPublisher, type MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';

/**
 * The in-process bus keeps its queue in memory, so the relay must not mark an outbox row published
 * until every handler has committed: otherwise a crash between the two would lose the event. Other
 * transports are durable once publish returns.
 */
function durablePublisher(bus: MessageBus): EventPublisher {
  if (!(bus instanceof InProcessBus)) return bus;
  return {
    publish: async (events) => {
      await bus.publish(events);
      await bus.drain();
    },
  };
}

/**
 * Services subscribe while their modules initialise; the bus and the outbox relay start once every
 * subscription is in place, and stop before the database pool closes.
 */
@Injectable()
export class MessageBusLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PG_POOL) pool: Pool,
  ) {
    this.relay = new OutboxRelay(pool, durablePublisher(bus), { pollMs: 500 });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.start();
    await this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.bus.stop();
  }
}
