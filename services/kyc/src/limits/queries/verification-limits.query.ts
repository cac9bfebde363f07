import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { TIER_LIMITS, type TierLimits } from '@meridian/contracts';
import { PG_POOL } from '@meridian/runtime';

export interface VerificationLimitsSetting {
  id: 'current';
  limits: TierLimits[];
  changedAt: string | null;
  changedBy: string | null;
  reason: string | null;
}

/** The table as compliance last set it, or the published defaults. */
@Injectable()
export class VerificationLimitsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async current(): Promise<VerificationLimitsSetting> {
    const { rows } = await this.pool.query<{ limits: TierLimits[]; changed_at: Date; changed_by: string; reason: string }>(
      "SELECT limits, changed_at, changed_by, reason FROM kyc_verification_limits WHERE id = 'current'",
    );
    const row = rows[0];
    if (!row) return { id: 'current', limits: TIER_LIMITS.map((limits) => ({ ...limits })), changedAt: null, changedBy: null, reason: null };
    return { id: 'current', limits: row.limits, changedAt: row.changed_at.toISOString(), changedBy: row.changed_by, reason: row.reason };
  }
}
