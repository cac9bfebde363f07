import { SqlMigration, type MigrationClass } from '@meridian/database';

export class HttpRequestLog1750201000000 extends SqlMigration {
  protected readonly sql = `
      CREATE TABLE request_log (
        scope text NOT NULL,
        request_id text NOT NULL,
        fingerprint char(64) NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'done')),
        http_status integer,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, request_id)
      );
      CREATE INDEX request_log_created ON request_log (created_at);`;
}

// A claim names its owner (a PostgreSQL backend of the claiming process) and a lease, so a claim
// left pending by a crashed process is taken over by the retry instead of refusing it for ever.
export class HttpRequestLogLease1750202000000 extends SqlMigration {
  protected readonly sql = `
      ALTER TABLE request_log ADD COLUMN owner text, ADD COLUMN lease_until timestamptz;
      UPDATE request_log SET lease_until = created_at WHERE status = 'pending';
      -- Answers kept before secrets were left out of the log: a token stored here is a live session.
      UPDATE request_log SET response = '{"isError": false, "secret": true}'
       WHERE response IS NOT NULL AND response::text ~* '"[a-z_]*(token|secret|password|recovery|otpauth)[a-z_]*": *[["]';`;
}

export const idempotencyMigrations: MigrationClass[] = [HttpRequestLog1750201000000, HttpRequestLogLease1750202000000];

// The originals an auditor may need (identity documents, deposit proofs), kept apart from what is
// served: no route reads this table, so no browser is ever sent these bytes.
export class HttpUploadOriginals1750301000000 extends SqlMigration {
  protected readonly sql = `
      CREATE TABLE upload_originals (
        image_id uuid PRIMARY KEY,
        store text NOT NULL,
        customer_id uuid NOT NULL,
        sha256 char(64) NOT NULL,
        size integer NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX upload_originals_customer ON upload_originals (customer_id);
    `;
}

export const uploadMigrations: MigrationClass[] = [HttpUploadOriginals1750301000000];
