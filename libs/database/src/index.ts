export { dataSourceOn, type DataSourceParts } from './data-source';
export { embeddedDatabaseDir, startEmbeddedPostgres, stopOrphanedPostgres, type EmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded-postgres';
export { LEGACY_MIGRATION_IDS } from './legacy-migration-ids';
export { runMigrations, SchemaMigration, SqlMigration, type MigrationClass } from './migrations';
export type { QueryRunner } from 'typeorm';
export { prepared } from './prepared';
export { allAnswered, inSnapshot, inTransaction, isRetryableConflict } from './transaction';
export { entityDrift, mergeRow, ReadModels, type ReadModelConnection } from './read-models';
