import { createClient } from 'redis';
import type { RateLimit, RateLimiter } from './rate-limiter';

/** The few commands used here (the client's own generic types are too wide to pass around). */
interface Redis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  get(key: string): Promise<string | null>;
  pTTL(key: string): Promise<number>;
  del(key: string): Promise<number>;
  quit(): Promise<unknown>;
}

/** Counts an attempt and starts the window on the first one, atomically; answers [count, ms left]. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * Fixed windows in Redis, so a limit holds across every process of the distributed profile
 * (several identity processes behind the edge share one count per account and per IP).
 */
export class RedisRateLimiter implements RateLimiter {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, prefix = 'meridian:rate:'): Promise<RedisRateLimiter> {
    const redis = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
    redis.on('error', () => undefined);
    await redis.connect();
    return new RedisRateLimiter(redis as unknown as Redis, prefix);
  }

  async hit({ key, limit, windowMs }: RateLimit): Promise<number> {
    const [count, ttl] = (await this.redis.eval(HIT, { keys: [this.prefix + key], arguments: [String(windowMs)] })) as [number, number];
    return count > limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
  }

  async peek({ key, limit }: RateLimit): Promise<number> {
    const full = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(full), this.redis.pTTL(full)]);
    return count !== null && Number(count) >= limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
