import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { riskCapsOf, type RiskAnswers, type RiskLevel } from '@meridian/contracts';
import { PG_POOL } from '@meridian/runtime';
import { retakeFrom } from '../domain/risk-profile.decider';

/** A customer's profile as the questionnaire page shows it: what it allows, and when it may be retaken. */
@Injectable()
export class RiskProfileQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string, now: Date) {
    const { rows } = await this.pool.query<{ answers: RiskAnswers; score: number; profile: RiskLevel; assessed_at: Date }>(
      'SELECT answers, score, profile, assessed_at FROM risk_profiles WHERE customer_id::text = $1',
      [customerId],
    );
    const row = rows[0];
    const level: RiskLevel = row?.profile ?? 'not_assessed';
    const retakeAt = row ? retakeFrom(row.assessed_at.toISOString()) : null;
    return {
      profile: level,
      score: row?.score ?? null,
      answers: row?.answers ?? null,
      assessedAt: row?.assessed_at.toISOString() ?? null,
      retakeFrom: retakeAt,
      canAnswer: retakeAt === null || now.toISOString() >= retakeAt,
      caps: riskCapsOf(level),
    };
  }
}
