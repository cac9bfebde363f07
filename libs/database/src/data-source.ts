import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/** A class TypeORM instantiates: a migration or an entity. */
type Constructor = new () => object;

export interface DataSourceParts {
  /** TypeORM migration classes, run by `runMigrations` (migrations.ts). */
  migrations?: readonly Constructor[];
  /** Entity classes, for read models kept as TypeORM entities. */
  entities?: readonly Constructor[];
}

/**
 * A TypeORM DataSource on the pool this process already has, so that TypeORM, the event store and the
 * bus share one set of connections, and a query runner can join a transaction the event store began.
 *
 * TypeORM builds its pool with `new driver.Pool(options)`; the driver given here answers with the
 * existing pool. The pool stays its creator's to end: never call `destroy` on the result (TypeORM's
 * destroy ends the pool it believes it made).
 */
export async function dataSourceOn(pool: Pool, parts: DataSourceParts = {}): Promise<DataSource> {
  function SharedPool(): Pool {
    return pool;
  }
  const dataSource = new DataSource({
    type: 'postgres',
    driver: { Pool: SharedPool },
    migrations: [...(parts.migrations ?? [])],
    entities: [...(parts.entities ?? [])],
    migrationsTransactionMode: 'each',
    logging: false,
  });
  return dataSource.initialize();
}
