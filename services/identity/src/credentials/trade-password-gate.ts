import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { TRADE_PASSWORD_CHECKER, type TradePasswordChecker } from '@meridian/runtime';
import { AttemptLimits } from './attempt-limits';

/** Five wrong trade passwords in 15 minutes and the customer waits: six digits must not be guessable. */
export const tradePasswordAttempts = (customerId: string) => ({ key: `trade-password:${customerId}`, limit: 5, windowMs: 15 * 60_000 });

/** The trade password confirms a change to the account's security settings (a new phone, a security question...). */
@Injectable()
export class TradePasswordGate {
  constructor(
    @Inject(TRADE_PASSWORD_CHECKER) private readonly checker: TradePasswordChecker,
    private readonly attempts: AttemptLimits,
  ) {}

  async require(customerId: string, password: string | undefined): Promise<void> {
    // Counted before the check, atomically: a burst of guesses gets at most five of them checked.
    const guess = await this.attempts.countGuess(tradePasswordAttempts(customerId));
    const result = await this.checker.checkTradePassword(customerId, password ?? '');
    if (result === 'wrong') throw AppError.badInput('tradePassword.wrong');
    // Only wrong passwords use the limit: a right one (or none set) gives its attempt back.
    await guess.giveBack();
    if (result === 'unset') throw AppError.badInput('tradePassword.notSet');
  }
}
