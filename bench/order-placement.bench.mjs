// Orders placed over HTTP with durable events: the whole platform in its own process (auth, idempotency,
// validation, the single-writer core, group commit, inline read models, push), driven by autocannon with
// 64 connections from 16 customers over 4 books. Beside it, in the same run, the durable-append ceiling
// of the same PostgreSQL for one transaction per order (single-row INSERTs, each committed, 64 at a time),
// and the core alone in process (the same group commit without HTTP), to show where the time goes.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase, fmt, freePort, load } from './support.mjs';
import { bestAsks, fundedCustomer, orderRequests, startServer } from './gateway/spot-clients.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { EventStore } = require('../libs/eventstore/dist/index.js');
const { runMigrations } = require('../libs/database/dist/index.js');
const { platformMigrations } = require('../services/platform/dist/database.js');
const { SpotCoreService } = require('../services/trading/dist/index.js');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const CUSTOMERS = 16;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BNBUSDT'];
/** Peatio's published end-to-end figure (orders/s over HTTP); quoted, not measured here. */
const PEATIO_ORDERS_PER_SECOND = 110;

export async function run({ seconds = 10, connections = 64 } = {}) {
  const db = await benchDatabase();
  let server;
  try {
    await db.pool.query('CREATE TABLE one_commit_per_order (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
    const ceiling = await load(8000, connections, (i) =>
      db.pool.query('INSERT INTO one_commit_per_order (data) VALUES ($1)', [JSON.stringify({ orderId: `o-${i}`, price: '65000.12', quantity: '0.0015' })]),
    );

    const core = await coreAlone(db, connections);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_PROFILE_DIR=<dir> writes the server's CPU profile there, to see where an order's time goes.
    const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    server = await startServer(join(root, 'services/platform/dist/main.js'), { DATABASE_URL: db.url, PORT: String(port), RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'warn' }, base, profile);

    const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, () => fundedCustomer(base)));
    const asks = await bestAsks(base, SYMBOLS);
    const before = Number((await db.pool.query('SELECT count(*) FROM spot_orders')).rows[0].count);

    // One in ten meets the house's best ask; the rest rest a few levels below it.
    const result = await autocannon({ url: base, connections, duration: seconds, requests: orderRequests(tokens, asks, SYMBOLS) });
    const stored = Number((await db.pool.query('SELECT count(*) FROM spot_orders')).rows[0].count) - before;
    const trades = Number((await db.pool.query('SELECT count(*) FROM spot_trades')).rows[0].count);
    const ok = result['2xx'];
    const perSecond = ok / seconds;

    console.log(`\nOrder placement over HTTP — ${seconds} s, ${connections} connections, ${CUSTOMERS} customers, ${SYMBOLS.length} books, ${db.where}`);
    console.log('  path                                              orders/s    p50        p99        p99.9');
    console.log(
      `  POST /api/v1/spot/orders (durable, group commit)  ${perSecond.toFixed(0).padStart(8)}   ${fmt(result.latency.p50).padStart(9)}  ${fmt(result.latency.p99).padStart(9)}  ${fmt(result.latency.p99_9).padStart(9)}`,
    );
    console.log(
      `  peer: one committed INSERT per order (ceiling)    ${ceiling.opsPerSecond.toFixed(0).padStart(8)}   ${fmt(ceiling.p50).padStart(9)}  ${fmt(ceiling.p99).padStart(9)}  ${fmt(ceiling.p999).padStart(9)}`,
    );
    console.log(
      `  ratio: ${(perSecond / ceiling.opsPerSecond).toFixed(2)}x the one-commit-per-order ceiling, ${(perSecond / PEATIO_ORDERS_PER_SECOND).toFixed(0)}x Peatio's published ${PEATIO_ORDERS_PER_SECOND}/s`,
    );
    console.log(
      `  the core alone, in process (group commit, no HTTP) ${core.opsPerSecond.toFixed(0).padStart(8)}   ${fmt(core.p50).padStart(9)}  ${fmt(core.p99).padStart(9)}  ${fmt(core.p999).padStart(9)}`,
    );
    console.log(`  answered 2xx ${ok}, other ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; orders stored ${stored}, trades ${trades}`);
    const met = perSecond >= 5000 && result.latency.p99 < 50;
    console.log(`  goal: at least 5,000 orders/s with p99 under 50 ms on this 2-core machine — ${met ? 'met' : 'not met'}`);
    return { perSecond, latency: result.latency, ceiling };
  } finally {
    await server?.stop();
    await db.close();
  }
}

/** The single writer on its own: the same commands, durable before each answer, without HTTP, auth or request ids. */
async function coreAlone(db, concurrency) {
  await runMigrations(db.pool, platformMigrations);
  const core = new SpotCoreService(new EventStore(db.pool), { spot: {} }, { publish: () => undefined });
  await core.recover();
  const at = new Date().toISOString();
  for (let c = 0; c < CUSTOMERS; c++) {
    await core.submit({ type: 'ReceiveFromFunding', transferId: `bench-${c}`, customerId: `bench-${c}`, coin: 'USDT', amount: '1000000', at });
  }
  const result = await load(20_000, concurrency, (i) =>
    core.submit({ type: 'PlaceSpotOrder', orderId: randomUUID(), ownerId: `bench-${i % CUSTOMERS}`, symbol: 'ETHUSDT', side: 'buy', orderType: 'limit', price: `${3000 - (i % 50)}.00`, quantity: '0.0100', at }),
  );
  await core.onModuleDestroy();
  return result;
}
