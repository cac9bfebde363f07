import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, secondFactorRefusal } from '@meridian/http';
import type { CustomerPrincipal, RateLimit } from '@meridian/runtime';
import { AttemptLimits } from '../../credentials/attempt-limits';
import { verifyPassword } from '../../credentials/password-hasher';
import { CustomerDirectory } from '../../customers/customer-directory';
import { AuthenticatorSwitch } from '../authenticator-switch';
import { SqlSecondFactor } from '../sql-second-factor';

const RECOVERY_CODES = 8;

/** `XXXX-XXXX` from an alphabet without look-alikes (no 0/O, 1/I). */
const newRecoveryCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
};

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
    private readonly authenticator: AuthenticatorSwitch,
    private readonly attempts: AttemptLimits,
    private readonly secondFactor: SqlSecondFactor,
    private readonly directory: CustomerDirectory,
  ) {}

  async execute({ customer, code, password }: EnableAuthenticatorCommand) {
    await this.checkLoginPassword(customer.customerId, password);
    const result = await this.secondFactor.verify(customer.customerId, code, { pending: true });
    if (result !== 'ok') throw result === 'off' ? AppError.badInput('totp.setupFirst') : secondFactorRefusal(result);
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.authenticator.turn(customer.customerId, { type: 'EnableAuthenticator' }, async (client, now) => {
      await client.query('UPDATE customer_second_factor SET enabled = true, recovery_hashes = $2, updated_at = $3 WHERE customer_id = $1', [
        customer.customerId,
        this.secondFactor.recoveryHashes(customer.customerId, recoveryCodes),
        now.toISOString(),
      ]);
    });
    return { recoveryCodes };
  }

  /** Counted first, then checked (a burst of guesses cannot all be checked). */
  private async checkLoginPassword(customerId: string, password: string): Promise<void> {
    if (password === '') throw AppError.badInput('password.required');
    const guess = await this.attempts.countGuess(enablePasswordAttempts(customerId));
    const row = await this.directory.byId(customerId);
    if (!row || !(await verifyPassword(password, row.passwordHash))) throw AppError.badInput('password.wrongOld');
    await guess.forgive();
  }
}
