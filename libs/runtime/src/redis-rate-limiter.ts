import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import type { CountedAttempt, RateLimit, RateLimiter } from './rate-limiter';

/** The few commands used here beside the library (the client's own generic types are too wide to pass around). */
interface Redis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  quit(): Promise<unknown>;
}

/**
 * The counting step RateLimiterRedis runs (its `customIncrTtlLuaScript` option; it passes the key, then
 * ARGV = points, the window in seconds, the limit). The library's own script counts refused attempts
 * too and lets a reward go below zero or open a window; this one keeps the port's rules, atomically:
 * - consume (points > 0) counts the attempt and starts the window on the first one. An attempt over the
 *   limit is taken back at once (it runs no check) but answers the count it would have made, so the
 *   library still refuses it.
 * - reward (points < 0, our `refund`) gives attempts back, never below zero, never starting a window.
 * Answers [count, ms left], like the library's script.
 */
const COUNT = `
local points = tonumber(ARGV[1])
if points < 0 then
  local n = tonumber(redis.call('GET', KEYS[1]) or '0')
  if n > 0 then n = redis.call('DECRBY', KEYS[1], math.min(n, -points)) end
  return {n, redis.call('PTTL', KEYS[1])}
end
local n = redis.call('INCRBY', KEYS[1], points)
if n == points then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[3]) then redis.call('DECRBY', KEYS[1], points) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * Clears the window only if nothing was counted after the attempt that succeeded. Hand-written: the
 * library's delete() is unconditional, and get() then delete() would wipe a guess counted in between.
 */
const FORGIVE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Fixed windows in Redis, so a limit holds across every process of the distributed profile (several
 * identity processes behind the edge share one count per account and per IP). Counting and giving back
 * go through rate-limiter-flexible's RateLimiterRedis with the COUNT script; `forgive` is our FORGIVE
 * script on the same client. Every step is one Lua script, which Redis runs atomically. Windows follow
 * Redis's clock, not the caller's `nowMs`, and are whole seconds (the library's unit).
 */
export class RedisRateLimiter implements RateLimiter {
  /** The library fixes the limit and the window per instance: one per pair, all on the one client. */
  private readonly limiters = new Map<string, RateLimiterRedis>();

  private constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** Keys are `<keyPrefix>:<the limit's key>`, e.g. `meridian:rate:login:ip:10.0.0.1`. */
  static async connect(url: string, keyPrefix = 'meridian:rate'): Promise<RedisRateLimiter> {
    const redis = createClient({ url, socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) } });
    redis.on('error', () => undefined);
    await redis.connect();
    return new RedisRateLimiter(redis as unknown as Redis, keyPrefix);
  }

  async consume(limit: RateLimit): Promise<CountedAttempt> {
    try {
      const counted = await this.limiterFor(limit).consume(limit.key);
      return { allowed: true, count: counted.consumedPoints, retryAfterSeconds: 0 };
    } catch (refusal) {
      // The library refuses with its result and fails with an Error (Redis unreachable, a bad reply).
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, count: refusal.consumedPoints - 1, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }

  async refund(limit: RateLimit): Promise<void> {
    await this.limiterFor(limit).reward(limit.key);
  }

  async forgive(limit: RateLimit, attempt: CountedAttempt): Promise<void> {
    if (!attempt.allowed) return;
    await this.redis.eval(FORGIVE, { keys: [this.limiterFor(limit).getKey(limit.key)], arguments: [String(attempt.count)] });
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private limiterFor({ limit, windowMs }: RateLimit): RateLimiterRedis {
    // Below a whole second the library skips the script and counts with no expiry: a key locked for ever.
    if (!Number.isInteger(windowMs / 1000) || windowMs < 1000)
      throw new Error(`A Redis rate limit's window is whole seconds, not ${windowMs} ms`);
    const id = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        useRedisPackage: true,
        customIncrTtlLuaScript: COUNT,
        keyPrefix: this.keyPrefix,
        points: limit,
        duration: windowMs / 1000,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
