import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseTrustProxy } from '@meridian/http';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@meridian/identity';
import type { MarketMakerConfig, MarketSettings, SpotCoreSettings } from '@meridian/trading';

/** The parts one process can host: all of them in the embedded default, one each when distributed. */
export const SERVICE_NAMES = ['identity', 'accounts', 'trading', 'kyc', 'earn', 'lending', 'gateway'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export type BusTransport = 'in-process' | 'postgres' | 'kafka';

export interface PlatformSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  embeddedDatabasePort: number;
  publicUrl: string;
  officialChannels: string[];
  adminEmail: string;
  adminPassword: string;
  adminPasswordFromDefault: boolean;
  customerAppDir: string;
  backOfficeDir: string;
  rateLimits: RateLimitSettings;
  services: ServiceName[];
  bus: { transport: BusTransport; brokers?: string[] };
  /** Where identity answers `/internal/` calls, for processes that do not host it. */
  identityUrl: string | null;
  /** Where the trading core answers `/internal/` calls, for an accounts process that does not host it. */
  tradingUrl: string | null;
  internalToken: string;
  market: MarketSettings;
  marketMaker: MarketMakerConfig;
  spot: Partial<SpotCoreSettings>;
  /** Shared rate limits and socket.io rooms across processes; memory when unset. */
  redisUrl: string | null;
  /**
   * `TRUST_PROXY`: the addresses (or CIDR ranges) of the proxies whose `X-Forwarded-For` is believed
   * for the client's address (per-IP limits, login history). None by default: the socket's peer is
   * the client. The distributed profile names its edge's address.
   */
  trustProxy: string[];
}

export const DEFAULT_ADMIN_EMAIL = 'admin@meridian.local';
export const DEFAULT_ADMIN_PASSWORD = 'meridian-admin-2026';

/** Every setting has an embedded default so `npm start` needs nothing; the environment overrides. */
export function readSettings(env: NodeJS.ProcessEnv = process.env, root = resolve(__dirname, '../../..')): PlatformSettings {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  const services = parseServices(env.SERVICES);
  const transport = parseTransport(env.BUS_TRANSPORT);
  if (transport === 'in-process' && services.length < SERVICE_NAMES.length) {
    throw new Error('BUS_TRANSPORT=in-process needs every service in one process; use postgres or kafka with SERVICES');
  }
  if (!services.includes('identity') && !env.IDENTITY_URL) throw new Error('a process without identity needs IDENTITY_URL');
  if (services.includes('accounts') && !services.includes('trading') && !env.TRADING_URL)
    throw new Error('an accounts process without trading needs TRADING_URL');
  if (services.length < SERVICE_NAMES.length && !env.INTERNAL_TOKEN) throw new Error('the distributed profile needs INTERNAL_TOKEN');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    embeddedDatabasePort: Number.parseInt(env.EMBEDDED_PG_PORT ?? '54329', 10),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    officialChannels: (env.OFFICIAL_CHANNELS ?? '')
      .split(',')
      .map((channel) => channel.trim())
      .filter(Boolean),
    adminEmail: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    adminPasswordFromDefault: env.ADMIN_PASSWORD === undefined,
    customerAppDir: resolve(root, 'web-customer/dist'),
    backOfficeDir: resolve(root, 'web-backoffice/dist'),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...ipLimitOverride(env.RATE_LIMIT_PER_IP) },
    services,
    bus: transport === 'kafka' ? { transport, brokers: (env.KAFKA_BROKERS ?? 'localhost:9092').split(',') } : { transport },
    identityUrl: env.IDENTITY_URL ?? null,
    tradingUrl: env.TRADING_URL ?? null,
    internalToken: env.INTERNAL_TOKEN ?? randomBytes(24).toString('base64url'),
    redisUrl: env.REDIS_URL && env.REDIS_URL !== '' ? env.REDIS_URL : null,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    market: {
      priceFeed: {
        enabled: env.PRICE_FEED !== 'off',
        seed: env.PRICE_FEED_SEED ?? 'meridian',
        // Without a seed of one's own, every hour's seed is committed to before the hour and revealed
        // after it; a fixed PRICE_FEED_SEED makes the feed predictable by anyone (tests, demos).
        committed: env.PRICE_FEED_SEED === undefined,
        intervalMs: Math.max(100, Number.parseInt(env.PRICE_FEED_INTERVAL_MS ?? '1000', 10) || 1000),
      },
    },
    marketMaker: { enabled: env.MARKET_MAKER !== 'off' },
    spot: {
      ...(env.SPOT_SNAPSHOT_EVERY ? { snapshotEvery: positiveInteger(env.SPOT_SNAPSHOT_EVERY, 'SPOT_SNAPSHOT_EVERY') } : {}),
      ...(env.SPOT_SNAPSHOT_MIN_INTERVAL_MS ? { snapshotMinIntervalMs: positiveInteger(env.SPOT_SNAPSHOT_MIN_INTERVAL_MS, 'SPOT_SNAPSHOT_MIN_INTERVAL_MS', 0) } : {}),
    },
  };
}

function parseServices(value: string | undefined): ServiceName[] {
  if (!value) return [...SERVICE_NAMES];
  const names = value.split(',').map((name) => name.trim());
  for (const name of names) if (!SERVICE_NAMES.includes(name as ServiceName)) throw new Error(`unknown service '${name}' in SERVICES`);
  return names as ServiceName[];
}

function parseTransport(value: string | undefined): BusTransport {
  if (value === undefined || value === '') return 'in-process';
  if (value === 'in-process' || value === 'postgres' || value === 'kafka') return value;
  throw new Error(`unknown BUS_TRANSPORT '${value}'`);
}

/** RATE_LIMIT_PER_IP raises every per-IP limit at once (many customers behind one NAT, or tests). */
function ipLimitOverride(value: string | undefined): Partial<RateLimitSettings> {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n <= 0) return {};
  return { loginPerIp: n, codesPerIpPerHour: n, demosPerIpPerHour: n };
}

function positiveInteger(value: string, name: string, least = 1): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least) throw new Error(`${name} must be a whole number of at least ${least}`);
  return parsed;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY as a list; an entry that is neither an address, a CIDR range nor one of Express's names stops the start. */
function trustProxyOf(value: string | undefined): string[] {
  const list = parseTrustProxy(value);
  for (const entry of list) {
    const [address, bits] = entry.split('/');
    const valid = PROXY_NAMES.includes(entry) || (isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of ${PROXY_NAMES.join(', ')}`);
  }
  return list;
}
