export interface RateLimit {
  /** Key of what is limited, e.g. `login:account:ann@example.com` or `login:ip:10.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt; returns 0 when allowed, otherwise the seconds to wait. */
  hit(limit: RateLimit, nowMs: number): Promise<number>;
  /** The seconds to wait if the limit is already used up, without counting an attempt. */
  peek(limit: RateLimit, nowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * Fixed windows in memory: right for the single embedded process. The distributed profile plugs a
 * Redis implementation of the same port so limits hold across processes.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  async hit({ key, limit, windowMs }: RateLimit, nowMs: number): Promise<number> {
    const window = this.windows.get(key);
    if (!window || nowMs - window.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: nowMs, count: 1 });
      this.evictExpired(nowMs, windowMs);
      return 0;
    }
    if (window.count >= limit) return Math.max(1, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
    window.count += 1;
    return 0;
  }

  async peek({ key, limit, windowMs }: RateLimit, nowMs: number): Promise<number> {
    const window = this.windows.get(key);
    if (!window || nowMs - window.startedAt >= windowMs || window.count < limit) return 0;
    return Math.max(1, Math.ceil((window.startedAt + windowMs - nowMs) / 1000));
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private evictExpired(nowMs: number, windowMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (nowMs - window.startedAt >= windowMs) this.windows.delete(key);
  }
}
