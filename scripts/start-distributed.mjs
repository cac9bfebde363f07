// `npm run start:distributed`: the distributed profile on this machine. Every service in its own
// process from the same build (services/platform/dist; SERVICES picks what each hosts) and two push
// gateways, one PostgreSQL (DATABASE_URL, else the embedded one `npm start` uses), the Kafka transport
// (KAFKA_BROKERS, else librdkafka's mock cluster; BUS_TRANSPORT=postgres for the log bus instead),
// Redis at REDIS_URL for rate limits and socket.io, and nginx as the one public port (PORT, 3000).
// Ctrl-C stops it all.
// `--build` compiles the server first, and builds the web apps if they were never built.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, lineOf, startChild, waitHealthy } from './distributed/children.mjs';
import { startEdge } from './distributed/edge.mjs';
import { startKafka } from './distributed/kafka.mjs';
import { redisProblem } from './distributed/redis.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLATFORM_MAIN = join(root, 'services/platform/dist/main.js');

/**
 * One process per service, and two push gateways: trading publishes market data on the bus's live
 * channel and customers' updates through its outbox, so a gateway needs nothing beside it, and nginx
 * spreads the sockets over both (sticky by client address). `edge` names the route table's target.
 * A process that dies is started again, as an orchestrator would: a gateway while the other serves,
 * a service while nginx answers its routes 502 and the bus keeps its messages until it is back. One
 * that does not come back stops all.
 */
const PROCESSES = [
  { name: 'identity', services: 'identity', edge: 'identity' },
  { name: 'accounts', services: 'accounts', edge: 'accounts' },
  { name: 'trading', services: 'trading', edge: 'trading' },
  { name: 'gateway-1', services: 'gateway', edge: 'gateway', poolSize: '5' },
  { name: 'gateway-2', services: 'gateway', edge: 'gateway', poolSize: '5' },
  { name: 'kyc', services: 'kyc', edge: 'kyc' },
  { name: 'earn', services: 'earn', edge: 'earn' },
  { name: 'lending', services: 'lending', edge: 'lending' },
  { name: 'c2c', services: 'c2c', edge: 'c2c' },
  { name: 'engagement', services: 'engagement', edge: 'engagement' },
];

/** How long a stopped process stays down before the launcher starts it again. */
const RESTART_DELAY_MS = 2000;

const stoppers = [];
let stopping = null;

/** Stops what started, last started first (edge, services, Kafka, database), then exits. */
function stopAll(code) {
  stopping ??= (async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error) => console.error(`[start] ${error.message}`));
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function build() {
  await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href);
  for (const app of ['web-customer', 'web-backoffice']) {
    if (existsSync(join(root, app, 'dist/index.html'))) continue;
    console.log(`[start] building ${app} (first start only)`);
    const result = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', app], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

async function database() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, description: 'DATABASE_URL' };
  const { started, match } = lineOf(
    'database',
    process.execPath,
    [join(root, 'scripts/distributed/embedded-database.mjs')],
    /^database (\S+)$/,
    { detached: true },
  );
  stoppers.push(() => started.stop('SIGTERM', 30_000));
  const [, url] = await match;
  return { url, description: `embedded PostgreSQL (${url.replace(/:[^:@/]+@/, ':***@')})` };
}

async function main() {
  if (process.argv.includes('--build')) await build();
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const transport = process.env.BUS_TRANSPORT ?? 'kafka';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisMissing = await redisProblem(redisUrl);
  if (redisMissing) console.log(`[start] no Redis at ${redisUrl} (${redisMissing}): rate limits and socket.io rooms stay per process`);

  const db = await database();
  const kafka = transport === 'kafka' ? await startKafka(root) : null;
  if (kafka) stoppers.push(kafka.stop);
  const ports = Object.fromEntries(await Promise.all(PROCESSES.map(async ({ name }) => [name, await freePort()])));
  const local = (name) => `http://127.0.0.1:${ports[name]}`;
  const common = {
    ...process.env,
    DATABASE_URL: db.url,
    BUS_TRANSPORT: transport,
    ...(kafka ? { KAFKA_BROKERS: kafka.brokers } : {}),
    // The mock cluster has no CreateTopics: the bus creates its topics by metadata auto-creation there.
    ...(kafka?.mock ? { KAFKA_TOPIC_CREATION: 'metadata' } : {}),
    ...(redisMissing ? { REDIS_URL: '' } : { REDIS_URL: redisUrl }),
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN ?? randomBytes(24).toString('base64url'),
    IDENTITY_URL: local('identity'),
    TRADING_URL: local('trading'),
    ACCOUNTS_URL: local('accounts'),
    PUBLIC_URL: publicUrl,
    // Only nginx's X-Forwarded-For is believed, and nginx reaches the services from here.
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    // Ten processes share the server's connections (100 by default): at most 10 for each service and
    // 5 for each gateway (its inbox, its LISTENs) leaves room for the rest.
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
  };
  // Together: each applies the migrations under an advisory lock, and none needs another to start.
  const running = new Map();
  stoppers.push(() => Promise.all([...running.values()].map((started) => started.stop('SIGINT', 30_000))));
  const start = async ({ name, services: hosted, poolSize }, restart = false) => {
    const started = startChild(name, process.execPath, [PLATFORM_MAIN], {
      env: { ...common, SERVICES: hosted, PORT: String(ports[name]), ...(poolSize && !process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: poolSize } : {}) },
    });
    running.set(name, started);
    await waitHealthy(started, `${local(name)}/health`);
    if (restart) console.log(`[start] ${name} is back (pid ${started.child.pid})`);
    void started.exited.then((outcome) => whenStopped(PROCESSES.find((entry) => entry.name === name), outcome));
  };
  const whenStopped = (entry, outcome) => {
    if (stopping) return;
    // A gateway's clients go to the other until it is back; a service's requests meet 502 at nginx and
    // are retried by the clients with their keys (test/support/fault-run.ts). A short pause first, so a
    // process that fails as it starts is not restarted in a tight loop.
    console.error(`[start] ${entry.name} stopped (${outcome}): starting it again in ${RESTART_DELAY_MS / 1000} s`);
    setTimeout(() => {
      if (stopping) return;
      start(entry, true).catch((error) => {
        console.error(`[start] ${entry.name} did not come back (${error.message}): stopping the rest`);
        void stopAll(1);
      });
    }, RESTART_DELAY_MS);
  };
  await Promise.all(PROCESSES.map((entry) => start(entry)));
  const upstreams = {};
  for (const { name, edge } of PROCESSES) (upstreams[edge] ??= []).push(`127.0.0.1:${ports[name]}`);
  const edge = await startEdge({ listen: String(port), upstreams, healthUrl: `http://127.0.0.1:${port}/health` });
  stoppers.push(edge.stop);
  console.log(
    [
      '',
      `Meridian, distributed profile: ${publicUrl}/ (back office ${publicUrl}/admin)`,
      ...PROCESSES.map(({ name, services }) => `  ${name.padEnd(10)} ${local(name)}  SERVICES=${services}  pid ${running.get(name)?.child.pid}`),
      `  edge       nginx on port ${port} (config ${edge.config})`,
      `  bus        ${kafka ? `kafka: ${kafka.description}` : transport}`,
      `  database   ${db.description}`,
      `  redis      ${redisMissing ? 'none' : redisUrl}`,
      'Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  void stopAll(1);
});
