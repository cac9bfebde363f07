import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Pool } from 'pg';
import { EventStore } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, MemoryRateLimiter, PG_POOL, PLATFORM_CONFIG, RATE_LIMITER, systemClock, type Clock } from '@meridian/runtime';
import type { PlatformConfig } from '@meridian/identity';

/** The process-wide infrastructure every service module injects by token. */
@Global()
@Module({})
export class RuntimeModule {
  static forRoot(pool: Pool, config: PlatformConfig, clock: Clock = systemClock): DynamicModule {
    const store = new EventStore(pool);
    const providers = [
      { provide: PG_POOL, useValue: pool },
      { provide: EVENT_STORE, useValue: store },
      { provide: CLOCK, useValue: clock },
      { provide: RATE_LIMITER, useValue: new MemoryRateLimiter() },
      { provide: PLATFORM_CONFIG, useValue: config },
    ];
    return { module: RuntimeModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}
