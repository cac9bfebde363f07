// Orders placed over HTTP with durable events: the whole platform in its own process (auth, idempotency,
// validation, the single-writer core, group commit, inline read models, push), driven by autocannon with
// 64 connections from 16 customers over 4 books. Beside it, in the same run, the durable-append ceiling
// of the same PostgreSQL for one transaction per order: a bare INSERT of an order's event row (the
// events table's columns, the payload of an order event this run stored), each committed on its own,
// 64 at a time; and the core alone in process (the same group commit without HTTP), to show where the
// time goes.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase, cpuMeter, fmt, freePort, load } from './support.mjs';
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
const GOAL = 0.5;
const PEER_INSERTS = 8000;

export async function run({ seconds = 10, connections = 64 } = {}) {
  const db = await benchDatabase();
  let server;
  try {
    const core = await coreAlone(db, connections);
    const peerBefore = await oneCommitPerOrder(db, connections, 'stored by the core alone');

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_PROFILE_DIR=<dir> writes the server's CPU profile there, to see where an order's time goes.
    const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    server = await startServer(join(root, 'services/platform/dist/main.js'), { DATABASE_URL: db.url, PORT: String(port), RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'warn' }, base, profile);

    const tokens = await Promise.all(Array.from({ length: CUSTOMERS }, () => fundedCustomer(base)));
    const asks = await bestAsks(base, SYMBOLS);
    const before = Number((await db.pool.query('SELECT count(*) FROM spot_orders')).rows[0].count);

    // One in ten meets the house's best ask; the rest rest a few levels below it.
    const meter = cpuMeter([server.pid]);
    const result = await autocannon({ url: base, connections, duration: seconds, requests: orderRequests(tokens, asks, SYMBOLS) });
    const cpu = meter.stop();
    const stored = Number((await db.pool.query('SELECT count(*) FROM spot_orders')).rows[0].count) - before;
    const trades = Number((await db.pool.query('SELECT count(*) FROM spot_trades')).rows[0].count);
    const ok = result['2xx'];
    const perSecond = ok / seconds;
    await server.stop();
    server = undefined;
    const peerAfter = await oneCommitPerOrder(db, connections, 'stored over HTTP');
    // Measured before and after the server's run, so a busy moment of the machine or of the database
    // (autovacuum after the run's writes) cannot lower the peer: the faster of the two counts.
    const ceiling = peerAfter.opsPerSecond >= peerBefore.opsPerSecond ? peerAfter : peerBefore;

    console.log(`\nOrder placement over HTTP — ${seconds} s, ${connections} connections, ${CUSTOMERS} customers, ${SYMBOLS.length} books, ${db.where}`);
    console.log('  path                                              orders/s    p50        p99        p99.9');
    console.log(
      `  POST /api/v1/spot/orders (durable, group commit)  ${perSecond.toFixed(0).padStart(8)}   ${fmt(result.latency.p50).padStart(9)}  ${fmt(result.latency.p99).padStart(9)}  ${fmt(result.latency.p99_9).padStart(9)}`,
    );
    console.log(
      `  peer: one committed INSERT per order (ceiling)    ${ceiling.opsPerSecond.toFixed(0).padStart(8)}   ${fmt(ceiling.p50).padStart(9)}  ${fmt(ceiling.p99).padStart(9)}  ${fmt(ceiling.p999).padStart(9)}`,
    );
    console.log(
      `  the core alone, in process (group commit, no HTTP) ${core.opsPerSecond.toFixed(0).padStart(8)}   ${fmt(core.p50).padStart(9)}  ${fmt(core.p99).padStart(9)}  ${fmt(core.p999).padStart(9)}`,
    );
    console.log(`  answered 2xx ${ok}, other ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; orders stored ${stored}, trades ${trades}`);
    console.log(`  peer: per order, one INSERT of an order event's row into a table of the events' columns with only a primary key, committed on its own, ${connections} at a time;`);
    for (const [when, peer] of [['before the server started', peerBefore], ['after it stopped', peerAfter]]) {
      console.log(`    ${when}: ${peer.opsPerSecond.toFixed(0)}/s, the row of a SpotOrderPlaced ${peer.row}${peer === ceiling ? ' (the faster: the peer)' : ''}`);
    }
    if (cpu && ceiling.cpu) {
      const per = (ms, count) => (ms / count).toFixed(2);
      console.log(
        `  CPU per order, ms: server ${per(cpu.server, ok)}, PostgreSQL ${per(cpu.postgres, ok)}, load generator ${per(cpu.generator, ok)}` +
          ` (all ${per(cpu.server + cpu.postgres + cpu.generator, ok)}); the peer per INSERT: PostgreSQL ${per(ceiling.cpu.postgres, ceiling.count)},` +
          ` its client ${per(ceiling.cpu.generator, ceiling.count)} (all ${per(ceiling.cpu.postgres + ceiling.cpu.generator, ceiling.count)})`,
      );
    }
    console.log(`  for reading: ${(perSecond / PEATIO_ORDERS_PER_SECOND).toFixed(0)}x Peatio's published ${PEATIO_ORDERS_PER_SECOND} orders/s`);
    const ratio = perSecond / ceiling.opsPerSecond;
    console.log(`  goal: durable orders over HTTP at least ${GOAL.toFixed(2)}x the peer — ${ratio.toFixed(2)}x, ${ratio >= GOAL ? 'met' : 'not met'}`);
    return { perSecond, latency: result.latency, ceiling };
  } finally {
    await server?.stop();
    await db.close();
  }
}

/**
 * The peer: per order, one INSERT of the row an order's event is (the events table's columns, the type,
 * data and metadata of the newest order event `source` stored in this run), committed on its own.
 */
async function oneCommitPerOrder(db, concurrency, source) {
  const { rows } = await db.pool.query(
    `SELECT stream_id, event_type, data::text AS data, metadata::text AS metadata, hash FROM events
      WHERE event_type = 'SpotOrderPlaced' AND (metadata ? 'requestId') = $1 ORDER BY global_position DESC LIMIT 1`,
    [source === 'stored over HTTP'],
  );
  const sample = rows[0];
  if (!sample) throw new Error(`no order event ${source} to copy for the peer`);
  await db.pool.query(`CREATE TABLE IF NOT EXISTS bare_order_events (
    global_position bigserial PRIMARY KEY, transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(), event_id uuid NOT NULL,
    stream_id text NOT NULL, stream_version integer NOT NULL, event_type text NOT NULL, schema_version integer NOT NULL,
    data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL, previous_hash char(64) NOT NULL, hash char(64) NOT NULL)`);
  const meter = cpuMeter();
  const result = await load(PEER_INSERTS, concurrency, (i) =>
    db.pool.query(
      `INSERT INTO bare_order_events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [randomUUID(), sample.stream_id, i + 1, sample.event_type, 1, sample.data, sample.metadata, new Date().toISOString(), sample.hash, sample.hash],
    ),
  );
  return { ...result, cpu: meter.stop(), count: PEER_INSERTS, row: `${source} (data ${sample.data.length} B, metadata ${sample.metadata.length} B)` };
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
