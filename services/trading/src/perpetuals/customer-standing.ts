import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Decimal } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import { limitsOf, levelOf, riskCapsOf, type KycTier, type RiskLevel, type TierLimits } from '@meridian/contracts';
import { isUUID } from 'class-validator';
import { tradingReadModels } from '../trading.read-models';
import { countryOfCallingCode } from './domain/jurisdiction';
import { CustomerStandingRow } from './standing/customer-standing.entity';
import { TradingVerificationLimits } from './standing/published-verification-limits.entity';

export interface CustomerStanding {
  /** ISO alpha-2, or null when the platform does not know (an e-mail registrant not yet verified). */
  country: string | null;
  /** How it is known: the nationality identity verification recorded, else the phone's calling code. */
  basis: 'verified' | 'phone-area-code' | 'unknown';
  demo: boolean;
  /** The verification tiers the customer holds. */
  tiers: KycTier[];
  /** The risk questionnaire's outcome (kyc's RiskProfileAssessed). */
  riskProfile: RiskLevel;
  /** What each verification level allows, as kyc last published it (the defaults until then). */
  limitsTable?: readonly TierLimits[];
}

/** What a real-money customer may commit at once (docs/kyc.md); null where demo money is not capped. */
export interface CommitmentCaps {
  optionStake: { max: string; by: 'verification' | 'risk-profile' } | null;
  contractMargin: string | null;
}

/**
 * Where a customer is and what they may commit, as far as the trading service knows: from identity's
 * published registration and kyc's published verification and risk profile.
 */
@Injectable()
export class CustomerStandings {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async of(customerId: string): Promise<CustomerStanding> {
    const models = await tradingReadModels.on(this.pool);
    const [row, table] = await Promise.all([
      // The market maker and other non-customers have ids that are not UUIDs: they have no standing.
      isUUID(customerId) ? models.getRepository(CustomerStandingRow).findOneBy({ customerId }) : null,
      models.getRepository(TradingVerificationLimits).findOneBy({ id: 'current' }),
    ]);
    const limitsTable = table?.limits;
    const demo = row?.kind === 'demo';
    const tiers = row?.verifiedTiers ?? [];
    const riskProfile = row?.riskProfile ?? 'not_assessed';
    if (row?.verifiedCountry) return { country: row.verifiedCountry, basis: 'verified', demo, tiers, riskProfile, limitsTable };
    const country = countryOfCallingCode(row?.areaCode);
    return { country, basis: country ? 'phone-area-code' : 'unknown', demo, tiers, riskProfile, limitsTable };
  }
}

/** The lower of the verification level's and the risk profile's caps (both tables in libs/contracts). */
export function commitmentCaps(standing: CustomerStanding): CommitmentCaps {
  if (standing.demo) return { optionStake: null, contractMargin: null };
  const byTier = limitsOf(levelOf(standing.tiers), standing.limitsTable).optionStakePerOrder;
  const risk = riskCapsOf(standing.riskProfile);
  const optionStake = Decimal.parse(risk.optionStakePerOrder).compare(Decimal.parse(byTier)) < 0 ? { max: risk.optionStakePerOrder, by: 'risk-profile' as const } : { max: byTier, by: 'verification' as const };
  return { optionStake, contractMargin: risk.contractMarginPerPosition };
}
