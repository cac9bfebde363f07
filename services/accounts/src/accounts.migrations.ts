import { SqlMigration, type MigrationClass } from '@meridian/database';

export class AccountsLedgerBalances1750501000000 extends SqlMigration {
  protected readonly sql = `
      -- Balances in minor units of the asset (numeric: exact, unbounded). Written by the ledger's
      -- inline projection in the same transaction as the ledger events.
      CREATE TABLE ledger_balances (
        account text PRIMARY KEY,
        customer_id uuid,
        asset text NOT NULL,
        balance numeric NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ledger_balances_customer ON ledger_balances (customer_id);

      -- Every posting with the balance after it: the customer's account records and the auditor's trail.
      CREATE TABLE ledger_postings (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        entry_id text NOT NULL,
        account text NOT NULL,
        customer_id uuid,
        asset text NOT NULL,
        amount numeric NOT NULL,
        balance_after numeric NOT NULL,
        memo text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX ledger_postings_customer ON ledger_postings (customer_id, id DESC);`;
}

export class AccountsFunding1750502000000 extends SqlMigration {
  protected readonly sql = `
      -- Holds by the account they froze funds from: what the customer sees as "frozen".
      CREATE TABLE ledger_holds (
        hold_id text PRIMARY KEY,
        account text NOT NULL,
        customer_id uuid,
        asset text NOT NULL,
        amount numeric NOT NULL,
        status text NOT NULL,
        placed_at timestamptz NOT NULL,
        resolved_at timestamptz
      );
      CREATE INDEX ledger_holds_account ON ledger_holds (account) WHERE status = 'pending';

      CREATE TABLE deposit_proofs (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        mime text NOT NULL,
        size integer NOT NULL,
        sha256 char(64) NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE deposits (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        coin text NOT NULL,
        chain text NOT NULL,
        amount numeric NOT NULL,
        tx_hash text,
        remark text NOT NULL,
        proof_id uuid,
        status text NOT NULL,
        reason text,
        reviewed_by uuid,
        reviewed_at timestamptz,
        note text,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX deposits_queue ON deposits (status, created_at);
      CREATE INDEX deposits_customer ON deposits (customer_id, created_at DESC);

      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        method text NOT NULL,
        coin text NOT NULL,
        chain text,
        address text,
        memo text,
        bank jsonb,
        amount numeric NOT NULL,
        fee numeric NOT NULL,
        receive numeric NOT NULL,
        hold_id text NOT NULL,
        dual_approval boolean NOT NULL,
        review_hold_until timestamptz,
        status text NOT NULL,
        reason text,
        approvals jsonb NOT NULL DEFAULT '[]'::jsonb,
        reviewed_by uuid,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX withdrawals_queue ON withdrawals (status, created_at);
      CREATE INDEX withdrawals_customer ON withdrawals (customer_id, created_at DESC);

      CREATE TABLE deposit_channels (
        coin text NOT NULL,
        chain text NOT NULL,
        address text NOT NULL,
        memo text NOT NULL,
        enabled boolean NOT NULL,
        updated_by uuid,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (coin, chain)
      );

      CREATE TABLE withdrawal_addresses (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        coin text NOT NULL,
        chain text NOT NULL,
        address text NOT NULL,
        memo text NOT NULL,
        remark text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX withdrawal_addresses_customer ON withdrawal_addresses (customer_id);

      CREATE TABLE bank_cards (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        details jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX bank_cards_customer ON bank_cards (customer_id);

      -- The last password or 2FA change per customer, from identity's published events.
      CREATE TABLE security_changes (
        customer_id uuid PRIMARY KEY,
        changed_at timestamptz NOT NULL
      );`;
}

export class AccountsCustomerLabels1750503000000 extends SqlMigration {
  protected readonly sql = `
      -- How staff screens name a customer, from identity's CustomerRegistered (accounts never reads identity's tables).
      CREATE TABLE customer_labels (
        customer_id uuid PRIMARY KEY,
        account text NOT NULL,
        kind text NOT NULL
      );`;
}

export class AccountsLedgerEntryIds1750504000000 extends SqlMigration {
  protected readonly sql = `
      -- The entry ids posted on each customer's ledger stream: a cause delivered twice credits once.
      -- The key refuses a duplicate; the ledger's state no longer carries a set of every id.
      CREATE TABLE ledger_entry_ids (
        stream_id text NOT NULL,
        entry_id text NOT NULL,
        PRIMARY KEY (stream_id, entry_id)
      );
      INSERT INTO ledger_entry_ids (stream_id, entry_id)
        SELECT stream_id, data->>'id' FROM events WHERE stream_id LIKE 'ledger-%' AND event_type = 'EntryPosted'
        ON CONFLICT DO NOTHING;`;
}

export class AccountsDropSecurityChanges1750505000000 extends SqlMigration {
  protected readonly sql = `
      -- Withdrawals ask identity's own record of security changes (the SECURITY_RECORD port) at
      -- request and at approval; the copy this table kept arrived late and let a fast client slip past.
      DROP TABLE security_changes;`;
}

export class AccountsVerificationLevels1750506000000 extends SqlMigration {
  protected readonly sql = `
      -- The identity verification tiers each customer holds (kyc's CustomerVerified): they set the
      -- daily withdrawal limit. A tier once approved is never withdrawn, so a copy that arrives late
      -- only ever refuses more, never allows more.
      CREATE TABLE customer_verification (
        customer_id uuid PRIMARY KEY,
        tiers text[] NOT NULL,
        updated_at timestamptz NOT NULL
      );
    `;
}

export class AccountsVerificationLimits1750507000000 extends SqlMigration {
  protected readonly sql = `
      -- What each verification level allows, as kyc last published it (VerificationLimitsChanged);
      -- no row means the published defaults. The daily withdrawal limit is read from it.
      CREATE TABLE accounts_verification_limits (
        id text PRIMARY KEY,
        limits jsonb NOT NULL,
        changed_at timestamptz NOT NULL
      );
    `;
}

export class AccountsVip1750508000000 extends SqlMigration {
  protected readonly sql = `
      -- Each customer's VIP standing (the vip-<customerId> streams): assessed, set by staff, in force.
      CREATE TABLE accounts_vip_levels (
        customer_id uuid PRIMARY KEY,
        assessed_level int NOT NULL DEFAULT 0,
        average_minor numeric,
        assessed_day date,
        staff_level int,
        staff_by uuid,
        staff_reason text,
        staff_at timestamptz,
        level int NOT NULL,
        updated_at timestamptz NOT NULL
      );
      -- The last day the daily assessment ran for everyone.
      CREATE TABLE accounts_vip_assessments (day date PRIMARY KEY, customers int NOT NULL, finished_at timestamptz NOT NULL);
      -- A funding account's closing balance of a day is its last posting before the next midnight.
      CREATE INDEX ledger_postings_account_at ON ledger_postings (account, at DESC, id DESC);
    `;
}

export class AccountsIssuedCoins1750509000000 extends SqlMigration {
  protected readonly sql = `
      -- Coins issued by subscription (SubscriptionCoinIssued): loaded into the asset catalogue at start.
      CREATE TABLE accounts_issued_coins (symbol text PRIMARY KEY, name text NOT NULL, scale int NOT NULL, issue_price numeric NOT NULL, issued_at timestamptz NOT NULL);
    `;
}

export class AccountsListedCoins1750510000000 extends SqlMigration {
  protected readonly sql = `
      -- When trading listed an issued coin as a spot market (SpotMarketListed): it may then leave the funding wallet.
      ALTER TABLE accounts_issued_coins ADD COLUMN listed_at timestamptz;
    `;
}

export class AccountsDepositApprovals1750511000000 extends SqlMigration {
  protected readonly sql = `
      -- Four eyes on large deposits: the approvals given so far (staff id, note, time), as on withdrawals.
      ALTER TABLE deposits ADD COLUMN approvals jsonb NOT NULL DEFAULT '[]'::jsonb;
    `;
}

export const accountsMigrations: MigrationClass[] = [AccountsLedgerBalances1750501000000, AccountsFunding1750502000000, AccountsCustomerLabels1750503000000, AccountsLedgerEntryIds1750504000000, AccountsDropSecurityChanges1750505000000, AccountsVerificationLevels1750506000000, AccountsVerificationLimits1750507000000, AccountsVip1750508000000, AccountsIssuedCoins1750509000000, AccountsListedCoins1750510000000, AccountsDepositApprovals1750511000000];
