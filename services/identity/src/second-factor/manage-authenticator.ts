import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, secondFactorRefusal } from '@meridian/http';
import { CLOCK, EVENT_STORE, RATE_LIMITER, type Clock, type CustomerPrincipal, type RateLimit, type RateLimiter } from '@meridian/runtime';
import { verifyPassword } from '../credentials/password-hasher';
import { CustomerDirectory } from '../customers/customer-directory';
import { authenticatorDecider, authenticatorStream } from './authenticator.decider';
import { AuthenticatorSecrets } from './authenticator-secrets';
import { hashRecoveryCode, SqlSecondFactor } from './sql-second-factor';
import { newTotpSecret, otpauthUri } from './totp';

const ISSUER = 'Meridian';
const RECOVERY_CODES = 8;

/** `XXXX-XXXX` from an alphabet without look-alikes (no 0/O, 1/I). */
const newRecoveryCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
};

export class SetUpAuthenticatorCommand extends Command<{ secret: string; otpauthUri: string }> {
  constructor(readonly customer: CustomerPrincipal) {
    super();
  }
}

/** A new secret for the customer to scan; it takes effect only once a code from it is confirmed. */
@CommandHandler(SetUpAuthenticatorCommand)
export class SetUpAuthenticatorHandler implements ICommandHandler<SetUpAuthenticatorCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly directory: CustomerDirectory,
    private readonly secrets: AuthenticatorSecrets,
  ) {}

  async execute({ customer }: SetUpAuthenticatorCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const row = await this.directory.byId(customer.customerId);
    const secret = newTotpSecret();
    const { rowCount } = await this.store.pool.query(
      `INSERT INTO customer_second_factor (customer_id, secret, enabled, updated_at) VALUES ($1, $2, false, $3)
       ON CONFLICT (customer_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = -1, updated_at = EXCLUDED.updated_at
         WHERE NOT customer_second_factor.enabled`,
      // Sealed with a key held outside the database (AuthenticatorSecrets): the table alone cannot compute codes.
      [customer.customerId, this.secrets.seal(customer.customerId, secret), this.clock.now().toISOString()],
    );
    if (rowCount === 0) throw AppError.badInput('totp.alreadyOn');
    return { secret, otpauthUri: otpauthUri(ISSUER, row?.email ?? `+${row?.area_code ?? ''}${row?.phone ?? ''}`, secret) };
  }
}

export class EnableAuthenticatorCommand extends Command<{ recoveryCodes: string[] }> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly code: string,
    readonly password: string,
  ) {
    super();
  }
}

/** Wrong login passwords given to turn the authenticator on: five in five minutes, then the customer waits. */
export const enablePasswordAttempts = (customerId: string): RateLimit => ({ key: `totp-enable-password:${customerId}`, limit: 5, windowMs: 5 * 60_000 });

/**
 * Confirms the scanned secret with a current code and the customer's login password (a stolen
 * session alone cannot put its own authenticator on the account and lock the owner out); answers
 * the recovery codes, shown this once and stored only as SHA-256 hashes.
 */
@CommandHandler(EnableAuthenticatorCommand)
export class EnableAuthenticatorHandler implements ICommandHandler<EnableAuthenticatorCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly secondFactor: SqlSecondFactor,
    private readonly directory: CustomerDirectory,
  ) {}

  async execute({ customer, code, password }: EnableAuthenticatorCommand) {
    await this.checkLoginPassword(customer.customerId, password);
    const result = await this.secondFactor.verify(customer.customerId, code, { pending: true });
    if (result !== 'ok') throw result === 'off' ? AppError.badInput('totp.setupFirst') : secondFactorRefusal(result);
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const now = this.clock.now().toISOString();
    await switchAuthenticator(this.store, customer.customerId, { type: 'EnableAuthenticator', metadata: { now } }, async (client) => {
      await client.query('UPDATE customer_second_factor SET enabled = true, recovery_hashes = $2, updated_at = $3 WHERE customer_id = $1', [
        customer.customerId,
        recoveryCodes.map(hashRecoveryCode),
        now,
      ]);
    });
    return { recoveryCodes };
  }

  /** Counted first, then checked (a burst of guesses cannot all be checked). */
  private async checkLoginPassword(customerId: string, password: string): Promise<void> {
    if (password === '') throw AppError.badInput('password.required');
    const limit = enablePasswordAttempts(customerId);
    const now = this.clock.now().getTime();
    const attempt = await this.limiter.consume(limit, now);
    if (!attempt.allowed) throw AppError.tooMany(attempt.retryAfterSeconds);
    const row = await this.directory.byId(customerId);
    if (!row || !(await verifyPassword(password, row.password_hash))) throw AppError.badInput('password.wrongOld');
    await this.limiter.forgive(limit, attempt, now);
  }
}

export class DisableAuthenticatorCommand extends Command<{ enabled: false }> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly code: string,
  ) {
    super();
  }
}

/** Turning it off takes a current code (or a recovery code): a stolen session alone cannot. */
@CommandHandler(DisableAuthenticatorCommand)
export class DisableAuthenticatorHandler implements ICommandHandler<DisableAuthenticatorCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly secondFactor: SqlSecondFactor,
  ) {}

  async execute({ customer, code }: DisableAuthenticatorCommand) {
    const result = await this.secondFactor.verify(customer.customerId, code);
    if (result !== 'ok') throw secondFactorRefusal(result);
    const now = this.clock.now().toISOString();
    const by = /^\d{6}$/.test(code.trim()) ? 'code' : 'recovery-code';
    await switchAuthenticator(this.store, customer.customerId, { type: 'DisableAuthenticator', data: { by }, metadata: { now } }, async (client) => {
      await client.query('DELETE FROM customer_second_factor WHERE customer_id = $1', [customer.customerId]);
    });
    return { enabled: false as const };
  }
}

/** The event, the table and the customer's last security change, in one transaction. */
async function switchAuthenticator(
  store: EventStore,
  customerId: string,
  command: Parameters<typeof authenticatorDecider.decide>[0],
  write: (client: PoolClient) => Promise<void>,
): Promise<void> {
  try {
    await inTransaction(store.pool, async (client) => {
      await handleCommand(store, authenticatorStream(customerId), authenticatorDecider, command, { client, metadata: { customerId } });
      await write(client);
      // Withdrawals wait for review for a while after a security change (docs/api.md, withdrawals).
      await client.query('UPDATE customers SET security_changed_at = $2 WHERE id = $1', [customerId, command.metadata.now]);
    });
  } catch (error) {
    if (error instanceof DomainError) throw AppError.badInput(error.code as never);
    throw error;
  }
}
