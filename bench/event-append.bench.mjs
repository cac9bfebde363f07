// Event append: the event store's durable append (expected-version check, hash chain, stream head,
// notify) against the ceiling of the same PostgreSQL for the same rows: a bare single-row INSERT of an
// event row (the events table's ten columns, the same payload and hash sizes) into a table with only
// its primary key, committed on its own, measured in the same run with the same concurrency.
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { benchDatabase, fmt, load } from './support.mjs';

const require = createRequire(import.meta.url);
const { EventStore, eventStoreMigrations } = require('../libs/eventstore/dist/index.js');
const { runMigrations } = require('../libs/database/dist/index.js');

const GOAL = 0.5;
const ROUNDS = 3;

const median = (results) => [...results].sort((a, b) => a.opsPerSecond - b.opsPerSecond)[Math.floor(results.length / 2)];

export async function run({ total = 4000, concurrency = 16 } = {}) {
  const db = await benchDatabase();
  try {
    await runMigrations(db.pool, eventStoreMigrations);
    // The events table's columns and types, without its secondary indexes, stream heads or hash chain.
    await db.pool.query(`CREATE TABLE bare_events (
      global_position bigserial PRIMARY KEY, transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(), event_id uuid NOT NULL,
      stream_id text NOT NULL, stream_version integer NOT NULL, event_type text NOT NULL, schema_version integer NOT NULL,
      data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL, previous_hash char(64) NOT NULL, hash char(64) NOT NULL)`);
    const store = new EventStore(db.pool);
    const event = (i) => ({ type: 'OrderPlaced', data: { orderId: `o-${i}`, price: '65000.12', quantity: '0.015' } });
    const someHash = createHash('sha256').update('bench').digest('hex');

    const paths = [
      {
        name: 'peer: bare INSERT of the same event row',
        op: (i, round) =>
          db.pool.query(
            `INSERT INTO bare_events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [randomUUID(), `order-${round}-${i}`, 1, event(i).type, 1, JSON.stringify(event(i).data), '{}', new Date().toISOString(), '0'.repeat(64), someHash],
          ),
      },
      { name: 'EventStore.append, new stream each', op: (i, round) => store.append(`order-${round}-${i}`, [event(i)], 'no-stream') },
      { name: 'EventStore.append, 64 hot streams', op: (i) => store.append(`book-${i % 64}`, [event(i)], 'any') },
    ];
    // Warmed up (connections opened, code compiled), then measured in alternating rounds, so drift in this
    // shared machine's speed falls on every path alike; the median round stands for each.
    for (const path of paths) await load(200, concurrency, (i) => path.op(i, 'warm'));
    const samples = paths.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [p, path] of paths.entries()) samples[p].push(await load(total, concurrency, (i) => path.op(i, round)));
    }
    const rows = paths.map((path, p) => [path.name, median(samples[p])]);
    const peer = rows[0][1];
    console.log(`\nEvent append — ${total} appends of one event, ${concurrency} concurrent writers, median of ${ROUNDS} alternating rounds, ${db.where}`);
    console.log('  peer: one INSERT per event of the same ten columns and values into a table with only a primary key, committed on its own');
    console.log('  path                                        appends/s    p50        p99        p99.9');
    for (const [name, r] of rows) {
      console.log(`  ${name.padEnd(42)} ${r.opsPerSecond.toFixed(0).padStart(9)}   ${fmt(r.p50).padStart(9)}  ${fmt(r.p99).padStart(9)}  ${fmt(r.p999).padStart(9)}`);
    }
    for (const [name, r] of rows.slice(1)) {
      const ratio = r.opsPerSecond / peer.opsPerSecond;
      console.log(`  goal: ${name} at least ${GOAL.toFixed(2)}x the peer — ${ratio.toFixed(2)}x, ${ratio >= GOAL ? 'met' : 'not met'}`);
    }
    return rows;
  } finally {
    await db.close();
  }
}
