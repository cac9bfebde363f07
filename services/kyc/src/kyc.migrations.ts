import { SqlMigration, type MigrationClass } from '@meridian/database';
import { customerImagesTable } from '@meridian/http';

export class KycVerifications1750901000000 extends SqlMigration {
  protected readonly sql = `
      -- The images customers send with a tier, apart from the rows that describe the submission:
      -- served only to their owner and to staff.
      ${customerImagesTable('kyc_images')}

      -- Projections of the kyc-<customer> streams: every submission as it now is (the review queue
      -- and the customer's status), the tiers each customer holds, and the identities verified.
      CREATE TABLE kyc_submissions (
        id text PRIMARY KEY,
        customer_id uuid NOT NULL,
        tier text NOT NULL,
        status text NOT NULL,
        details jsonb NOT NULL,
        images jsonb NOT NULL,
        approvals jsonb NOT NULL DEFAULT '[]',
        reason text,
        submitted_at timestamptz NOT NULL,
        reviewed_at timestamptz
      );
      CREATE INDEX kyc_submissions_queue ON kyc_submissions (status, submitted_at);
      CREATE INDEX kyc_submissions_customer ON kyc_submissions (customer_id, tier, submitted_at DESC);

      CREATE TABLE kyc_customers (
        customer_id uuid PRIMARY KEY,
        tiers text[] NOT NULL,
        country text,
        updated_at timestamptz NOT NULL
      );

      -- One verified identity (real name and document number, hashed) per customer, platform-wide.
      CREATE TABLE kyc_identities (
        identity_key text PRIMARY KEY,
        customer_id uuid NOT NULL,
        verified_at timestamptz NOT NULL
      );

      -- The names compliance screens show, from identity's published registrations.
      CREATE TABLE kyc_customer_labels (
        customer_id uuid PRIMARY KEY,
        account text NOT NULL,
        kind text NOT NULL
      );
    `;
}

export class KycRiskProfiles1750902000000 extends SqlMigration {
  protected readonly sql = `
      -- The latest risk assessment of each customer (the risk-<id> streams): its answers, score and profile.
      CREATE TABLE risk_profiles (
        customer_id uuid PRIMARY KEY,
        answers jsonb NOT NULL,
        score int NOT NULL,
        profile text NOT NULL,
        assessed_at timestamptz NOT NULL
      );
    `;
}

export class KycVerificationLimits1750903000000 extends SqlMigration {
  protected readonly sql = `
      -- What each verification level allows, as compliance last set it (the verification-limits
      -- stream); no row means the published defaults.
      CREATE TABLE kyc_verification_limits (
        id text PRIMARY KEY,
        limits jsonb NOT NULL,
        changed_at timestamptz NOT NULL,
        changed_by uuid NOT NULL,
        reason text NOT NULL
      );
    `;
}

export const kycMigrations: MigrationClass[] = [KycVerifications1750901000000, KycRiskProfiles1750902000000, KycVerificationLimits1750903000000];
