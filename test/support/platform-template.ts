import { Client, Pool } from 'pg';
import { runMigrations } from '@meridian/database';
import { platformMigrations } from '@meridian/platform';
import { withDatabase } from '@meridian/testing';

/** Held while one worker builds the template, so the others wait for it instead of building their own. */
const TEMPLATE_LOCK = 727_275;

let ready: Promise<string | undefined> | undefined;

/**
 * The name of a database holding every platform migration and nothing else, made once per test run
 * by the first worker that asks (test/setup/global-setup.mjs names it, its teardown drops it). Each
 * test platform's database is a copy of it: PostgreSQL copies a migrated schema in a fraction of the
 * seconds its 55 migrations take to run. The platform still runs its migrations at start and finds
 * them all applied, as a restart does. Undefined when the run names no template (each database is
 * then migrated from empty).
 */
export function platformTemplate(): Promise<string | undefined> {
  ready ??= buildOnce(process.env.MERIDIAN_TEST_TEMPLATE);
  return ready;
}

async function buildOnce(name: string | undefined): Promise<string | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!name || !serverUrl) return undefined;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete, so a worker that died half-way leaves no
      // half-migrated template behind for the others.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const pool = new Pool({ connectionString: withDatabase(serverUrl, building), max: 2 });
      try {
        await runMigrations(pool, platformMigrations);
      } finally {
        await pool.end();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
