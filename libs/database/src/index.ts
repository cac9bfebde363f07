export { dataSourceOn, type DataSourceParts } from './data-source';
export { embeddedDatabaseDir, startEmbeddedPostgres, stopOrphanedPostgres, type EmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded-postgres';
export { runMigrations, SchemaMigration, type MigrationClass } from './migrations';
export type { QueryRunner } from 'typeorm';
export { allAnswered, inTransaction, isRetryableConflict } from './transaction';
