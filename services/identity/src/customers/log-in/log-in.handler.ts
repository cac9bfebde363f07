import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, secondFactorRefusal, secondFactorRequired } from '@meridian/http';
import { SqlSecondFactor } from '../../second-factor/sql-second-factor';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../credentials/password-hasher';
import { CustomerDirectory, toProfile } from '../customer-directory';
import { AttemptLimits } from '../../credentials/attempt-limits';
import type { PlatformConfig } from '../../identity-config';
import { SessionIssuer, type CallerInfo, type SessionAnswer } from '../session-issuer';

export class LogInCommand extends Command<SessionAnswer> {
  constructor(
    readonly input: { account?: string; password?: string; area_code?: string; totp_code?: string },
    readonly caller: CallerInfo,
  ) {
    super();
  }
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly sessions: SessionIssuer,
    private readonly attempts: AttemptLimits,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly secondFactor: SqlSecondFactor,
  ) {}

  async execute({ input, caller }: LogInCommand): Promise<SessionAnswer> {
    const account = input.account?.trim() ?? '';
    if (account === '' || !input.password) throw AppError.badInput('account.passwordRequired');
    const customer = await this.directory.byLogin(account, input.area_code);
    // Counted before any password is checked, atomically (the IP before the account, so a refused IP
    // spends none of the account's tries); an attempt over either limit is answered 429 and its
    // password never checked. The account counted is the customer the login reaches, however it was
    // spelt: a phone written as +61412345678, as 412345678 with area code 61 or with spaces and dashes
    // had each had five tries of its own.
    const attempt = await this.attempts.countSignIn(caller.ip, customer ? `customer:${customer.id}` : `unknown:${account.toLowerCase()}`);
    // An unknown account costs one hash comparison too, and gets the same answer as a wrong password.
    const valid = await verifyPassword(input.password, customer?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!customer || !valid || customer.kind === 'demo') throw AppError.badInput('auth.failed');
    // The right password: only failures use the IP's limit, and the account's typos are forgiven
    // unless other attempts were counted after this one (a burst keeps its window).
    await attempt.passed();
    // The password was right; an authenticator, when on, must agree before a session opens.
    if (await this.secondFactor.isEnabled(customer.id)) {
      if (!input.totp_code?.trim()) throw secondFactorRequired('auth.totpRequired');
      const result = await this.secondFactor.verify(customer.id, input.totp_code);
      if (result !== 'ok') throw secondFactorRefusal(result);
    }
    const token = await this.sessions.open(customer.id, caller);
    return { token, token_h5: token, user: toProfile(customer, this.config.publicUrl) };
  }
}
