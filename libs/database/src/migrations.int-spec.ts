import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { runMigrations, SchemaMigration, type MigrationClass, type QueryRunner } from './index';

/** A migration that creates a table and records that it ran, so a second run would show. */
function creating(name: string, table: string): MigrationClass {
  return class extends SchemaMigration {
    override get name(): string {
      return name;
    }
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(`CREATE TABLE ${table} (id int PRIMARY KEY)`);
      await queryRunner.query(`INSERT INTO runs (migration) VALUES ($1)`, [name]);
    }
  };
}

let db: TestDatabase;
const runsOf = async () => (await db.pool.query<{ migration: string }>('SELECT migration FROM runs ORDER BY at, migration')).rows.map((row) => row.migration);

beforeEach(async () => {
  db = await createTestDatabase('migrations');
  await db.pool.query('CREATE TABLE runs (migration text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())');
});
afterEach(() => db.drop());

describe('runMigrations (TypeORM migrations under an advisory lock)', () => {
  const first = creating('First1750000001000', 'first_table');
  const second = creating('Second1750000002000', 'second_table');

  it('applies pending migrations in timestamp order, each once, whatever order they are listed in', async () => {
    expect(await runMigrations(db.pool, [second, first])).toEqual(['First1750000001000', 'Second1750000002000']);
    expect(await runMigrations(db.pool, [first, second])).toEqual([]);
    const third = creating('Third1750000003000', 'third_table');
    expect(await runMigrations(db.pool, [first, second, third])).toEqual(['Third1750000003000']);
    expect(await runsOf()).toEqual(['First1750000001000', 'Second1750000002000', 'Third1750000003000']);
  });

  it('applies each migration exactly once when eight processes start at the same moment', async () => {
    const pools = Array.from({ length: 8 }, () => new Pool({ connectionString: db.url, max: 3 }));
    try {
      await Promise.all(pools.map((pool) => runMigrations(pool, [first, second])));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(await runsOf()).toEqual(['First1750000001000', 'Second1750000002000']);
  });

  it('leaves nothing of a migration that fails, records it as not run, and names it', async () => {
    class Failing1750000001500 extends SchemaMigration {
      async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query('CREATE TABLE half_done (id int)');
        await queryRunner.query('SELECT no_such_column FROM half_done');
      }
    }
    await expect(runMigrations(db.pool, [first, Failing1750000001500, second])).rejects.toThrow(/no_such_column/);
    expect((await db.pool.query(`SELECT to_regclass('half_done') AS t`)).rows[0].t).toBeNull();
    expect(await runsOf()).toEqual(['First1750000001000']);
    const recorded = await db.pool.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(recorded.rows.map((row) => row.name)).toEqual(['First1750000001000']);
  });

  it('takes over the history of a database the earlier runner migrated, running only what is new', async () => {
    await db.pool.query('CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    await db.pool.query(`INSERT INTO schema_migrations (id) VALUES ('test-001-first')`);
    await db.pool.query('CREATE TABLE first_table (id int PRIMARY KEY)');
    const legacyIds = { 'test-001-first': 'First1750000001000' };
    expect(await runMigrations(db.pool, [first, second], legacyIds)).toEqual(['Second1750000002000']);
    expect(await runsOf()).toEqual(['Second1750000002000']);
    expect(await runMigrations(db.pool, [first, second], legacyIds)).toEqual([]);
  });

  it('is forward only: a migration refuses to be undone', async () => {
    await expect(new first().down()).rejects.toThrow('First1750000001000 is forward only');
  });
});
