import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, type Clock, type CustomerPrincipal } from '@meridian/runtime';

/** How far back the login history goes. */
export const LOGIN_HISTORY_DAYS = 90;

interface SessionRow {
  id: string;
  opened_at: Date;
  expires_at: Date;
  closed_at: Date | null;
  close_reason: string | null;
  ip: string;
  user_agent: string;
}

/** The customer's sessions as the security centre lists them: open ones, and every login of the last 90 days. */
@Injectable()
export class SessionsQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async open(principal: CustomerPrincipal) {
    const { rows } = await this.pool.query<SessionRow>(
      `SELECT id, opened_at, expires_at, closed_at, close_reason, ip, user_agent FROM customer_sessions
        WHERE customer_id::text = $1 AND closed_at IS NULL AND expires_at > $2 ORDER BY opened_at DESC`,
      [principal.customerId, this.clock.now()],
    );
    return rows.map((row) => ({ ...this.describe(row), current: row.id === principal.sessionId }));
  }

  async logins(principal: CustomerPrincipal) {
    const since = new Date(this.clock.now().getTime() - LOGIN_HISTORY_DAYS * 86_400_000);
    const { rows } = await this.pool.query<SessionRow>(
      `SELECT id, opened_at, expires_at, closed_at, close_reason, ip, user_agent FROM customer_sessions
        WHERE customer_id::text = $1 AND opened_at >= $2 ORDER BY opened_at DESC LIMIT 500`,
      [principal.customerId, since],
    );
    return rows.map((row) => ({ ...this.describe(row), endedAt: row.closed_at?.toISOString() ?? null, endReason: row.close_reason }));
  }

  private describe(row: SessionRow) {
    return { id: row.id, openedAt: row.opened_at.toISOString(), expiresAt: row.expires_at.toISOString(), ip: row.ip, userAgent: row.user_agent };
  }
}
