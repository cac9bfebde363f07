import type { Pool } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dataSourceOn } from './data-source';
import { LEGACY_MIGRATION_IDS } from './legacy-migration-ids';

/**
 * A schema change, as a TypeORM migration class named `<What><13-digit timestamp>`: TypeORM orders by
 * the timestamp and records the class name (the build compiles file by file and keeps class names;
 * services/platform/src/migrations.spec.ts checks them). Forward only: the event log is the truth and
 * is never rewritten (DESIGN.md invariant 9), so a mistake is corrected by a new migration, and read
 * models are rebuilt by replay rather than rolled back.
 */
export abstract class SchemaMigration implements MigrationInterface {
  get name(): string {
    return this.constructor.name;
  }

  abstract up(queryRunner: QueryRunner): Promise<void>;

  async down(): Promise<void> {
    throw new Error(`${this.name} is forward only: write a new migration that corrects it`);
  }
}

/** A schema change that is one SQL script (DDL and the statements that move rows to the new shape). */
export abstract class SqlMigration extends SchemaMigration {
  protected abstract readonly sql: string;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(this.sql);
  }
}

export type MigrationClass = new () => SchemaMigration;

const MIGRATION_LOCK = 727274;

/**
 * Applies the migrations not yet recorded in TypeORM's `migrations` table, each in its own
 * transaction, under an advisory lock so that several processes starting at once apply each exactly
 * once (TypeORM takes no lock of its own). A database migrated before the move to TypeORM keeps its
 * history: the changes `schema_migrations` lists are recorded as run, not run again (`legacyIds` names
 * the migration each of its ids became).
 */
export async function runMigrations(
  pool: Pool,
  migrations: readonly MigrationClass[],
  legacyIds: Readonly<Record<string, string>> = LEGACY_MIGRATION_IDS,
): Promise<string[]> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const adopted = await legacyApplied(pool, migrations, legacyIds);
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
async function legacyApplied(pool: Pool, migrations: readonly MigrationClass[], legacyIds: Readonly<Record<string, string>>): Promise<MigrationClass[]> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM schema_migrations').catch((error: { code?: string }) => {
    if (error.code === '42P01') return { rows: [] as { id: string }[] }; // a database made after the move
    throw error;
  });
  const done = new Set(rows.map((row) => legacyIds[row.id]));
  return migrations.filter((migration) => done.has(new migration().name));
}
