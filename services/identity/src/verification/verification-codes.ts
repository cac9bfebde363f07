import { randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { inTransaction } from '@meridian/database';
import { AppError, EnvelopeCode } from '@meridian/http';
import { SecretHashes } from '../credentials/secret-hashes';

/** `bind`: a new phone or e-mail for an existing account, sent only when no one holds it. */
export type CodeScene = 'register' | 'reset' | 'bind';

export const CODE_TTL_SECONDS = 600;
export const RESEND_AFTER_SECONDS = 60;
const MAX_ATTEMPTS = 5;

/**
 * Six-digit one-time codes, stored hashed, valid 10 minutes, five tries (each counted before it is
 * compared), one use. A new code may be asked for only after the resend countdown.
 */
@Injectable()
export class VerificationCodes {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly hashes: SecretHashes,
  ) {}

  /** Returns the code to send, or the seconds left on the countdown. */
  async issue(accountKey: string, scene: CodeScene): Promise<{ code: string } | { waitSeconds: number }> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${accountKey}:${scene}`]);
      const now = this.clock.now();
      const last = await client.query<{ created_at: Date }>(
        'SELECT created_at FROM verification_codes WHERE account_key = $1 AND scene = $2 ORDER BY created_at DESC LIMIT 1',
        [accountKey, scene],
      );
      const lastAt = last.rows[0]?.created_at.getTime();
      if (lastAt !== undefined && now.getTime() - lastAt < RESEND_AFTER_SECONDS * 1000) {
        return { waitSeconds: Math.ceil((lastAt + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000) };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await client.query(
        `INSERT INTO verification_codes (account_key, scene, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [accountKey, scene, this.hashes.verificationCode(accountKey, code), now, new Date(now.getTime() + CODE_TTL_SECONDS * 1000)],
      );
      return { code };
    });
  }

  /**
   * Consumes the newest live code when it matches. Every try is counted first, in one statement that
   * increments the code's row and answers the new count, and only a try counted inside the limit is
   * compared: a burst of guesses gets at most five compared, the rest answer 429 (ask for a new code).
   */
  async consume(accountKey: string, scene: CodeScene, code: string): Promise<boolean> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ id: string; code_hash: string; attempts: number; created_at: Date }>(
      `UPDATE verification_codes SET attempts = attempts + 1
        WHERE consumed_at IS NULL AND id = (
          SELECT id FROM verification_codes
           WHERE account_key = $1 AND scene = $2 AND consumed_at IS NULL AND expires_at > $3
           ORDER BY created_at DESC LIMIT 1)
        RETURNING id, code_hash, attempts, created_at`,
      [accountKey, scene, now],
    );
    const row = rows[0];
    if (!row) return false;
    if (row.attempts > MAX_ATTEMPTS) {
      const wait = Math.max(1, Math.ceil((row.created_at.getTime() + RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000));
      throw new AppError('code.tooManyAttempts', EnvelopeCode.tooManyRequests, 429, {}, { data: { retry_after: wait } });
    }
    const stored = Buffer.from(row.code_hash);
    const typed = Buffer.from(this.hashes.verificationCode(accountKey, code));
    // A code stored unkeyed before an upgrade (ten minutes at most) no longer matches: a new one is asked for.
    const matches = /^\d{6}$/.test(code) && stored.length === typed.length && timingSafeEqual(stored, typed);
    if (!matches) return false;
    // One use: of two right tries counted inside the limit, only the first spends the code.
    const spent = await this.pool.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL', [row.id]);
    return spent.rowCount === 1;
  }
}
