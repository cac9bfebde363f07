import { AppError } from '@meridian/http';
import type { CountedAttempt, RateLimit, RateLimiter } from '@meridian/runtime';

/**
 * Counts one attempt against each limit, in order, before anything is checked; the first limit that is
 * used up answers 429 with its wait, and the check never runs. The limits after it are not counted
 * (put the widest first: a refused IP does not use up the account's tries).
 */
export async function countAttempt(limiter: RateLimiter, limits: RateLimit[], nowMs: number): Promise<CountedAttempt[]> {
  const counted: CountedAttempt[] = [];
  for (const limit of limits) {
    const attempt = await limiter.consume(limit, nowMs);
    if (!attempt.allowed) throw AppError.tooMany(attempt.retryAfterSeconds);
    counted.push(attempt);
  }
  return counted;
}
