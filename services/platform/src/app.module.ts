import { Module, type DynamicModule } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Clock } from '@meridian/runtime';
import { IdentityModule, type PlatformConfig } from '@meridian/identity';
import { HealthController } from './health.controller';
import { PushModule } from './push/push.module';
import { RuntimeModule } from './runtime.module';

/** The embedded composition: every service module in one process. */
@Module({})
export class PlatformModule {
  static compose(pool: Pool, config: PlatformConfig, clock?: Clock): DynamicModule {
    return {
      module: PlatformModule,
      imports: [RuntimeModule.forRoot(pool, config, clock), IdentityModule, PushModule],
      controllers: [HealthController],
    };
  }
}
