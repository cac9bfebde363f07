import { SqlMigration, type MigrationClass } from '@meridian/database';

export class TradingContractReadModels1750801000000 extends SqlMigration {
  protected readonly sql = `
      -- Projections of the contract core's events (stream 'contract-core'): every position as it is
      -- now, with the terms it opened under and the ticks it opened and closed at, and every movement
      -- of a customer's contract or futures account.
      CREATE TABLE contract_positions (
        id text PRIMARY KEY,
        owner_id text NOT NULL,
        symbol text NOT NULL,
        status text NOT NULL,
        view jsonb NOT NULL,
        opened_at timestamptz NOT NULL,
        closed_at timestamptz,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX contract_positions_owner ON contract_positions (owner_id, opened_at DESC);
      CREATE INDEX contract_positions_live ON contract_positions (symbol) WHERE status IN ('open', 'pending');

      CREATE TABLE contract_options (
        id text PRIMARY KEY,
        owner_id text NOT NULL,
        symbol text NOT NULL,
        status text NOT NULL,
        view jsonb NOT NULL,
        accepted_at timestamptz NOT NULL,
        settled_at timestamptz
      );
      CREATE INDEX contract_options_owner ON contract_options (owner_id, accepted_at DESC);

      CREATE TABLE contract_account_records (
        id bigserial PRIMARY KEY,
        customer_id text NOT NULL,
        account text NOT NULL,
        amount text NOT NULL,
        balance_after text NOT NULL,
        type text NOT NULL,
        ref text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX contract_account_records_customer ON contract_account_records (customer_id, id DESC);
    `;
}

export class TradingCustomerAreaCodes1750802000000 extends SqlMigration {
  protected readonly sql = `
      -- The phone's calling code of customers registered by phone: it decides the jurisdiction of
      -- products some countries refuse (options) until a verified country does.
      ALTER TABLE spot_customer_labels ADD COLUMN area_code text;
    `;
}

export class TradingVerifiedCountries1750803000000 extends SqlMigration {
  protected readonly sql = `
      -- The nationality identity verification recorded (kyc's CustomerVerified): it decides the
      -- jurisdiction before the phone's calling code does.
      ALTER TABLE spot_customer_labels ADD COLUMN verified_country text;
    `;
}

export class TradingVerifiedTiers1750804000000 extends SqlMigration {
  protected readonly sql = `
      -- The verification tiers a customer holds: they cap what one option may stake (docs/kyc.md).
      ALTER TABLE spot_customer_labels ADD COLUMN verified_tiers text[] NOT NULL DEFAULT '{}';
    `;
}

export class TradingRiskProfiles1750805000000 extends SqlMigration {
  protected readonly sql = `
      -- The risk questionnaire's outcome (kyc's RiskProfileAssessed): it caps a position's margin and
      -- an option's stake (docs/kyc.md). Null until assessed.
      ALTER TABLE spot_customer_labels ADD COLUMN risk_profile text;
    `;
}

export class TradingVerificationLimits1750806000000 extends SqlMigration {
  protected readonly sql = `
      -- What each verification level allows, as kyc last published it (VerificationLimitsChanged);
      -- no row means the published defaults. An option's stake per order is read from it.
      CREATE TABLE trading_verification_limits (
        id text PRIMARY KEY,
        limits jsonb NOT NULL,
        changed_at timestamptz NOT NULL
      );
    `;
}

export class TradingContractsInsuranceHistory1750807000000 extends SqlMigration {
  protected readonly sql = `
      -- Every movement of the insurance fund (platform:insurance:USDT), published with its balance at
      -- GET /api/v1/reserves: liquidation fees in, losses past a margin out, fundings from the treasury
      -- in. Written by the contract core's writer in its events' transaction; filled here from the
      -- events already in the log.
      CREATE TABLE contract_platform_records (
        id bigserial PRIMARY KEY,
        account text NOT NULL,
        amount numeric NOT NULL,
        kind text NOT NULL,
        ref text NOT NULL,
        reason text,
        at timestamptz NOT NULL
      );
      CREATE INDEX contract_platform_records_account ON contract_platform_records (account, id DESC);
      INSERT INTO contract_platform_records (account, amount, kind, ref, reason, at)
      SELECT p->>'account', (p->>'amount')::numeric,
             COALESCE(p->>'record', CASE WHEN (p->>'amount')::numeric < 0 THEN 'loss_cover' ELSE 'received' END),
             COALESCE(p->>'ref', ''), e.data->'command'->>'reason', (e.data->'command'->>'at')::timestamptz
        FROM events e, jsonb_array_elements(e.data->'postings') WITH ORDINALITY AS x(p, n)
       WHERE e.stream_id = 'contract-core' AND p->>'account' = 'platform:insurance:USDT'
       ORDER BY e.stream_version, n;
    `;
}

export const contractMigrations: MigrationClass[] = [TradingContractReadModels1750801000000, TradingCustomerAreaCodes1750802000000, TradingVerifiedCountries1750803000000, TradingVerifiedTiers1750804000000, TradingRiskProfiles1750805000000, TradingVerificationLimits1750806000000, TradingContractsInsuranceHistory1750807000000];
