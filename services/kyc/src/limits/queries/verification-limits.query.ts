import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { TIER_LIMITS, type TierLimits } from '@meridian/contracts';
import { PG_POOL } from '@meridian/runtime';
import { kycReadModels } from '../../kyc.read-models';
import { CurrentVerificationLimits } from '../read-models/current-verification-limits.entity';

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
    const row = await (await kycReadModels.on(this.pool)).getRepository(CurrentVerificationLimits).findOneBy({ id: 'current' });
    if (!row) return { id: 'current', limits: TIER_LIMITS.map((limits) => ({ ...limits })), changedAt: null, changedBy: null, reason: null };
    return { id: 'current', limits: row.limits, changedAt: row.changedAt.toISOString(), changedBy: row.changedBy, reason: row.reason };
  }
}
