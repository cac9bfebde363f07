export { embeddedDatabaseDir, startEmbeddedPostgres, stopOrphanedPostgres, type EmbeddedDatabase, type EmbeddedDatabaseOptions } from './embedded-postgres';
export { runMigrations, type Migration } from './migrations';
export { allAnswered, inTransaction, isRetryableConflict } from './transaction';
