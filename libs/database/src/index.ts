export { startEmbeddedPostgres, type EmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded-postgres';
export { runMigrations, type Migration } from './migrations';
export { inTransaction, isRetryableConflict } from './transaction';
