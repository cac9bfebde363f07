import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file on the server named by DATABASE_URL (the machine's server in
 * CI, or the embedded one that test/setup/global-setup.mjs starts when none is given). With
 * `template`, a copy of that database (PostgreSQL copies its files: a migrated schema in a fraction
 * of the time its migrations take).
 */
export async function createTestDatabase(prefix = 'test', template?: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: run tests through jest (its global setup provides one)');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const pool = new Pool({ connectionString: url, max: 20 });
  // Dropping the database terminates idle connections; that is expected, not a test failure.
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      const cleaner = new Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
