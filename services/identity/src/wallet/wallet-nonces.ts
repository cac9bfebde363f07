import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';

const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** Nonces are kept a day past their end, then forgotten: an unknown nonce is refused like a used one. */
const KEPT_AFTER_EXPIRY_MS = 24 * 3600_000;

export type NonceSpending = 'spent' | 'used' | 'expired';

/**
 * The one-time nonces of wallet sign-in: 128 random bits, stored only as their SHA-256, for one
 * address, until an expiry. An operational table like the verification codes: a nonce is a short-lived
 * secret; what it proves (the session) is an event.
 */
@Injectable()
export class WalletNonces {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async issue(address: string, issuedAt: Date, expiresAt: Date): Promise<string> {
    const nonce = randomBytes(16).toString('hex');
    await this.pool.query('DELETE FROM wallet_sign_in_nonces WHERE expires_at < $1', [new Date(issuedAt.getTime() - KEPT_AFTER_EXPIRY_MS)]);
    await this.pool.query('INSERT INTO wallet_sign_in_nonces (nonce_hash, address, issued_at, expires_at) VALUES ($1, $2, $3, $4)', [
      hashOf(nonce),
      address,
      issuedAt,
      expiresAt,
    ]);
    return nonce;
  }

  /**
   * Spends the nonce for this address, once: one statement marks it used only while it is unused and
   * live, so of two requests carrying it at once exactly one passes. Otherwise says why not.
   */
  async spend(nonce: string, address: string, now: Date): Promise<NonceSpending> {
    const hash = hashOf(nonce);
    const spent = await this.pool.query(
      'UPDATE wallet_sign_in_nonces SET used_at = $3 WHERE nonce_hash = $1 AND address = $2 AND used_at IS NULL AND expires_at > $3',
      [hash, address, now],
    );
    if (spent.rowCount === 1) return 'spent';
    const { rows } = await this.pool.query<{ used_at: Date | null; expires_at: Date }>(
      'SELECT used_at, expires_at FROM wallet_sign_in_nonces WHERE nonce_hash = $1 AND address = $2',
      [hash, address],
    );
    const row = rows[0];
    return row && row.used_at === null && row.expires_at.getTime() <= now.getTime() ? 'expired' : 'used';
  }
}
