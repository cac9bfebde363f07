import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { CLOCK, RATE_LIMITER, TRADE_PASSWORD_CHECKER, type Clock, type RateLimiter, type TradePasswordChecker } from '@meridian/runtime';
import { countAttempt } from './attempt-limits';

/** Five wrong trade passwords in 15 minutes and the customer waits: six digits must not be guessable. */
export const tradePasswordAttempts = (customerId: string) => ({ key: `trade-password:${customerId}`, limit: 5, windowMs: 15 * 60_000 });

/** The trade password confirms a change to the account's security settings (a new phone, a security question...). */
@Injectable()
export class TradePasswordGate {
  constructor(
    @Inject(TRADE_PASSWORD_CHECKER) private readonly checker: TradePasswordChecker,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async require(customerId: string, password: string | undefined): Promise<void> {
    const limit = tradePasswordAttempts(customerId);
    const now = this.clock.now().getTime();
    // Counted before the check, atomically: a burst of guesses gets at most `limit` of them checked.
    await countAttempt(this.limiter, [limit], now);
    const result = await this.checker.checkTradePassword(customerId, password ?? '');
    if (result === 'wrong') throw AppError.badInput('tradePassword.wrong');
    // Only wrong passwords use the limit: a right one (or none set) gives its attempt back.
    await this.limiter.refund(limit, now);
    if (result === 'unset') throw AppError.badInput('tradePassword.notSet');
  }
}
