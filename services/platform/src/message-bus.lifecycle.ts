import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { OutboxRelay, type MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';

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
    this.relay = new OutboxRelay(pool, bus, { pollMs: 500 });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.start();
    await this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.bus.stop();
  }

  /** Publishes everything in the outbox now: for tests that need an effect before they look. */
  async flush(): Promise<void> {
    await this.relay.relayAll();
    if ('drain' in this.bus && typeof this.bus.drain === 'function') await (this.bus as MessageBus & { drain(): Promise<void> }).drain();
  }
}
