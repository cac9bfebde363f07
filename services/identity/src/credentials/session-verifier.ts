import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal, type SessionCheck, type SessionVerifier, type StaffPrincipal, type StaffRole } from '@meridian/runtime';
import { hashToken } from './session-token';

/** Identity's implementation of the session port: tokens are looked up by their hash only. */
@Injectable()
export class SqlSessionVerifier implements SessionVerifier {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async verifyCustomer(token: string): Promise<SessionCheck<CustomerPrincipal>> {
    const { rows } = await this.pool.query<{ id: string; customer_id: string; expires_at: Date; closed_at: Date | null; kind: 'real' | 'demo'; demo_expires_at: Date | null }>(
      `SELECT s.id, s.customer_id, s.expires_at, s.closed_at, c.kind, c.demo_expires_at
         FROM customer_sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    const row = rows[0];
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
