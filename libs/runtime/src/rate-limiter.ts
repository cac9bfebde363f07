export interface RateLimit {
  /** Key of what is limited, e.g. `login:account:ann@example.com` or `login:ip:10.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** One counted attempt: what the counter answered when this attempt incremented it. */
export interface CountedAttempt {
  /** Inside the limit: the caller may run its check. Outside it: refuse (429) without checking. */
  allowed: boolean;
  /**
   * The window's count with this attempt in it when allowed; when refused, the count that refused it
   * (a refused attempt is not counted: it runs no check, so it can neither fail nor be given back).
   */
  count: number;
  /** Seconds until the window ends when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Attempt limits that hold in a burst: an attempt is counted first, in one atomic step that
 * increments and answers the new count, and only an attempt counted inside the limit may run the
 * slow password or code check. There is deliberately no "is the limit used?" question: asking it,
 * checking, then counting lets every request of a burst through before the first one is counted.
 */
export interface RateLimiter {
  /** Counts one attempt, atomically, and says whether it is inside the limit. */
  consume(limit: RateLimit, nowMs: number): Promise<CountedAttempt>;
  /**
   * Gives back one attempt that turned out right (only failures should use the limit). Never goes
   * below zero and never starts a window.
   */
  refund(limit: RateLimit, nowMs: number): Promise<void>;
  /**
   * A success that proves the secret (the account's own password) clears the window, but only when no
   * other attempt was counted after this one: while others are being checked the window keeps running.
   */
  forgive(limit: RateLimit, attempt: CountedAttempt, nowMs: number): Promise<void>;
}

/*
 * Why this memory limiter is written here while the Redis one runs on rate-limiter-flexible
 * (redis-rate-limiter.ts: RateLimiterRedis with a counting script of ours). Its RateLimiterMemory
 * (checked against 11.4.0 for issue 21) cannot keep this port's rules:
 * - It reads Date.now(); the port takes the caller's clock. The platform's Clock is what ends a window:
 *   test/e2e/attempt-limits.int-spec.ts and security-centre.int-spec.ts move it past the 15- and
 *   5-minute windows and expect the next attempt to pass.
 * - Its consume counts refused attempts too, and unlike the Redis store it has no hook for the counting
 *   step: taking a refused one back is a second step (reward). A right attempt given back in between
 *   only lowers the inflated count, so the next attempt is refused though the limit is not used; and a
 *   reward that lands after the window ended opens a new one at -1 (one guess more than the limit).
 * - It has no compare-and-delete, so `forgive` would be get() then delete(): a guess counted between
 *   the two would be wiped.
 * No PostgreSQL store is used (embedded: memory; distributed: Redis), so RateLimiterPostgres has no
 * place; a verification code counts its tries on its own row (verification-codes.ts).
 */
const secondsLeft = (endsAt: number, nowMs: number) => Math.max(1, Math.ceil((endsAt - nowMs) / 1000));

/**
 * Fixed windows in memory, on the caller's clock: right for the single embedded process. Each method
 * reads and writes the map with no `await` in between, so on one event loop every step is atomic. The
 * distributed profile plugs the Redis implementation of the same port so limits hold across processes.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  async consume({ key, limit, windowMs }: RateLimit, nowMs: number): Promise<CountedAttempt> {
    let window = this.live(key, windowMs, nowMs);
    if (!window) {
      this.evictExpired(nowMs, windowMs);
      window = { startedAt: nowMs, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= limit)
      return { allowed: false, count: window.count, retryAfterSeconds: secondsLeft(window.startedAt + windowMs, nowMs) };
    window.count += 1;
    return { allowed: true, count: window.count, retryAfterSeconds: 0 };
  }

  async refund({ key, windowMs }: RateLimit, nowMs: number): Promise<void> {
    const window = this.live(key, windowMs, nowMs);
    if (window && window.count > 0) window.count -= 1;
  }

  async forgive({ key, windowMs }: RateLimit, attempt: CountedAttempt, nowMs: number): Promise<void> {
    if (!attempt.allowed) return;
    const window = this.live(key, windowMs, nowMs);
    if (window && window.count === attempt.count) this.windows.delete(key);
  }

  private live(key: string, windowMs: number, nowMs: number) {
    const window = this.windows.get(key);
    return window && nowMs - window.startedAt < windowMs ? window : undefined;
  }

  private evictExpired(nowMs: number, windowMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (nowMs - window.startedAt >= windowMs) this.windows.delete(key);
  }
}
