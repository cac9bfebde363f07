import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Lang } from '@meridian/http';
import { IdentityIntegrationEvents } from '@meridian/contracts';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, PLATFORM_CONFIG, type Clock } from '@meridian/runtime';
import { hashPassword } from '../../credentials/password-hasher';
import { CustomerDirectory, toProfile } from '../customer-directory';
import { CustomerStore } from '../customer-store';
import { AttemptLimits } from '../../credentials/attempt-limits';
import type { PlatformConfig } from '../../identity-config';
import { registerCustomer } from '../customer-registration';
import { SessionIssuer, type CallerInfo, type SessionAnswer } from '../session-issuer';

export const DEMO_LIFETIME_DAYS = 7;

/** The accounts service's consumer that credits a new demo account's virtual USDT (its inbox row commits with the credit). */
const DEMO_FAUCET_CONSUMER = 'accounts.demo-faucet';
/** How long the answer waits for the virtual USDT to arrive. */
export const DEMO_FUNDING_TIMEOUT_MS = 10_000;

export class CreateDemoAccountCommand extends Command<SessionAnswer> {
  constructor(
    readonly lang: Lang,
    readonly caller: CallerInfo,
  ) {
    super();
  }
}

/**
 * A demo customer has no login of its own: the session issued now is its only key, and both end
 * when the demo expires. Its virtual USDT is credited by the accounts service from
 * `platform:demo-faucet` when it sees CustomerRegistered with kind demo; the answer waits (bounded)
 * until that credit committed, so the new account can spend its money at once.
 */
@CommandHandler(CreateDemoAccountCommand)
export class CreateDemoAccountHandler implements ICommandHandler<CreateDemoAccountCommand> {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
    private readonly sessions: SessionIssuer,
    private readonly attempts: AttemptLimits,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ lang, caller }: CreateDemoAccountCommand): Promise<SessionAnswer> {
    const now = this.clock.now();
    await this.attempts.countDemoRequest(caller.ip, now);
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const demoExpiresAt = new Date(now.getTime() + DEMO_LIFETIME_DAYS * 24 * 3600 * 1000).toISOString();
    const customerId = await registerCustomer(
      this.customers,
      this.directory,
      { kind: 'demo', accountType: null, email: null, phone: null, areaCode: null, passwordHash, invitedBy: null, lang, demoExpiresAt },
      caller.requestId,
    );
    const token = await this.sessions.open(customerId, caller);
    await this.untilFunded(customerId);
    const row = await this.directory.byId(customerId);
    return { token, token_h5: token, user: toProfile(row!, this.config.publicUrl) };
  }

  /**
   * Waits until the faucet's consumer handled this registration (its inbox row commits in the same
   * transaction as the credit). Past the timeout the account is answered anyway: the credit is in
   * the outbox and arrives, a moment later.
   */
  private async untilFunded(customerId: string): Promise<void> {
    const deadline = Date.now() + DEMO_FUNDING_TIMEOUT_MS;
    for (let pause = 5; Date.now() < deadline; pause = Math.min(pause * 2, 100)) {
      const { rowCount } = await this.pool.query(
        `SELECT 1 FROM outbox o JOIN inbox i ON i.event_id = o.event_id AND i.consumer = $2
          WHERE o.key = $1 AND o.payload->>'type' = $3`,
        [`customer-${customerId}`, DEMO_FAUCET_CONSUMER, IdentityIntegrationEvents.customerRegistered],
      );
      if (rowCount !== 0) return;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
