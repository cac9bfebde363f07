import { randomUUID } from 'node:crypto';
import { MemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

/**
 * The same behaviour from both limiters. Redis is the machine's (REDIS_URL, else 127.0.0.1:6379);
 * where none answers (the global setup checks), jest counts the Redis run as skipped and says why.
 */
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisMissing = process.env.MERIDIAN_REDIS_MISSING;
if (redisMissing) process.stderr.write(`[redis-rate-limiter] SKIPPED the Redis run: ${redisMissing}\n`);
let redis: RedisRateLimiter | null = null;

beforeAll(async () => {
  if (!redisMissing) redis = await RedisRateLimiter.connect(url, `test:${randomUUID()}`);
});
afterAll(() => redis?.close());

const limiters = (): [string, () => RateLimiter][] => [
  ['memory', () => new MemoryRateLimiter()],
  ...(redisMissing ? [] : [['redis', () => redis!] as [string, () => RateLimiter]]),
];

if (redisMissing) describe.skip('redis rate limiter (no Redis here)', () => it('needs Redis', () => undefined));
else
  describe('redis rate limiter', () => {
    it('refuses a window shorter than a second or not in whole seconds (the library would count it with no expiry)', async () => {
      for (const windowMs of [300, 1_500])
        await expect(redis!.consume({ key: `short:${randomUUID()}`, limit: 5, windowMs })).rejects.toThrow('whole seconds');
    });
  });

describe.each(limiters())('%s rate limiter', (_name, make) => {
  it('allows the limit, then answers the seconds to wait until the window ends', async () => {
    const limiter = make();
    const limit = { key: `login:${randomUUID()}`, limit: 3, windowMs: 60_000 };
    const now = Date.now();
    for (const count of [1, 2, 3]) expect(await limiter.consume(limit, now)).toEqual({ allowed: true, count, retryAfterSeconds: 0 });
    const refused = await limiter.consume(limit, now);
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('opens a new window once the old one ends', async () => {
    const limiter = make();
    // One second: the shortest window the Redis limiter takes (rate-limiter-flexible counts in seconds).
    const limit = { key: `code:${randomUUID()}`, limit: 1, windowMs: 1_000 };
    const start = Date.now();
    expect((await limiter.consume(limit, start)).allowed).toBe(true);
    expect((await limiter.consume(limit, start + 10)).allowed).toBe(false);
    // Redis ends the window on its own clock: poll until it has (memory follows the time passed in).
    const deadline = Date.now() + 5_000;
    let again = await limiter.consume(limit, start + 1_100);
    while (!again.allowed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await limiter.consume(limit, Date.now() + 1_100);
    }
    expect(again.allowed).toBe(true);
  });

  it('counts 40 parallel attempts exactly: against a limit of 5, five are allowed and 35 refused', async () => {
    const limiter = make();
    const limit = { key: `burst:${randomUUID()}`, limit: 5, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(limit, Date.now())));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.allowed)).toHaveLength(35);
    // Each allowed attempt got its own number, and every refused one saw the limit used up.
    expect(
      answers
        .filter((answer) => answer.allowed)
        .map((answer) => answer.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(answers.filter((answer) => !answer.allowed).every((answer) => answer.count === 5 && answer.retryAfterSeconds > 0)).toBe(true);
    expect((await limiter.consume(limit, Date.now())).allowed).toBe(false);
  });

  it('gives back a right attempt (never below zero), so only the wrong ones use the limit', async () => {
    const limiter = make();
    const limit = { key: `trade:${randomUUID()}`, limit: 2, windowMs: 60_000 };
    const now = Date.now();
    await limiter.refund(limit, now); // no window yet: nothing to give back, nothing started
    for (let i = 0; i < 10; i++) {
      expect((await limiter.consume(limit, now)).allowed).toBe(true);
      await limiter.refund(limit, now);
    }
    expect((await limiter.consume(limit, now)).count).toBe(1);
    expect((await limiter.consume(limit, now)).count).toBe(2);
    expect((await limiter.consume(limit, now)).allowed).toBe(false);
  });

  it('a burst of 40 right attempts lets 5 through at a time and, given back, leaves the key open', async () => {
    const limiter = make();
    const limit = { key: `retry-storm:${randomUUID()}`, limit: 5, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(limit, Date.now())));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
    await Promise.all(answers.filter((answer) => answer.allowed).map(() => limiter.refund(limit, Date.now())));
    expect(await limiter.consume(limit, Date.now())).toMatchObject({ allowed: true, count: 1 });
  });

  it('a burst of 40 wrong attempts locks the key: the 5 checked stay counted, the 35 refused never ran', async () => {
    const limiter = make();
    const limit = { key: `guesses:${randomUUID()}`, limit: 5, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 40 }, () => limiter.consume(limit, Date.now())));
    expect((await limiter.consume(limit, Date.now())).allowed).toBe(false);
  });

  it('forgives a success only when nothing was counted after it', async () => {
    const limiter = make();
    const limit = { key: `account:${randomUUID()}`, limit: 5, windowMs: 60_000 };
    const now = Date.now();
    await limiter.consume(limit, now);
    await limiter.consume(limit, now);
    const right = await limiter.consume(limit, now);
    await limiter.forgive(limit, right, now);
    expect((await limiter.consume(limit, now)).count).toBe(1); // typos then the right password: a fresh window

    // In a burst, attempts counted after the right one stay counted: the window runs out.
    const burst = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(limit, Date.now())));
    const early = burst.filter((answer) => answer.allowed).sort((a, b) => a.count - b.count)[0]!;
    expect(early.count).toBe(2);
    await limiter.forgive(limit, early, now);
    expect((await limiter.consume(limit, now)).allowed).toBe(false);
    // A refused attempt never clears anything.
    const refused = burst.find((answer) => !answer.allowed)!;
    await limiter.forgive(limit, refused, now);
    expect((await limiter.consume(limit, now)).allowed).toBe(false);
  });
});
