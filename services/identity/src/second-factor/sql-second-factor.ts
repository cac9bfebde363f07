import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, RATE_LIMITER, type Clock, type RateLimit, type RateLimiter, type SecondFactor } from '@meridian/runtime';
import { SecretHashes, unkeyedRecoveryHash } from '../credentials/secret-hashes';
import { AuthenticatorSecrets } from './authenticator-secrets';
import { matchingStep } from './totp';

/** Five wrong codes in five minutes and the customer waits: a 6-digit code must not be guessable. */
export const codeAttempts = (customerId: string): RateLimit => ({ key: `totp:${customerId}`, limit: 5, windowMs: 5 * 60_000 });

/**
 * Identity's answer to "is this the customer's authenticator code?": a code of the current step or one
 * either side, not older than the last one accepted (so each works once), or an unused recovery code
 * (spent by using it). Every attempt is counted before it is checked; a right one is given back.
 */
@Injectable()
export class SqlSecondFactor implements SecondFactor {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly secrets: AuthenticatorSecrets,
    private readonly hashes: SecretHashes,
  ) {}

  /** The customer's recovery codes as they are stored (keyed hashes, SecretHashes). */
  recoveryHashes(customerId: string, codes: readonly string[]): string[] {
    return codes.map((code) => this.hashes.recoveryCode(customerId, code));
  }

  async isEnabled(customerId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ enabled: boolean }>('SELECT enabled FROM customer_second_factor WHERE customer_id::text = $1', [customerId]);
    return rows[0]?.enabled ?? false;
  }

  async verify(customerId: string, code: string, { pending = false } = {}): Promise<'ok' | 'wrong' | 'off' | 'limited'> {
    const now = this.clock.now().getTime();
    const limit = codeAttempts(customerId);
    // Counted before the code is looked at, atomically: a burst of guesses gets at most `limit` checked.
    if (!(await this.limiter.consume(limit, now)).allowed) return 'limited';
    const { rows } = await this.pool.query<{ secret: string; enabled: boolean }>('SELECT secret, enabled FROM customer_second_factor WHERE customer_id::text = $1', [customerId]);
    const row = rows[0];
    if (!row || row.enabled === pending) {
      await this.limiter.refund(limit, now);
      return 'off';
    }
    const typed = code.trim();
    // Sealed at rest (AuthenticatorSecrets): opened only here, to check the code.
    const secret = this.secrets.open(customerId, row.secret);
    const step = secret === null ? null : matchingStep(secret, typed, now);
    // Only a step later than the last accepted one passes: the same code, or an older one, never twice.
    const accepted =
      step !== null
        ? (await this.pool.query('UPDATE customer_second_factor SET last_step = $2 WHERE customer_id::text = $1 AND last_step < $2', [customerId, step.toString()])).rowCount === 1
        : !pending && (await this.spendRecoveryCode(customerId, typed));
    if (!accepted) return 'wrong';
    // Only wrong codes use the limit: a right one gives its attempt back.
    await this.limiter.refund(limit, now);
    return 'ok';
  }

  private async spendRecoveryCode(customerId: string, code: string): Promise<boolean> {
    if (!/^[A-Za-z0-9-]{8,12}$/.test(code)) return false;
    // A code stored unkeyed by an earlier version still counts, once, until the customer's codes are renewed.
    const { rowCount } = await this.pool.query(
      `UPDATE customer_second_factor SET recovery_hashes = array_remove(array_remove(recovery_hashes, $2), $3)
        WHERE customer_id::text = $1 AND ($2 = ANY(recovery_hashes) OR $3 = ANY(recovery_hashes))`,
      [customerId, this.hashes.recoveryCode(customerId, code), unkeyedRecoveryHash(code)],
    );
    return rowCount === 1;
  }
}
