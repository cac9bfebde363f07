import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Pool } from 'pg';
import { EventStore } from '@meridian/eventstore';
import { createMessageBus, recordingObserver } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, MESSAGE_BUS, MemoryRateLimiter, PG_POOL, PLATFORM_CONFIG, RATE_LIMITER, systemClock, type Clock, type RateLimiter } from '@meridian/runtime';
import type { PlatformConfig } from '@meridian/identity';

import type { PlatformSettings } from './platform-config';

/** The process-wide infrastructure every service module injects by token. */
@Global()
@Module({})
export class RuntimeModule {
  static forRoot(pool: Pool, config: PlatformConfig, bus: PlatformSettings['bus'], clock: Clock = systemClock, rateLimiter: RateLimiter = new MemoryRateLimiter()): DynamicModule {
    const store = new EventStore(pool);
    // Every handler failure is also written where the back office's deliveries page reads it.
    const observer = recordingObserver(pool);
    const messageBus = createMessageBus({ transport: bus.transport, pool, store, brokers: bus.brokers, topicCreation: bus.topicCreation, observer });
    const providers = [
      { provide: PG_POOL, useValue: pool },
      { provide: EVENT_STORE, useValue: store },
      { provide: CLOCK, useValue: clock },
      { provide: RATE_LIMITER, useValue: rateLimiter },
      { provide: PLATFORM_CONFIG, useValue: config },
      { provide: MESSAGE_BUS, useValue: messageBus },
    ];
    return { module: RuntimeModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}
