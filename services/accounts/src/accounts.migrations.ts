import type { Migration } from '@meridian/database';

export const accountsMigrations: Migration[] = [
  {
    id: 'accounts-001-ledger-balances',
    sql: `
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
      CREATE INDEX ledger_postings_customer ON ledger_postings (customer_id, id DESC);`,
  },
];
