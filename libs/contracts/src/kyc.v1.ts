import { isString, requireStrings, violation } from './contract-check';
import { KYC_TIERS, type KycTier } from './kyc-tiers';

export { KYC_TIERS, type KycTier } from './kyc-tiers';
import { RISK_PROFILES, type RiskProfile } from './risk-profile';
import { tierLimitsProblem, type TierLimits } from './verification-limits';

/**
 * What identity verification (the kyc service) publishes (version 1). A tier reached is a fact other
 * services decide by: withdrawal limits (accounts), where products are refused (trading), loans.
 */
export const KYC_SOURCE = 'kyc';

export const KycIntegrationEvents = {
  customerVerified: 'CustomerVerified',
  riskProfileAssessed: 'RiskProfileAssessed',
  verificationLimitsChanged: 'VerificationLimitsChanged',
} as const;


export interface CustomerVerifiedV1 {
  customerId: string;
  /** The tier just approved. */
  tier: KycTier;
  /** Every tier the customer now holds. */
  tiers: KycTier[];
  /** The verified nationality (ISO 3166 alpha-2), fixed once primary verification is approved. */
  country: string | null;
  /**
   * The real name verified with the primary tier (its approval; null on the other tiers and in messages
   * sent before it was added): C2C compares a payer's name with it.
   */
  realName?: string | null;
  at: string;
}

export function parseCustomerVerifiedV1(data: unknown): CustomerVerifiedV1 {
  const name = KycIntegrationEvents.customerVerified;
  const message = requireStrings(name, data, ['customerId', 'tier', 'at']);
  if (!KYC_TIERS.includes(message.tier as KycTier)) violation(name, 'tier');
  if (!Array.isArray(message.tiers) || !message.tiers.every((tier) => KYC_TIERS.includes(tier as KycTier))) violation(name, 'tiers');
  if (message.country !== null && !(isString(message.country) && /^[A-Z]{2}$/.test(message.country))) violation(name, 'country');
  if (message.realName !== undefined && message.realName !== null && !isString(message.realName)) violation(name, 'realName');
  return message as unknown as CustomerVerifiedV1;
}

/** A customer answered the risk questionnaire: the profile caps what they may commit (trading). */
export interface RiskProfileAssessedV1 {
  customerId: string;
  profile: RiskProfile;
  score: number;
  at: string;
}

export function parseRiskProfileAssessedV1(data: unknown): RiskProfileAssessedV1 {
  const name = KycIntegrationEvents.riskProfileAssessed;
  const message = requireStrings(name, data, ['customerId', 'profile', 'at']);
  if (!RISK_PROFILES.includes(message.profile as RiskProfile)) violation(name, 'profile');
  if (typeof message.score !== 'number' || !Number.isInteger(message.score)) violation(name, 'score');
  return message as unknown as RiskProfileAssessedV1;
}

/** Compliance changed what each verification level allows: the whole table, as it now stands. */
export interface VerificationLimitsChangedV1 {
  limits: TierLimits[];
  at: string;
}

export function parseVerificationLimitsChangedV1(data: unknown): VerificationLimitsChangedV1 {
  const name = KycIntegrationEvents.verificationLimitsChanged;
  const message = requireStrings(name, data, ['at']);
  if (!Array.isArray(message.limits) || tierLimitsProblem(message.limits as TierLimits[]) !== null) violation(name, 'limits');
  return message as unknown as VerificationLimitsChangedV1;
}

/**
 * How a service keeps its copy of the limits table (one row, id `current`, a jsonb `limits` column in
 * its own table), from kyc's published changes. Until the first change arrives, the defaults apply.
 */
export function verificationLimitsSubscription(consumer: string, table: string) {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  return {
    consumer,
    sources: [KYC_SOURCE],
    types: [KycIntegrationEvents.verificationLimitsChanged],
    handle: async (event: { data: unknown }, tx: { query: (sql: string, params: unknown[]) => Promise<unknown> }) => {
      const { limits, at } = parseVerificationLimitsChangedV1(event.data);
      await tx.query(
        `INSERT INTO ${table} (id, limits, changed_at) VALUES ('current', $1, $2)
         ON CONFLICT (id) DO UPDATE SET limits = EXCLUDED.limits, changed_at = EXCLUDED.changed_at WHERE ${table}.changed_at <= EXCLUDED.changed_at`,
        [JSON.stringify(limits), at],
      );
    },
  };
}
