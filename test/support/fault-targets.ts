import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDistributed } from './distributed';
import { waitFor, type FaultTarget } from './fault-run';
import { ADMIN } from './platform-harness';
import { freePort, ROOT, startProcess, type Started } from './processes';

/** The one-process platform's rounds: SIGKILL of `npm start`, and of its embedded PostgreSQL with it. */
export const ONE_PROCESS_ROUNDS = ['platform', 'platform-and-database'] as const;

/**
 * `npm start` on its embedded PostgreSQL, nothing else. A round kills the platform with SIGKILL (in a
 * `platform-and-database` round, its PostgreSQL and every backend too) and starts it again the same way.
 */
export async function onePlatformTarget(): Promise<FaultTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-faults-'));
  const env = {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(await freePort()),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_IP: '100000',
    PRICE_FEED_INTERVAL_MS: '250',
  };
  const base = `http://127.0.0.1:${env.PORT}`;
  const start = () => startProcess(join(ROOT, 'scripts/start.mjs'), env, `${base}/health`);
  let running: Started | null = await start();
  return {
    base,
    pgPort: env.EMBEDDED_PG_PORT,
    inject: async (round) => {
      await killPlatform(running!, round === 'platform-and-database' ? dataDir : null);
      running = null;
    },
    recover: async () => {
      running = await start();
    },
    stop: async () => {
      if (running) {
        running.child.kill('SIGINT');
        await new Promise((resolve) => running!.child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The distributed profile's processes a round may strike (scripts/start-distributed.mjs). */
export const DISTRIBUTED_PROCESSES = ['identity', 'accounts', 'trading', 'gateway-1', 'kyc', 'earn', 'lending', 'c2c', 'engagement'] as const;

/** How long a `pause:<process>` round holds the process stopped: past the bus consumer's session timeout, so its group moves on without it. */
export const PAUSE_MS = 40_000;

/**
 * `npm run start:distributed` through nginx, on the Kafka transport (the mock cluster the test setup
 * built, unless KAFKA_BROKERS names a broker). A round named after a process (`accounts`) kills it with
 * SIGKILL and the launcher starts it again, as an orchestrator would; `pause:<process>` stops it with
 * SIGSTOP for `PAUSE_MS`, past its session on the bus, and lets it go on.
 */
export async function distributedTarget(): Promise<FaultTarget> {
  const platform = await startDistributed('kafka', { RATE_LIMIT_PER_IP: '100000', PRICE_FEED_INTERVAL_MS: '250' });
  const output = () => platform.launcher.output();
  const pgPort = /127\.0\.0\.1:(\d+)\//.exec(String(platform.serviceEnv.DATABASE_URL))![1]!;
  const comebacks = (name: string) => output().split('\n').filter((line) => line.includes(`[start] ${name} is back`)).length;
  const struck = new Map<string, number>();
  return {
    base: platform.edgeUrl,
    pgPort,
    inject: async (round, log) => {
      const [kind, name] = round.startsWith('pause:') ? ['pause', round.slice('pause:'.length)] : ['kill', round];
      const pid = pidOf(output(), name);
      struck.set(name, comebacks(name));
      log(`[faults] ${kind} ${name} (pid ${pid})`);
      if (kind === 'kill') {
        process.kill(pid, 'SIGKILL');
        await waitFor(() => !alive(pid), 10_000);
        return;
      }
      process.kill(pid, 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      process.kill(pid, 'SIGCONT');
    },
    recover: async (round) => {
      if (round.startsWith('pause:')) return;
      // The launcher says so once the process answers its health check again.
      await waitFor(() => comebacks(round) > struck.get(round)!, 120_000);
      await waitFor(async () => (await fetch(`${platform.edgeUrl}/health`).catch(() => null))?.ok === true, 30_000);
    },
    stop: () => platform.stop(),
  };
}

/** The pid the launcher last reported for a process: at the start (`name  url  SERVICES=…  pid N`), or when it came back. */
function pidOf(output: string, name: string): number {
  let pid: number | null = null;
  for (const line of output.split('\n')) {
    const started = new RegExp(`^\\s+${name}\\s+http\\S+\\s+SERVICES=\\S+\\s+pid (\\d+)`).exec(line);
    const back = new RegExp(`\\[start\\] ${name} is back \\(pid (\\d+)\\)`).exec(line);
    const match = started ?? back;
    if (match) pid = Number(match[1]);
  }
  if (!pid) throw new Error(`the launcher named no pid for ${name}:\n${output.slice(-2000)}`);
  return pid;
}

/** SIGKILL the platform, and in a database round its PostgreSQL and every backend of it too. */
async function killPlatform(running: Started, dataDirOfDatabase: string | null): Promise<void> {
  const postmaster = dataDirOfDatabase ? postmasterPid(dataDirOfDatabase) : null;
  running.child.kill('SIGKILL');
  await new Promise((resolve) => (running.child.exitCode !== null ? resolve(null) : running.child.once('exit', resolve)));
  if (postmaster) {
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await waitFor(() => !alive(postmaster), 10_000);
  }
}

function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0]!, 10) || null;
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

