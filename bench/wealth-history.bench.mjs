// Wealth streams on a long history (issue 19, section 7), beside the customer ledger's
// (ledger-history.bench.mjs; `npm run bench history` runs both):
// - an ETF purchase on a customer's `etf-holding-<fund>-<customer>` stream of 10, 1,000 and 20,000 events
//   (the stream grows with every trade);
// - a day's interest on a loan whose stream holds 10, 1,000 and 20,000 events (an overdue loan gains
//   one a day without end), read and decided as the daily accrual does.
// Each peer is the same command on the 20,000-event stream folded whole, as before the streams were snapshotted.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { benchDatabase, fmt, percentiles } from './support.mjs';

const require = createRequire(import.meta.url);
const { EventStore, eventStoreMigrations, handleCommand, loadStreamState } = require('../libs/eventstore/dist/index.js');
const { runMigrations } = require('../libs/database/dist/index.js');
const { messagingMigrations } = require('../libs/messaging/dist/index.js');
const { earnMigrations } = require('../services/earn/dist/earn.migrations.js');
const { ETF_FUNDS } = require('../services/earn/dist/etf/etf-funds.js');
const { etfHoldingDecider, etfHoldingStream } = require('../services/earn/dist/etf/etf-holding.decider.js');
const { EtfStore } = require('../services/earn/dist/etf/etf-store.js');
const { ETF_EVENT_TYPES, projectEtfEvents } = require('../services/earn/dist/etf/etf.projection.js');
const { lendingMigrations } = require('../services/lending/dist/lending.migrations.js');
const { loanDecider, loanStream } = require('../services/lending/dist/loans/loan.decider.js');
const { LoanStore } = require('../services/lending/dist/loans/loan-store.js');
const { LOAN_EVENT_TYPES, projectLoanEvents } = require('../services/lending/dist/loans/loans.projection.js');
const { DEFAULT_LOAN_TERMS } = require('../services/lending/dist/loans/loan-terms.js');

const DAY = 86_400_000;
const fund = ETF_FUNDS[0];
const disbursedAt = '2020-01-01T10:00:00.000Z';
// Far enough ahead that every day of the longest loan is due.
const clock = { now: () => new Date(Date.parse(disbursedAt) + 40_000 * DAY) };

async function inBatches(seeder, stream, count, make) {
  for (let done = 0; done < count; ) {
    const batch = [];
    for (let i = 0; i < 500 && done < count; i++, done++) batch.push(...make(done));
    await seeder.append(stream, batch, 'any');
  }
}

/** A holding whose stream holds about `events` events: purchases placed and paid. */
async function seedHolding(seeder, events) {
  const customerId = randomUUID();
  const at = new Date().toISOString();
  await inBatches(seeder, etfHoldingStream(fund.fundId, customerId), Math.floor(events / 2), () => {
    const tradeId = randomUUID();
    return [
      { type: 'EtfBuyPlaced', data: { tradeId, customerId, amount: '100.000000', units: '100.000000', value: '1.000000', day: '2026-11-23', at } },
      { type: 'EtfBuySettled', data: { tradeId, at } },
    ];
  });
  return customerId;
}

/** A loan whose stream holds about `events` events: applied, disbursed, then a day's interest each. */
async function seedLoan(seeder, events) {
  const loanId = randomUUID();
  const terms = DEFAULT_LOAN_TERMS[0];
  const applicant = { name: 'Ann Lee', country: 'SG', address: '1 Main St', birthDate: '1990-01-01', phone: '+6591234567', monthlyIncome: '5000' };
  await seeder.append(
    loanStream(loanId),
    [
      { type: 'LoanApplied', data: { loanId, customerId: randomUUID(), productId: terms.productId, amount: '1000.000000', applicant, images: [], at: disbursedAt } },
      { type: 'LoanDisbursed', data: { staffId: 'bench', terms, principal: '1000.000000', dueAt: new Date(Date.parse(disbursedAt) + 7 * DAY).toISOString(), at: disbursedAt } },
    ],
    'no-stream',
  );
  await inBatches(seeder, loanStream(loanId), Math.max(0, events - 2), (i) => [
    { type: 'LoanInterestAccrued', data: { day: i + 1, rate: '0.002', amount: '2.000000', overdue: i + 1 > 7, at: disbursedAt } },
  ]);
  return loanId;
}

async function measure(step, samples, warmup) {
  const latencies = [];
  for (let i = 0; i < warmup + samples; i++) {
    const started = performance.now();
    await step();
    if (i >= warmup) latencies.push(performance.now() - started);
  }
  const total = latencies.reduce((sum, ms) => sum + ms, 0);
  return { opsPerSecond: (samples * 1000) / total, ...percentiles(latencies) };
}

function print(title, unit, rows) {
  const base = rows[0][1];
  console.log(`\n${title}`);
  console.log(`  history                               ${unit.padStart(8)}     p50        p99      p50 vs 10 events`);
  for (const [name, r] of rows)
    console.log(`  ${name.padEnd(36)} ${r.opsPerSecond.toFixed(0).padStart(8)}  ${fmt(r.p50).padStart(9)}  ${fmt(r.p99).padStart(9)}   ${(r.p50 / base.p50).toFixed(2)}x`);
  const ratio = rows[2][1].p50 / base.p50;
  console.log(`  goal: 20,000 events within 1.5x of 10 events — ${ratio <= 1.5 ? 'met' : 'NOT met'} (${ratio.toFixed(2)}x)`);
}

export async function run({ samples = 200, warmup = 10 } = {}) {
  const db = await benchDatabase();
  try {
    await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...earnMigrations, ...lendingMigrations]);
    const store = new EventStore(db.pool);
    store.addInlineProjection({ name: 'earn-etf', canHandle: ETF_EVENT_TYPES, handle: projectEtfEvents });
    store.addInlineProjection({ name: 'loans', canHandle: LOAN_EVENT_TYPES, handle: projectLoanEvents });
    const seeder = new EventStore(db.pool); // history only: the command path is what is timed

    // ETF: one purchase (decided, appended, projected, its payment request in the outbox).
    const etf = new EtfStore(store, clock);
    const buy = (customerId) => ({ type: 'BuyEtfUnits', data: { fund, tradeId: randomUUID(), customerId, amount: '100', value: '1.000000', day: '2026-11-23' } });
    const snapshotted = (customerId) => () => etf.holding(fund.fundId, customerId, buy(customerId));
    const wholeHolding = { ...etfHoldingDecider, snapshots: undefined };
    const foldedWhole = (customerId) => () =>
      handleCommand(store, etfHoldingStream(fund.fundId, customerId), wholeHolding, { ...buy(customerId), metadata: { now: clock.now().toISOString() } }, { metadata: { customerId } });
    await measure(snapshotted(await seedHolding(seeder, 10)), samples, warmup);
    const etfRows = [];
    for (const events of [10, 1_000, 20_000]) etfRows.push([`${events.toLocaleString('en')} events, snapshotted`, await measure(snapshotted(await seedHolding(seeder, events)), samples, warmup)]);
    etfRows.push(['20,000 events folded whole (peer)', await measure(foldedWhole(await seedHolding(seeder, 20_000)), Math.max(20, samples / 10), 2)]);
    print(`ETF holding history — a purchase on the customer's holding stream, ${samples} in a row per holding, ${db.where}`, 'buys/s', etfRows);

    // Loans: one day's interest, read as the accrual reads the loan and decided through the store.
    const loans = new LoanStore(store, clock);
    const accrueNext = (loanId) => async () => {
      const { state } = await loadStreamState(store, loanStream(loanId), loanDecider);
      await loans.execute(loanId, { type: 'AccrueLoanInterest', data: { day: state.accruedDays + 1 } }, { customerId: state.customerId });
    };
    const wholeLoan = { ...loanDecider, snapshots: undefined };
    const accrueWhole = (loanId) => async () => {
      const { state } = await loadStreamState(store, loanStream(loanId), wholeLoan);
      await handleCommand(store, loanStream(loanId), wholeLoan, { type: 'AccrueLoanInterest', data: { day: state.accruedDays + 1 }, metadata: { now: clock.now().toISOString() } });
    };
    await measure(accrueNext(await seedLoan(seeder, 10)), samples, warmup);
    const loanRows = [];
    for (const events of [10, 1_000, 20_000]) loanRows.push([`${events.toLocaleString('en')} events, snapshotted`, await measure(accrueNext(await seedLoan(seeder, events)), samples, warmup)]);
    loanRows.push(['20,000 events folded whole (peer)', await measure(accrueWhole(await seedLoan(seeder, 20_000)), Math.max(20, samples / 10), 2)]);
    print(`Loan history — a day's interest on an overdue loan's stream, ${samples} in a row per loan, ${db.where}`, 'days/s', loanRows);
    return { etf: etfRows, loans: loanRows };
  } finally {
    await db.close();
  }
}
