import { randomUUID } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, type Lang } from '@meridian/http';
import { CLOCK, PLATFORM_CONFIG, RATE_LIMITER, type Clock, type RateLimiter } from '@meridian/runtime';
import { hashPassword } from '../../credentials/password-hasher';
import { CustomerDirectory, toProfile } from '../customer-directory';
import { CustomerStore } from '../customer-store';
import { rateLimits } from '../login-limits';
import type { PlatformConfig } from '../../identity-config';
import { SessionIssuer, type CallerInfo } from '../session-issuer';
import { newInvitationCode, type SessionAnswer } from './register-customer';

export const DEMO_LIFETIME_DAYS = 7;

export class CreateDemoAccountCommand extends Command<SessionAnswer> {
  constructor(
    readonly lang: Lang,
    readonly caller: CallerInfo,
    readonly publicUrl: string,
  ) {
    super();
  }
}

/**
 * A demo customer has no login of its own: the session issued now is its only key, and both end
 * when the demo expires. Its virtual USDT is credited by the accounts service from
 * `platform:demo-faucet` when it sees CustomerRegistered with kind demo.
 */
@CommandHandler(CreateDemoAccountCommand)
export class CreateDemoAccountHandler implements ICommandHandler<CreateDemoAccountCommand> {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
    private readonly sessions: SessionIssuer,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute({ lang, caller, publicUrl }: CreateDemoAccountCommand): Promise<SessionAnswer> {
    const now = this.clock.now();
    const wait = await this.limiter.hit(rateLimits(this.config.rateLimits).demosPerIp(caller.ip), now.getTime());
    if (wait > 0) throw AppError.tooMany(wait);
    const customerId = randomUUID();
    await this.customers.execute(
      customerId,
      {
        type: 'RegisterCustomer',
        data: {
          customerId,
          kind: 'demo',
          accountType: null,
          email: null,
          phone: null,
          areaCode: null,
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          invitationCode: await newInvitationCode((code) => this.directory.invitationCodeTaken(code)),
          invitedBy: null,
          lang,
          demoExpiresAt: new Date(now.getTime() + DEMO_LIFETIME_DAYS * 24 * 3600 * 1000).toISOString(),
        },
      },
      caller.requestId,
    );
    const token = await this.sessions.open(customerId, caller);
    const row = await this.directory.byId(customerId);
    return { token, token_h5: token, user: toProfile(row!, publicUrl) };
  }
}
