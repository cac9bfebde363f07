import { createClient } from 'redis';
import type { CountedAttempt, RateLimit, RateLimiter } from './rate-limiter';

/** The few commands used here (the client's own generic types are too wide to pass around). */
interface Redis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  quit(): Promise<unknown>;
}

/**
 * Counts an attempt inside the limit and starts the window on the first one, in one atomic script;
 * an attempt over the limit is taken back at once (it runs no check). Answers [count, ms left].
 */
const CONSUME = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n > tonumber(ARGV[2]) then n = redis.call('DECR', KEYS[1]) + 1 end
return {n, redis.call('PTTL', KEYS[1])}`;

/** Gives one attempt back; DECR keeps the key's expiry, and a missing or empty window stays as it is. */
const REFUND = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Clears the window only if nothing was counted after the attempt that succeeded. */
const FORGIVE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Fixed windows in Redis, so a limit holds across every process of the distributed profile
 * (several identity processes behind the edge share one count per account and per IP). Every step
 * is one Lua script, which Redis runs atomically. Why not rate-limiter-flexible's RateLimiterRedis:
 * see the note above `secondsLeft` in rate-limiter.ts (refused attempts counted, refunds below zero,
 * no atomic forgive).
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

  async consume({ key, limit, windowMs }: RateLimit): Promise<CountedAttempt> {
    const [count, ttl] = (await this.redis.eval(CONSUME, { keys: [this.prefix + key], arguments: [String(windowMs), String(limit)] })) as [
      number,
      number,
    ];
    const allowed = count <= limit;
    return { allowed, count: allowed ? count : count - 1, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async refund({ key }: RateLimit): Promise<void> {
    await this.redis.eval(REFUND, { keys: [this.prefix + key], arguments: [] });
  }

  async forgive({ key }: RateLimit, attempt: CountedAttempt): Promise<void> {
    if (!attempt.allowed) return;
    await this.redis.eval(FORGIVE, { keys: [this.prefix + key], arguments: [String(attempt.count)] });
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
