import { SqlMigration, type MigrationClass } from '@meridian/database';
import { customerImagesTable } from '@meridian/http';

export class C2cOrdersAccountsRates1751201000000 extends SqlMigration {
  protected readonly sql = `
      -- C2C orders (the c2c-order-<id> streams) as the customer and staff read them; written inline with each event.
      CREATE TABLE c2c_orders (
        order_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        status text NOT NULL,
        amount numeric(30, 6) NOT NULL,
        fiat text NOT NULL,
        payment text NOT NULL,
        rate numeric(30, 8) NOT NULL,
        fiat_amount numeric(30, 2) NOT NULL,
        verified_name text NOT NULL,
        placed_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        reminded_at timestamptz,
        matching jsonb,
        match_refusal text,
        receiving_account jsonb,
        matched_by uuid,
        matched_at timestamptz,
        payer_name text,
        payer_bank text,
        proof jsonb,
        name_matches boolean,
        proof_at timestamptz,
        approvals jsonb NOT NULL DEFAULT '[]'::jsonb,
        extensions jsonb NOT NULL DEFAULT '[]'::jsonb,
        decided_by uuid,
        reason text,
        ended_at timestamptz,
        credited_at timestamptz,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX c2c_orders_customer ON c2c_orders (customer_id, placed_at DESC);
      CREATE INDEX c2c_orders_queue ON c2c_orders (status, expires_at);

      -- The receiving accounts finance keeps (c2c-receiving-account-<id>): where customers send their fiat.
      CREATE TABLE c2c_receiving_accounts (
        account_id uuid PRIMARY KEY,
        fiat text NOT NULL,
        account_name text NOT NULL,
        account_number text NOT NULL,
        bank_name text NOT NULL,
        bank_address text NOT NULL,
        status text NOT NULL,
        proposed_by uuid NOT NULL,
        proposed_at timestamptz NOT NULL,
        reason text NOT NULL,
        confirmed_by uuid,
        confirmed_at timestamptz,
        retired_by uuid,
        retired_at timestamptz,
        retire_reason text
      );

      -- Remittance proofs, decoded and encoded afresh; served to their owner and staff only.
      ${customerImagesTable('remittance_proofs')}

      -- What kyc publishes: each customer's verified real name (the primary tier's approval).
      CREATE TABLE c2c_verified_names (
        customer_id uuid PRIMARY KEY,
        real_name text NOT NULL,
        verified_at timestamptz NOT NULL
      );
    `;
}

export const c2cMigrations: MigrationClass[] = [C2cOrdersAccountsRates1751201000000];
