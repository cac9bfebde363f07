import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kafkaMockBinary, startKafkaMock, type KafkaMockCluster } from '../../libs/messaging/src/testing/kafka-mock/kafka-mock';
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

/** The round that kills Redis (rate limits, socket.io between the gateways) and starts it again after REDIS_DOWN_MS. */
export const REDIS_ROUND = 'redis';

/** How long the `redis` round keeps Redis down, under load, before starting it again as an orchestrator would. */
export const REDIS_DOWN_MS = 3000;

/** The round that takes every broker of the Kafka cluster down, and brings them back after KAFKA_DOWN_MS. */
export const KAFKA_ROUND = 'kafka';

/**
 * How long the `kafka` round keeps the brokers down, under load: longer than a producer's first
 * retries and than a consumer's heartbeat interval, well short of its session timeout.
 */
export const KAFKA_DOWN_MS = 5000;

/** How long a `pause:<process>` round holds the process stopped: past the bus consumer's session timeout, so its group moves on without it. */
export const PAUSE_MS = 40_000;

/**
 * `npm run start:distributed` through nginx, on the Kafka transport: a mock cluster of the drill's own
 * (librdkafka's, three brokers), handed to the launcher as KAFKA_BROKERS. A round named after a process
 * (`accounts`) kills it with SIGKILL and the launcher starts it again, as an orchestrator would;
 * `pause:<process>` stops it with SIGSTOP for `PAUSE_MS`, past its session on the bus, and lets it go
 * on; `kafka` takes every broker down for `KAFKA_DOWN_MS`; `redis` kills Redis.
 */
export async function distributedTarget(): Promise<FaultTarget> {
  const mock = kafkaMockBinary();
  if ('missing' in mock) throw new Error(`the drill needs the Kafka mock cluster: ${mock.missing}`);
  // A Kafka and a Redis of the drill's own, which its rounds may strike without touching anything else.
  const kafka = await startKafkaMock(mock.binary, 3);
  const redisPort = await freePort();
  let redis = await startRedis(redisPort).catch(async (error: unknown) => {
    await kafka.stop();
    throw error;
  });
  const stopOwn = () => Promise.allSettled([kafka.stop(), stopRedis(redis)]);
  const platform = await startDistributed('kafka', {
    RATE_LIMIT_PER_IP: '100000',
    PRICE_FEED_INTERVAL_MS: '250',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    KAFKA_BROKERS: kafka.brokers.join(','),
    // The mock has no CreateTopics: the bus creates its topics by metadata auto-creation there.
    KAFKA_TOPIC_CREATION: 'metadata',
  }).catch(async (error: unknown) => {
    await stopOwn();
    throw error;
  });
  const output = () => platform.launcher.output();
  // The rounds strike what the services use: the launcher names the Kafka and the Redis it gave them.
  const uses = [`redis      redis://127.0.0.1:${redisPort}`, `Kafka at KAFKA_BROKERS (${kafka.brokers.join(',')})`];
  if (!uses.every((line) => output().includes(line))) {
    await platform.stop().catch(() => undefined);
    await stopOwn();
    throw new Error(`the distributed profile does not use the drill's Kafka and Redis:\n${output().slice(-2000)}`);
  }
  const pgPort = /127\.0\.0\.1:(\d+)\//.exec(String(platform.serviceEnv.DATABASE_URL))![1]!;
  const comebacks = (name: string) => output().split('\n').filter((line) => line.includes(`[start] ${name} is back`)).length;
  const struck = new Map<string, number>();
  return {
    base: platform.edgeUrl,
    pgPort,
    inject: async (round, log) => {
      if (round === KAFKA_ROUND) {
        await strikeKafka(kafka, log);
        return;
      }
      if (round === REDIS_ROUND) {
        log(`[faults] kill redis (pid ${redis.pid}), start it again after ${REDIS_DOWN_MS} ms`);
        redis.kill('SIGKILL');
        await new Promise((resolve) => (redis.exitCode !== null || redis.signalCode !== null ? resolve(null) : redis.once('exit', resolve)));
        await new Promise((resolve) => setTimeout(resolve, REDIS_DOWN_MS));
        // Empty, as a Redis that keeps nothing on disk comes back: the limits' windows start again.
        redis = await startRedis(redisPort);
        return;
      }
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
      if (round === REDIS_ROUND || round === KAFKA_ROUND) return waitFor(async () => (await fetch(`${platform.edgeUrl}/health`).catch(() => null))?.ok === true, 30_000);
      if (round.startsWith('pause:')) return;
      // The launcher says so once the process answers its health check again.
      await waitFor(() => comebacks(round) > struck.get(round)!, 120_000);
      await waitFor(async () => (await fetch(`${platform.edgeUrl}/health`).catch(() => null))?.ok === true, 30_000);
    },
    stop: async () => {
      try {
        await platform.stop();
      } finally {
        await stopOwn();
      }
    },
  };
}

/** Every broker down under load for KAFKA_DOWN_MS, then up again with the messages it held. */
async function strikeKafka(kafka: KafkaMockCluster, log: (line: string) => void): Promise<void> {
  log(`[faults] take every Kafka broker down (${kafka.brokers.join(', ')}), bring them back after ${KAFKA_DOWN_MS} ms`);
  await kafka.setDown(-1);
  await new Promise((resolve) => setTimeout(resolve, KAFKA_DOWN_MS));
  await kafka.setUp(-1);
}

/** Debian's redis-server on `port`, keeping nothing on disk; resolves once it answers PING. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor(() => child.exitCode === null && redisAnswers(port), 10_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not answer on port ${port}: ${(error as Error).message}`);
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
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

