import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from './platform-harness';
import { freePort, ROOT, startProcess, stopProcess, type Started } from './processes';

export const INTERNAL_TOKEN = 'test-internal-token';

export interface DistributedPlatform {
  /** nginx, the one public port. */
  edgeUrl: string;
  /** The environment every service process got (a test may start one more beside them). */
  serviceEnv: NodeJS.ProcessEnv;
  launcher: Started;
  stop(): Promise<void>;
}

/**
 * `npm run start:distributed` as the suite runs it (scripts/start-distributed.mjs, without its build
 * step): every service in its own process, the bus on `transport` (Kafka: the mock cluster the test
 * setup built, unless KAFKA_BROKERS names one), nginx in front on a free port. Ten service processes
 * run (identity, accounts, trading, two push gateways, kyc, earn, lending, c2c and engagement), beside
 * nginx, the launcher's PostgreSQL and, on Kafka, the mock cluster. On the embedded PostgreSQL the
 * launcher starts, in a folder of its own: their pools alone may hold 90 connections (10 a service,
 * 5 a gateway), more than a shared server's 100 leaves while the rest of the suite runs beside them.
 */
export async function startDistributed(transport: 'kafka' | 'postgres', env: NodeJS.ProcessEnv = {}): Promise<DistributedPlatform> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-distributed-'));
  const serviceEnv = {
    DATA_DIR: dataDir,
    DATABASE_URL: `postgres://postgres:meridian@127.0.0.1:${pgPort}/postgres`,
    BUS_TRANSPORT: transport,
    INTERNAL_TOKEN,
    RATE_LIMIT_PER_IP: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The global setup checked Redis: without it, rate limits and socket.io rooms stay per process.
    REDIS_URL: process.env.MERIDIAN_REDIS_MISSING ? '' : (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
    ...env,
  };
  const launcherEnv = { ...serviceEnv, DATABASE_URL: '', EMBEDDED_PG_PORT: String(pgPort), PORT: String(port) };
  const launcher = await startProcess(join(ROOT, 'scripts/start-distributed.mjs'), launcherEnv, `http://127.0.0.1:${port}/health`, {
    group: true,
    timeoutMs: 150_000,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    edgeUrl: `http://127.0.0.1:${port}`,
    serviceEnv,
    launcher,
    stop: async () => {
      try {
        await stopProcess(launcher);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
