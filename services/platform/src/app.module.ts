import { Module, type DynamicModule } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Clock } from '@meridian/runtime';
import { AccountsModule } from '@meridian/accounts';
import { IdentityModule, type PlatformConfig } from '@meridian/identity';
import { HealthController } from './health.controller';
import { PushModule } from './push/push.module';
import { MessageBusLifecycle } from './message-bus.lifecycle';
import { RuntimeModule, type BusSettings } from './runtime.module';

/** The embedded composition: every service module in one process. */
@Module({})
export class PlatformModule {
  static compose(pool: Pool, config: PlatformConfig, bus: BusSettings, clock?: Clock): DynamicModule {
    return {
      module: PlatformModule,
      imports: [RuntimeModule.forRoot(pool, config, bus, clock), IdentityModule, AccountsModule, PushModule],
      controllers: [HealthController],
      providers: [MessageBusLifecycle],
    };
  }
}
