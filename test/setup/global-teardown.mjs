import { rmSync } from 'node:fs';
import pg from 'pg';

/** Drops the run's platform template (an embedded server goes with everything on it). */
async function dropTemplate() {
  const name = process.env.MERIDIAN_TEST_TEMPLATE;
  if (!name || !process.env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (const database of [name, `${name}_building`]) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function globalTeardown() {
  const embedded = globalThis.__MERIDIAN_EMBEDDED_PG__;
  if (!embedded) return dropTemplate();
  await embedded.server.stop();
  rmSync(embedded.dir, { recursive: true, force: true });
}
