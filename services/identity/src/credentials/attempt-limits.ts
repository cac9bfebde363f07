import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { CLOCK, PLATFORM_CONFIG, RATE_LIMITER, type Clock, type CountedAttempt, type RateLimit, type RateLimiter } from '@meridian/runtime';
import { rateLimits } from '../customers/login-limits';
import type { PlatformConfig } from '../identity-config';

/**
 * Counts one attempt against each limit, in order, before anything is checked; the first limit that is
 * used up answers 429 with its wait, and the check never runs. The limits after it are not counted
 * (put the widest first: a refused IP does not use up the account's tries).
 */
async function countAttempt(limiter: RateLimiter, limits: RateLimit[], nowMs: number): Promise<CountedAttempt[]> {
  const counted: CountedAttempt[] = [];
  for (const limit of limits) {
    const attempt = await limiter.consume(limit, nowMs);
    if (!attempt.allowed) throw AppError.tooMany(attempt.retryAfterSeconds);
    counted.push(attempt);
  }
  return counted;
}

/** A guess at a secret, counted before it is checked; settled at the instant it was counted. */
export interface CountedGuess {
  /** It was right: it no longer counts, unless other guesses were counted after it (a burst keeps its window). */
  forgive(): Promise<void>;
  /** It was right (or there was nothing to check): the attempt is given back outright. */
  giveBack(): Promise<void>;
}

/** Wallet nonces asked for from one address: as many as logins, counted on their own. */
const walletNoncesPerIp = (ip: string, perWindow: number): RateLimit => ({
  key: `wallet-nonce:ip:${ip}`,
  limit: perWindow,
  windowMs: 15 * 60_000,
});

/**
 * Every attempt limit of identity in one place: each attempt is counted first, atomically, and only
 * then checked, so an attempt over its limit answers 429 and is never checked (docs/security.md,
 * "Burst"). The per-IP limits are read from the platform's settings at each call (a test may change them).
 */
@Injectable()
export class AttemptLimits {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  private get policy() {
    return rateLimits(this.config.rateLimits);
  }

  /**
   * A password or wallet sign-in, counted per IP and then per account. Once the secret is right the
   * IP's attempt is given back (only failures use it) and the account's typos are forgiven.
   */
  async countSignIn(ip: string, account: string, at = this.clock.now()): Promise<{ passed(): Promise<void> }> {
    const nowMs = at.getTime();
    const perIp = this.policy.loginPerIp(ip);
    const perAccount = this.policy.loginPerAccount(account);
    const [, accountAttempt] = await countAttempt(this.limiter, [perIp, perAccount], nowMs);
    return {
      passed: async () => {
        await this.limiter.refund(perIp, nowMs);
        await this.limiter.forgive(perAccount, accountAttempt!, nowMs);
      },
    };
  }

  /** A guess at one of the customer's own secrets (the login or trade password), on its own limit. */
  async countGuess(limit: RateLimit, at = this.clock.now()): Promise<CountedGuess> {
    const nowMs = at.getTime();
    const [attempt] = await countAttempt(this.limiter, [limit], nowMs);
    return {
      forgive: () => this.limiter.forgive(limit, attempt!, nowMs),
      giveBack: () => this.limiter.refund(limit, nowMs),
    };
  }

  /** A verification code sent from this IP. */
  async countCodeRequest(ip: string): Promise<void> {
    await countAttempt(this.limiter, [this.policy.codesPerIp(ip)], this.clock.now().getTime());
  }

  /** A demo account opened from this IP. */
  async countDemoRequest(ip: string, at: Date): Promise<void> {
    await countAttempt(this.limiter, [this.policy.demosPerIp(ip)], at.getTime());
  }

  /** A wallet nonce issued to this IP. */
  async countWalletNonce(ip: string, at: Date): Promise<void> {
    await countAttempt(this.limiter, [walletNoncesPerIp(ip, this.config.rateLimits.loginPerIp)], at.getTime());
  }
}
