import { SqlMigration, type MigrationClass } from '@meridian/database';
import { customerImagesTable } from '@meridian/http';

export class LendingLoansCredit1751101000000 extends SqlMigration {
  protected readonly sql = `
      -- Loans (the loan-<id> streams) as the customer and finance read them; written inline with each event.
      CREATE TABLE loans (
        loan_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        product_id text NOT NULL,
        amount numeric(30, 6) NOT NULL,
        status text NOT NULL,
        applicant jsonb NOT NULL,
        images jsonb NOT NULL,
        terms jsonb,
        disbursed_at timestamptz,
        due_at timestamptz,
        principal numeric(30, 6) NOT NULL DEFAULT 0,
        interest numeric(30, 6) NOT NULL DEFAULT 0,
        late_fee numeric(30, 6) NOT NULL DEFAULT 0,
        interest_total numeric(30, 6) NOT NULL DEFAULT 0,
        late_fee_total numeric(30, 6) NOT NULL DEFAULT 0,
        yesterday_interest numeric(30, 6) NOT NULL DEFAULT 0,
        days_accrued int NOT NULL DEFAULT 0,
        interest_days int NOT NULL DEFAULT 0,
        overdue_days int NOT NULL DEFAULT 0,
        repaid_total numeric(30, 6) NOT NULL DEFAULT 0,
        reason text,
        pending_repayment numeric(30, 6),
        repayment_failure text,
        applied_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX loans_customer ON loans (customer_id, applied_at DESC);
      CREATE INDEX loans_status ON loans (status, applied_at);

      CREATE TABLE loan_interest (
        loan_id uuid NOT NULL,
        day int NOT NULL,
        rate numeric(12, 8) NOT NULL,
        amount numeric(30, 6) NOT NULL,
        overdue boolean NOT NULL,
        accrued_at timestamptz NOT NULL,
        PRIMARY KEY (loan_id, day)
      );

      -- The latest score of each customer (the credit-<id> streams) and the proofs they sent.
      CREATE TABLE credit_scores (
        customer_id uuid PRIMARY KEY,
        score int,
        reason text,
        evaluated_by uuid,
        evaluated_at timestamptz,
        proofs jsonb NOT NULL DEFAULT '[]'
      );

      -- Applicant documents and credit proofs, checked by their bytes, served to the owner and staff.
      ${customerImagesTable('lending_images')}

      -- What kyc publishes: each customer's tiers, and what each level allows (no row: the defaults).
      CREATE TABLE lending_customer_tiers (
        customer_id uuid PRIMARY KEY,
        tiers text[] NOT NULL
      );
      CREATE TABLE lending_verification_limits (
        id text PRIMARY KEY,
        limits jsonb NOT NULL,
        changed_at timestamptz NOT NULL
      );
    `;
}

export class LendingRepaymentProofs1751102000000 extends SqlMigration {
  protected readonly sql = `
      -- A repayment on its way comes from the wallet or by a proof finance reviews (the image).
      ALTER TABLE loans ADD COLUMN pending_via text;
      ALTER TABLE loans ADD COLUMN pending_proof jsonb;
      ALTER TABLE loans ADD COLUMN proof_rejection text;
    `;
}

export class LendingRepaymentApprovals1751103000000 extends SqlMigration {
  protected readonly sql = `
      -- Four eyes on a repayment by bank receipt above the threshold: the first approval, waiting for a second.
      ALTER TABLE loans ADD COLUMN pending_approvals jsonb NOT NULL DEFAULT '[]'::jsonb;
    `;
}

export class LendingCreditEvaluationRequests1751104000000 extends SqlMigration {
  protected readonly sql = `
      -- A customer's request for a credit evaluation waits in finance's queue until a score answers it.
      ALTER TABLE credit_scores ADD COLUMN evaluation_requested_at timestamptz;
      CREATE INDEX credit_scores_requested ON credit_scores (evaluation_requested_at) WHERE evaluation_requested_at IS NOT NULL;
    `;
}

export class LendingDisbursementApprovals1751105000000 extends SqlMigration {
  protected readonly sql = `
      -- Four eyes on a disbursement above the threshold: the first approval, waiting for a second.
      ALTER TABLE loans ADD COLUMN disbursement_approvals jsonb NOT NULL DEFAULT '[]'::jsonb;
    `;
}

export const lendingMigrations: MigrationClass[] = [
  LendingLoansCredit1751101000000,
  LendingRepaymentProofs1751102000000,
  LendingRepaymentApprovals1751103000000,
  LendingCreditEvaluationRequests1751104000000,
  LendingDisbursementApprovals1751105000000,
];
