import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { Pool } from 'pg';
import { AccountsModule } from '@meridian/accounts';
import { IdentityModule, type PlatformConfig } from '@meridian/identity';
import { EarnModule } from '@meridian/earn';
import { LendingModule } from '@meridian/lending';
import { C2cModule } from '@meridian/c2c';
import { EngagementModule } from '@meridian/engagement';
import { KycModule } from '@meridian/kyc';
import { TradingModule } from '@meridian/trading';
import type { Clock, RateLimiter } from '@meridian/runtime';
import { HealthController } from './health.controller';
import { MessageBusLifecycle } from './message-bus.lifecycle';
import type { PlatformSettings, ServiceName } from './platform-config';
import { PushModule } from './push/push.module';
import { RemoteReservesModule, RemoteSessionModule, RemoteSpotModule } from './remote-session.module';
import { RuntimeModule } from './runtime.module';

const SERVICE_MODULES: Record<ServiceName, Type> = {
  identity: IdentityModule,
  accounts: AccountsModule,
  trading: TradingModule,
  kyc: KycModule,
  earn: EarnModule,
  lending: LendingModule,
  c2c: C2cModule,
  engagement: EngagementModule,
  gateway: PushModule,
};

/**
 * The composition root. The embedded default hosts every service module in one process; the
 * distributed profile starts one process per service (SERVICES) with a durable bus between them.
 */
@Module({})
export class PlatformModule {
  static compose(pool: Pool, settings: PlatformSettings, clock?: Clock, rateLimiter?: RateLimiter): DynamicModule {
    const config: PlatformConfig & Pick<PlatformSettings, 'market' | 'marketMaker' | 'spot'> = {
      publicUrl: settings.publicUrl,
      officialChannels: settings.officialChannels,
      rateLimits: settings.rateLimits,
      internalToken: settings.internalToken,
      secretsKey: settings.secretsKey,
      dataDir: settings.dataDir,
      market: settings.market,
      marketMaker: settings.marketMaker,
      spot: settings.spot,
    };
    const remoteSessions = settings.services.includes('identity')
      ? []
      : [RemoteSessionModule.forRoot(settings.identityUrl!, settings.internalToken)];
    const remoteSpot =
      settings.services.includes('accounts') && !settings.services.includes('trading')
        ? [RemoteSpotModule.forRoot(settings.tradingUrl!, settings.internalToken)]
        : [];
    const remoteReserves =
      (settings.services.includes('earn') || settings.services.includes('lending') || settings.services.includes('c2c') || settings.services.includes('engagement')) && !settings.services.includes('accounts')
        ? [RemoteReservesModule.forRoot(settings.accountsUrl!, settings.internalToken)]
        : [];
    return {
      module: PlatformModule,
      imports: [
        RuntimeModule.forRoot(pool, config, settings.bus, clock, rateLimiter),
        ...remoteSessions,
        ...remoteSpot,
        ...remoteReserves,
        ...settings.services.map((name) => SERVICE_MODULES[name]),
      ],
      controllers: [HealthController],
      providers: [MessageBusLifecycle],
    };
  }
}
