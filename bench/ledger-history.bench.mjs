// A money command on a long history: the hold a withdrawal request places on the customer's ledger
// stream (the part of the request whose cost depends on the history), for customers with 10, 1,000
// and 20,000 ledger events, in the same run. The peer is the same command on the 20,000-event stream
// folded whole each time, as every command did before streams were snapshotted.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { benchDatabase, fmt, percentiles } from './support.mjs';

const require = createRequire(import.meta.url);
const { EventStore, eventStoreMigrations, handleCommand } = require('../libs/eventstore/dist/index.js');
const { runMigrations } = require('../libs/database/dist/index.js');
const { messagingMigrations } = require('../libs/messaging/dist/index.js');
const { platformAccount, userAccount } = require('../libs/ledger/dist/index.js');
const { ASSETS, Money } = require('../libs/money/dist/index.js');
const { accountsMigrations } = require('../services/accounts/dist/accounts.migrations.js');
const { CustomerLedger, customerLedgerDecider, ledgerStream } = require('../services/accounts/dist/ledger/customer-ledger.js');
const { ledgerInlineProjection } = require('../services/accounts/dist/ledger/ledger-balances.projection.js');

const now = () => new Date().toISOString();
const usdt = (text) => Money.parse(ASSETS.USDT, text);
const funding = (customer) => userAccount(customer, 'funding', ASSETS.USDT);
const placeHold = (customer, holdId) => ({ type: 'PlaceHold', data: { holdId, from: funding(customer), amount: usdt('10'), memo: 'Withdrawal' }, metadata: { now: now() } });
const voidHold = (holdId) => ({ type: 'VoidHold', data: { holdId, reason: 'rejected' }, metadata: { now: now() } });

/** A customer whose ledger stream holds `events` events: one deposit, then withdrawals placed and rejected. */
async function seed(store, seeder, events) {
  const customer = randomUUID();
  const at = now();
  await seeder.append(
    ledgerStream(customer),
    [{ type: 'EntryPosted', data: { id: `deposit:${customer}`, memo: 'Deposit', at, postings: [{ account: platformAccount('treasury', ASSETS.USDT), amount: '-1000000.000000' }, { account: funding(customer), amount: '1000000.000000' }] } }],
    'no-stream',
  );
  const pairs = Math.floor((events - 1) / 2);
  for (let done = 0; done < pairs; ) {
    const batch = [];
    for (let i = 0; i < 500 && done < pairs; i++, done++) {
      const holdId = `seed-${done}`;
      batch.push({ type: 'HoldPlaced', data: { holdId, from: funding(customer), amount: '10.000000', memo: 'Withdrawal', at } });
      batch.push({ type: 'HoldVoided', data: { holdId, to: funding(customer), amount: '10.000000', reason: 'rejected', at } });
    }
    await seeder.append(ledgerStream(customer), batch, 'any');
  }
  return customer;
}

/** Times `samples` withdrawal holds one after another (each rejected again, untimed). */
async function measure(execute, customer, samples, warmup) {
  const latencies = [];
  for (let i = 0; i < warmup + samples; i++) {
    const holdId = randomUUID();
    const started = performance.now();
    await execute(customer, placeHold(customer, holdId));
    if (i >= warmup) latencies.push(performance.now() - started);
    await execute(customer, voidHold(holdId));
  }
  const total = latencies.reduce((sum, ms) => sum + ms, 0);
  return { opsPerSecond: (samples * 1000) / total, ...percentiles(latencies) };
}

export async function run({ samples = 300, warmup = 10 } = {}) {
  const db = await benchDatabase();
  try {
    await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...accountsMigrations]); // the ledger's use case writes the customer's updates to the outbox
    const store = new EventStore(db.pool);
    store.addInlineProjection(ledgerInlineProjection);
    const seeder = new EventStore(db.pool); // history only: the command path is what is timed
    const ledger = new CustomerLedger(store);
    const withSnapshots = (customer, command) => ledger.execute(customer, command);
    const wholeStream = { ...customerLedgerDecider, snapshots: undefined };
    const foldingAll = (customer, command) => handleCommand(store, ledgerStream(customer), wholeStream, command);

    await measure(withSnapshots, await seed(store, seeder, 10), samples, warmup); // warms the JIT and the pool for every case alike
    const rows = [];
    for (const events of [10, 1_000, 20_000]) rows.push([`${events.toLocaleString('en')} events, snapshotted`, await measure(withSnapshots, await seed(store, seeder, events), samples, warmup)]);
    const peer = await measure(foldingAll, await seed(store, seeder, 20_000), Math.max(20, samples / 10), 2);
    rows.push(['20,000 events folded whole (peer)', peer]);

    const base = rows[0][1];
    console.log(`\nLedger history — a withdrawal's hold on the customer's ledger, ${samples} in a row per customer, ${db.where}`);
    console.log('  history                               holds/s     p50        p99      p50 vs 10 events');
    for (const [name, r] of rows)
      console.log(`  ${name.padEnd(36)} ${r.opsPerSecond.toFixed(0).padStart(8)}  ${fmt(r.p50).padStart(9)}  ${fmt(r.p99).padStart(9)}   ${(r.p50 / base.p50).toFixed(2)}x`);
    const ratio = rows[2][1].p50 / base.p50;
    console.log(`  goal: 20,000 events within 1.5x of 10 events — ${ratio <= 1.5 ? 'met' : 'NOT met'} (${ratio.toFixed(2)}x)`);
    return rows;
  } finally {
    await db.close();
  }
}
