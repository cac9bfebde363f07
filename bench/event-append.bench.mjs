// Event append: the event store's durable append (expected-version check, hash chain, inline
// projection hook, notify) against the ceiling of the same PostgreSQL: a bare single-row INSERT
// committed on its own, measured in the same run with the same concurrency.
import { createRequire } from 'node:module';
import { benchDatabase, fmt, load } from './support.mjs';

const require = createRequire(import.meta.url);
const { EventStore, eventStoreMigrations } = require('../libs/eventstore/dist/index.js');
const { runMigrations } = require('../libs/database/dist/index.js');

export async function run({ total = 4000, concurrency = 16 } = {}) {
  const db = await benchDatabase();
  try {
    await runMigrations(db.pool, eventStoreMigrations);
    await db.pool.query('CREATE TABLE bare_insert (id bigserial PRIMARY KEY, stream text NOT NULL, data jsonb NOT NULL)');
    const store = new EventStore(db.pool);
    const event = (i) => ({ type: 'OrderPlaced', data: { orderId: `o-${i}`, price: '65000.12', quantity: '0.015' } });

    const peer = await load(total, concurrency, (i) => db.pool.query('INSERT INTO bare_insert (stream, data) VALUES ($1, $2)', [`s-${i % 64}`, JSON.stringify(event(i).data)]));
    const appendNew = await load(total, concurrency, (i) => store.append(`order-${i}`, [event(i)], 'no-stream'));
    const appendShared = await load(total, concurrency, (i) => store.append(`book-${i % 64}`, [event(i)], 'any'));

    const rows = [
      ['bare INSERT (PostgreSQL ceiling, peer)', peer],
      ['EventStore.append, new stream each', appendNew],
      ['EventStore.append, 64 hot streams', appendShared],
    ];
    console.log(`\nEvent append — ${total} appends, ${concurrency} concurrent writers, ${db.where}`);
    console.log('  path                                        appends/s    p50        p99        p99.9     vs peer');
    for (const [name, r] of rows) {
      console.log(
        `  ${name.padEnd(42)} ${r.opsPerSecond.toFixed(0).padStart(9)}   ${fmt(r.p50).padStart(9)}  ${fmt(r.p99).padStart(9)}  ${fmt(r.p999).padStart(9)}   ${(r.opsPerSecond / peer.opsPerSecond).toFixed(2)}x`,
      );
    }
    return rows;
  } finally {
    await db.close();
  }
}
