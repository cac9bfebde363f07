// The order gateway on a real framework? The same order entry (auth, request id, validation, the core,
// group commit, the envelope) served two ways, each in its own process on its own fresh database, in
// the same run: the hand-written direct routes ahead of Express (what the platform runs), and NestJS on
// @nestjs/platform-fastify with the same guard, interceptor, pipe and filter (bench/gateway/fastify-server.mjs).
// The platform's rule (issue 9): if Fastify reaches 90% of the direct routes' orders/s, the direct
// routes go and everything is served by Nest on Fastify.
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase, fmt, freePort } from './support.mjs';
import { bestAsks, fundedCustomer, orderRequests, startServer } from './gateway/spot-clients.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const CUSTOMERS = 16;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT'];
const GOAL = 0.9;

const GATEWAYS = [
  { name: 'direct routes (ahead of Express)', script: join(root, 'services/platform/dist/main.js') },
  { name: 'NestJS on Fastify', script: join(root, 'bench/gateway/fastify-server.mjs') },
];

export async function run({ seconds = 5, rounds = 3, connections = 64 } = {}) {
  const servers = [];
  try {
    // Both servers up at once, each on its own database, and loaded in turns (A B A B ...), so drift in
    // this shared machine's speed falls on both alike.
    for (const gateway of GATEWAYS) servers.push({ ...gateway, ...(await start(gateway.script)), samples: [] });
    for (const server of servers) await load(server, 2, connections); // warm-up, not counted
    for (let round = 0; round < rounds; round++) for (const server of servers) server.samples.push(await load(server, seconds, connections));
  } finally {
    for (const server of servers) await server.stop();
  }
  const results = servers.map(summarise);
  const [direct, fastify] = results;
  console.log(`\nOrder gateway — POST /api/v1/spot/orders, ${rounds} alternating rounds of ${seconds} s each, ${connections} connections, ${CUSTOMERS} customers, ${SYMBOLS.length} books`);
  console.log('  gateway                               orders/s    p50        p99        p99.9     non-2xx   rounds (orders/s)');
  for (const r of results)
    console.log(
      `  ${r.name.padEnd(36)}  ${r.perSecond.toFixed(0).padStart(8)}   ${fmt(r.latency.p50).padStart(9)}  ${fmt(r.latency.p99).padStart(9)}  ${fmt(r.latency.p99_9).padStart(9)}  ${String(r.non2xx).padStart(6)}   ${r.rounds.join(', ')}`,
    );
  const ratio = fastify.perSecond / direct.perSecond;
  console.log(`  ratio: Fastify ${ratio.toFixed(2)}x the direct routes' orders/s (median rounds); the bar to drop the direct routes is ${GOAL.toFixed(2)}x`);
  console.log(`  verdict: ${ratio >= GOAL ? 'Fastify is fast enough: serve order entry through Nest on Fastify' : 'keep the direct routes for order entry; Nest serves every other route'}`);
  return { direct, fastify, ratio };
}

async function start(script) {
  const db = await benchDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server;
  try {
    server = await startServer(script, { DATABASE_URL: db.url, PORT: String(port), RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'warn' }, base);
    const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, () => fundedCustomer(base)));
    const asks = await bestAsks(base, SYMBOLS);
    return { base, tokens, asks, stop: async () => (await server.stop(), await db.close()) };
  } catch (error) {
    await server?.stop();
    await db.close();
    throw error;
  }
}

async function load(server, seconds, connections) {
  const result = await autocannon({ url: server.base, connections, duration: seconds, requests: orderRequests(server.tokens, server.asks, SYMBOLS) });
  return { perSecond: result['2xx'] / seconds, latency: result.latency, non2xx: result.non2xx + result.errors + result.timeouts };
}

/** The median round by orders/s stands for the gateway, with its latencies. */
function summarise(server) {
  const sorted = [...server.samples].sort((a, b) => a.perSecond - b.perSecond);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { name: server.name, ...median, non2xx: server.samples.reduce((sum, s) => sum + s.non2xx, 0), rounds: server.samples.map((s) => s.perSecond.toFixed(0)) };
}
