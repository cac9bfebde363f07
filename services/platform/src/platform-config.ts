import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseTrustProxy } from '@meridian/http';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@meridian/identity';
import type { MarketMakerConfig, MarketSettings, SpotCoreSettings } from '@meridian/trading';

/** The parts one process can host: all of them in the embedded default, one each when distributed. */
export const SERVICE_NAMES = ['identity', 'accounts', 'trading', 'kyc', 'earn', 'lending', 'c2c', 'engagement', 'gateway'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export type BusTransport = 'in-process' | 'postgres' | 'kafka';

export interface PlatformSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  embeddedDatabasePort: number;
  /** Connections this process may hold (DATABASE_POOL_SIZE, 30): one process per service divides the server's. */
  databasePoolSize: number;
  publicUrl: string;
  officialChannels: string[];
  adminEmail: string;
  adminPassword: string;
  adminPasswordFromDefault: boolean;
  customerAppDir: string;
  backOfficeDir: string;
  rateLimits: RateLimitSettings;
  services: ServiceName[];
  bus: { transport: BusTransport; brokers?: string[]; topicCreation?: 'admin' | 'metadata' };
  /** Where identity answers `/internal/` calls, for processes that do not host it. */
  identityUrl: string | null;
  /** Where the trading core answers `/internal/` calls, for an accounts process that does not host it. */
  tradingUrl: string | null;
  /** Where accounts answers `/internal/` calls (platform reserves), for an earn, lending or c2c process that does not host it. */
  accountsUrl: string | null;
  internalToken: string;
  /** `SECRETS_KEY`: base64 of 32 bytes, the key authenticator secrets are sealed with; null: a key file in `dataDir` (mode 0600). */
  secretsKey: string | null;
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
  /**
   * `OPENING_CAPITAL`: the USDT the operator puts in at install, recorded as a capital contribution on
   * the first start of a fresh database and split among the paying accounts (opening-capital.ts).
   * 10,000,000 by default; '0' records none (the test harness).
   */
  openingCapital: string;
  /** `HOUSE_BUFFER_SHARE`: the house buffer a fresh install starts with, 0 to 1 (0.1 by default); null ('' or 'off'): none. */
  houseBufferShare: string | null;
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
  if ((services.includes('earn') || services.includes('lending') || services.includes('c2c') || services.includes('engagement')) && !services.includes('accounts') && !env.ACCOUNTS_URL)
    throw new Error('an earn, lending, c2c or engagement process without accounts needs ACCOUNTS_URL');
  if (services.length < SERVICE_NAMES.length && !env.INTERNAL_TOKEN) throw new Error('the distributed profile needs INTERNAL_TOKEN');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null,
    embeddedDatabasePort: Number.parseInt(env.EMBEDDED_PG_PORT ?? '54329', 10),
    databasePoolSize: Math.min(200, Math.max(2, Number.parseInt(env.DATABASE_POOL_SIZE ?? '30', 10) || 30)),
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
    bus:
      transport === 'kafka'
        ? { transport, brokers: (env.KAFKA_BROKERS ?? 'localhost:9092').split(','), topicCreation: env.KAFKA_TOPIC_CREATION === 'metadata' ? 'metadata' : 'admin' }
        : { transport },
    identityUrl: env.IDENTITY_URL ?? null,
    tradingUrl: env.TRADING_URL ?? null,
    accountsUrl: env.ACCOUNTS_URL ?? null,
    internalToken: env.INTERNAL_TOKEN ?? randomBytes(24).toString('base64url'),
    secretsKey: env.SECRETS_KEY && env.SECRETS_KEY !== '' ? env.SECRETS_KEY : null,
    redisUrl: env.REDIS_URL && env.REDIS_URL !== '' ? env.REDIS_URL : null,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    openingCapital: openingCapitalOf(env.OPENING_CAPITAL),
    houseBufferShare: houseBufferShareOf(env.HOUSE_BUFFER_SHARE),
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

/** OPENING_CAPITAL: a USDT amount of at most 6 decimals, 0 or more; anything else stops the start. */
function openingCapitalOf(value: string | undefined): string {
  const text = (value ?? '10000000').trim();
  if (!/^\d{1,15}(\.\d{1,6})?$/.test(text)) throw new Error(`OPENING_CAPITAL: "${value}" is not a USDT amount (0 or more, at most 6 decimals)`);
  return text;
}

/** HOUSE_BUFFER_SHARE: 0 to 1 with at most 6 decimals; '' or 'off' leaves the buffer unset. */
function houseBufferShareOf(value: string | undefined): string | null {
  if (value === undefined) return '0.1';
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'off') return null;
  if (!/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(text)) throw new Error(`HOUSE_BUFFER_SHARE: "${value}" is not a share between 0 and 1 (or off)`);
  return text;
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
