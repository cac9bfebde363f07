import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { riskCapsOf, type RiskLevel } from '@meridian/contracts';
import { PG_POOL } from '@meridian/runtime';
import { retakeFrom } from '../domain/risk-profile.decider';
import { kycReadModels } from '../../kyc.read-models';
import { RiskAssessment } from '../read-models/risk-assessment.entity';

/** A customer's profile as the questionnaire page shows it: what it allows, and when it may be retaken. */
@Injectable()
export class RiskProfileQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string, now: Date) {
    const row = await (await kycReadModels.on(this.pool)).getRepository(RiskAssessment).findOneBy({ customerId });
    const level: RiskLevel = row?.profile ?? 'not_assessed';
    const retakeAt = row ? retakeFrom(row.assessedAt.toISOString()) : null;
    return {
      profile: level,
      score: row?.score ?? null,
      answers: row?.answers ?? null,
      assessedAt: row?.assessedAt.toISOString() ?? null,
      retakeFrom: retakeAt,
      canAnswer: retakeAt === null || now.toISOString() >= retakeAt,
      caps: riskCapsOf(level),
    };
  }
}
