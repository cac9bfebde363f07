import type { Pool } from 'pg';
import { HttpPlatformReserves, PLATFORM_RESERVES } from '@meridian/runtime';
import { PlatformModule } from './app.module';
import { readSettings } from './platform-config';
import { RemoteReservesModule } from './remote-session.module';

const distributed = { BUS_TRANSPORT: 'postgres', INTERNAL_TOKEN: 'internal-token', IDENTITY_URL: 'http://identity:3000' };

describe('the platform reserves port in the distributed profile', () => {
  it('asks an earn or lending process without accounts for ACCOUNTS_URL', () => {
    expect(() => readSettings({ ...distributed, SERVICES: 'earn' })).toThrow('needs ACCOUNTS_URL');
    expect(() => readSettings({ ...distributed, SERVICES: 'lending' })).toThrow('needs ACCOUNTS_URL');
    expect(readSettings({ ...distributed, SERVICES: 'earn', ACCOUNTS_URL: 'http://accounts:3000' }).accountsUrl).toBe('http://accounts:3000');
    expect(readSettings({ ...distributed, SERVICES: 'accounts,earn,lending', TRADING_URL: 'http://gateway:3000' }).accountsUrl).toBeNull();
  });

  it('provides it over HTTP only where accounts is not hosted', () => {
    const remote = (services: string, env: Record<string, string> = {}) => {
      const settings = readSettings({ ...distributed, SERVICES: services, ACCOUNTS_URL: 'http://accounts:3000', TRADING_URL: 'http://gateway:3000', ...env });
      const imports = PlatformModule.compose({} as Pool, settings).imports ?? [];
      return imports.filter((module) => (module as { module?: unknown }).module === RemoteReservesModule) as { providers: { provide: unknown; useValue: unknown }[] }[];
    };
    for (const services of ['earn', 'lending', 'earn,lending']) {
      const [module] = remote(services);
      expect(module?.providers).toEqual([{ provide: PLATFORM_RESERVES, useValue: expect.any(HttpPlatformReserves) }]);
    }
    expect(remote('accounts,earn')).toHaveLength(0);
    expect(remote('kyc')).toHaveLength(0);
  });
});
