import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { prepared } from '@meridian/database';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal, type SessionCheck, type SessionVerifier, type StaffPrincipal, type StaffRole } from '@meridian/runtime';
import { hashToken } from './session-token';

interface CustomerSessionRow {
  id: string;
  customer_id: string;
  expires_at: Date;
  closed_at: Date | null;
  kind: 'real' | 'demo';
  demo_expires_at: Date | null;
}

/** How long an open session's row is reused without asking the database again. */
const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_MAX = 20_000;

/**
 * Identity's implementation of the session port: tokens are looked up by their hash only. An open
 * session's row is kept for a second, so a customer placing many orders costs one query a second, not
 * one each; this process forgets it at once when the customer logs out or changes the password
 * (SessionCacheInvalidator), and another identity process within that second.
 */
@Injectable()
export class SqlSessionVerifier implements SessionVerifier {
  private readonly recent = new Map<string, { row: CustomerSessionRow; until: number }>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Drops the customer's cached sessions: they logged out, or their password changed. */
  forgetCustomer(customerId: string): void {
    for (const [hash, entry] of this.recent) if (entry.row.customer_id === customerId) this.recent.delete(hash);
  }

  private async sessionRow(tokenHash: string): Promise<CustomerSessionRow | undefined> {
    const cached = this.recent.get(tokenHash);
    if (cached && cached.until > Date.now()) return cached.row;
    const { rows } = await this.pool.query<CustomerSessionRow>(
      prepared({
        text: `SELECT s.id, s.customer_id, s.expires_at, s.closed_at, c.kind, c.demo_expires_at
                 FROM customer_sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token_hash = $1`,
        values: [tokenHash],
      }),
    );
    const row = rows[0];
    if (row && !row.closed_at) {
      if (this.recent.size >= SESSION_CACHE_MAX) this.recent.clear();
      this.recent.set(tokenHash, { row, until: Date.now() + SESSION_CACHE_MS });
    }
    return row;
  }

  async verifyCustomer(token: string): Promise<SessionCheck<CustomerPrincipal>> {
    const row = await this.sessionRow(hashToken(token));
    if (!row) return { ok: false, reason: 'missing' };
    if (row.closed_at) return { ok: false, reason: 'revoked' };
    const now = this.clock.now().getTime();
    if (row.kind === 'demo' && row.demo_expires_at && row.demo_expires_at.getTime() <= now) return { ok: false, reason: 'demoExpired' };
    if (row.expires_at.getTime() <= now) return { ok: false, reason: 'expired' };
    return { ok: true, principal: { customerId: row.customer_id, sessionId: row.id, kind: row.kind } };
  }

  async verifyStaff(token: string): Promise<SessionCheck<StaffPrincipal>> {
    const { rows } = await this.pool.query<{ id: string; staff_id: string; expires_at: Date; closed_at: Date | null; email: string; roles: StaffRole[]; disabled: boolean }>(
      `SELECT s.id, s.staff_id, s.expires_at, s.closed_at, m.email, m.roles, m.disabled
         FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'missing' };
    if (row.disabled) return { ok: false, reason: 'disabled' };
    if (row.closed_at) return { ok: false, reason: 'revoked' };
    if (row.expires_at.getTime() <= this.clock.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, principal: { staffId: row.staff_id, sessionId: row.id, email: row.email, roles: row.roles } };
  }
}
