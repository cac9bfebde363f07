import { resolve } from 'node:path';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@meridian/identity';

export interface PlatformSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  embeddedDatabasePort: number;
  publicUrl: string;
  adminEmail: string;
  adminPassword: string;
  adminPasswordFromDefault: boolean;
  customerAppDir: string;
  backOfficeDir: string;
  rateLimits: RateLimitSettings;
  bus: { transport: 'in-process' | 'kafka'; brokers?: string[] };
}

export const DEFAULT_ADMIN_EMAIL = 'admin@meridian.local';
export const DEFAULT_ADMIN_PASSWORD = 'meridian-admin-2026';

/** Every setting has an embedded default so `npm start` needs nothing; the environment overrides. */
export function readSettings(env: NodeJS.ProcessEnv = process.env, root = resolve(__dirname, '../../..')): PlatformSettings {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    embeddedDatabasePort: Number.parseInt(env.EMBEDDED_PG_PORT ?? '54329', 10),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    adminPasswordFromDefault: env.ADMIN_PASSWORD === undefined,
    customerAppDir: resolve(root, 'web-customer/dist'),
    backOfficeDir: resolve(root, 'web-backoffice/dist'),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...ipLimitOverride(env.RATE_LIMIT_PER_IP) },
    bus: env.BUS_TRANSPORT === 'kafka' ? { transport: 'kafka', brokers: (env.KAFKA_BROKERS ?? 'localhost:9092').split(',') } : { transport: 'in-process' },
  };
}

/** RATE_LIMIT_PER_IP raises every per-IP limit at once (many customers behind one NAT, or tests). */
function ipLimitOverride(value: string | undefined): Partial<RateLimitSettings> {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n <= 0) return {};
  return { loginPerIp: n, codesPerIpPerHour: n, demosPerIpPerHour: n };
}
