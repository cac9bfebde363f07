import type { Pool } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dataSourceOn } from './data-source';

/**
 * A schema change, as a TypeORM migration class (`<Name><13-digit timestamp>`, with `name` set to the
 * same so a bundler renaming classes cannot change it). Forward only: the event log is the truth and
 * is never rewritten (DESIGN.md invariant 9), so a mistake is corrected by a new migration, and read
 * models are rebuilt by replay rather than rolled back.
 */
export abstract class SchemaMigration implements MigrationInterface {
  abstract readonly name: string;
  /** The id this change had in `schema_migrations` before the project moved to TypeORM's migrations. */
  readonly legacyId?: string;

  abstract up(queryRunner: QueryRunner): Promise<void>;

  async down(): Promise<void> {
    throw new Error(`${this.name} is forward only: write a new migration that corrects it`);
  }
}

export type MigrationClass = new () => SchemaMigration;

const MIGRATION_LOCK = 727274;

/**
 * Applies the migrations not yet recorded in TypeORM's `migrations` table, each in its own
 * transaction, under an advisory lock so that several processes starting at once apply each exactly
 * once (TypeORM takes no lock of its own). A database migrated before the move to TypeORM keeps its
 * history: the changes `schema_migrations` lists are recorded as run, not run again.
 */
export async function runMigrations(pool: Pool, migrations: readonly MigrationClass[]): Promise<string[]> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const adopted = await legacyApplied(pool, migrations);
    if (adopted.length > 0) {
      const earlier = await dataSourceOn(pool, { migrations: adopted });
      await earlier.runMigrations({ fake: true });
    }
    const dataSource = await dataSourceOn(pool, { migrations: [...migrations] });
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** The migrations that the pre-TypeORM runner recorded in `schema_migrations`, if that table exists. */
async function legacyApplied(pool: Pool, migrations: readonly MigrationClass[]): Promise<MigrationClass[]> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM schema_migrations').catch((error: { code?: string }) => {
    if (error.code === '42P01') return { rows: [] as { id: string }[] }; // a database made after the move
    throw error;
  });
  const done = new Set(rows.map((row) => row.id));
  return migrations.filter((migration) => {
    const legacyId = new migration().legacyId;
    return legacyId !== undefined && done.has(legacyId);
  });
}
