// Trigger evaluation (issue 10): 100,000 open positions, each with a take-profit, a stop-loss and a
// liquidation level, spread over every instrument; a batch is one tick for every instrument. Our
// TriggerEngine (per-instrument heaps: a tick touches only what it crosses) against the naive way, one
// pass over every position's three levels per batch, fed the same ticks in this process. Fired
// triggers are replaced by new positions' at fresh levels, so the population stays at 100,000. The run
// checks that both fire the same triggers in every batch. Goal: p99 under 5 ms and at least 20x the scan.
import { createRequire } from 'node:module';
import { percentiles, fmt } from './support.mjs';

const require = createRequire(import.meta.url);
const { TriggerEngine } = require('../services/trading/dist/matching/trigger-engine.js');
const { INSTRUMENTS } = require('../services/trading/dist/market/instruments.js');

const MID = 1_000_000; // every instrument starts at a million ticks: the distances below are in ticks

function xorshift32(seed) {
  let x = seed | 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** A position's three levels around `price`: TP 0.5-5% away on its side, SL 0.5-5% against, liquidation 2-10% against. */
function levelsOf(rnd, id, symbol, price) {
  const long = rnd(2) === 0;
  const away = (min, max) => Math.round(price * ((min + rnd(max - min)) / 1000));
  const tp = long ? price + away(5, 50) : price - away(5, 50);
  const sl = long ? price - away(5, 50) : price + away(5, 50);
  const liq = long ? price - away(20, 100) : price + away(20, 100);
  return [
    { id: `${id}:take_profit`, symbol, direction: long ? 'at-or-above' : 'at-or-below', level: tp },
    { id: `${id}:stop_loss`, symbol, direction: long ? 'at-or-below' : 'at-or-above', level: sl },
    { id: `${id}:liquidation`, symbol, direction: long ? 'at-or-below' : 'at-or-above', level: liq },
  ];
}

export function run({ positions = 100_000, batches = 300, warmup = 30 } = {}) {
  const symbols = INSTRUMENTS.map((instrument) => instrument.symbol);
  const rnd = xorshift32(20261124);
  const prices = new Map(symbols.map((symbol) => [symbol, MID]));
  const engine = new TriggerEngine();
  /** The scan's positions: id -> its three triggers, in one array walked per batch. */
  const scan = new Map();
  let nextId = 0;
  const addPosition = () => {
    const symbol = symbols[rnd(symbols.length)];
    const id = `p${(nextId += 1)}`;
    const triggers = levelsOf(rnd, id, symbol, prices.get(symbol));
    for (const trigger of triggers) engine.set(trigger);
    scan.set(id, triggers);
  };
  for (let i = 0; i < positions; i += 1) addPosition();

  const ours = [];
  const naive = [];
  let fired = 0;
  for (let batch = 0; batch < warmup + batches; batch += 1) {
    // One tick per instrument: a random walk of up to 0.05% a tick (about a second of a volatile market).
    const ticks = symbols.map((symbol) => {
      const price = prices.get(symbol) + Math.round(((rnd(101) - 50) / 100_000) * MID);
      prices.set(symbol, price);
      return [symbol, price];
    });

    let start = performance.now();
    const firedByEngine = new Set();
    for (const [symbol, price] of ticks) for (const trigger of engine.fire(symbol, price)) firedByEngine.add(trigger.id);
    const engineMs = performance.now() - start;

    start = performance.now();
    const firedByScan = new Set();
    for (const triggers of scan.values()) {
      for (const trigger of triggers) {
        const price = prices.get(trigger.symbol);
        if (trigger.direction === 'at-or-below' ? price <= trigger.level : price >= trigger.level) firedByScan.add(trigger.id);
      }
    }
    const scanMs = performance.now() - start;

    // The scan sees a position's other levels too; the engine has already dropped the ones it fired.
    const closed = new Set([...firedByScan].map((id) => id.slice(0, id.lastIndexOf(':'))));
    const engineClosed = new Set([...firedByEngine].map((id) => id.slice(0, id.lastIndexOf(':'))));
    if (closed.size !== engineClosed.size || [...closed].some((id) => !engineClosed.has(id))) throw new Error(`batch ${batch}: the engine and the scan disagree`);
    // A fired position closes: its other triggers go, and a new position takes its place.
    for (const id of closed) {
      for (const kind of ['take_profit', 'stop_loss', 'liquidation']) engine.remove(`${id}:${kind}`);
      scan.delete(id);
      addPosition();
    }
    if (batch >= warmup) {
      ours.push(engineMs);
      naive.push(scanMs);
      fired += closed.size;
    }
  }

  const a = percentiles(ours);
  const b = percentiles(naive);
  console.log(`\nTrigger evaluation — ${positions.toLocaleString('en')} positions x 3 levels over ${symbols.length} instruments, one tick per instrument a batch, ${batches} batches (${(fired / batches).toFixed(1)} positions closed a batch)`);
  console.log('  engine                                  p50        p99     batches/s   vs scan (p50 / p99)');
  console.log(`  TriggerEngine (heaps per instrument) ${fmt(a.p50).padStart(9)}  ${fmt(a.p99).padStart(9)}  ${(1000 / a.p50).toFixed(0).padStart(10)}   ${(b.p50 / Math.max(a.p50, 0.001)).toFixed(1)}x / ${(b.p99 / Math.max(a.p99, 0.001)).toFixed(1)}x faster`);
  console.log(`  naive scan of every position         ${fmt(b.p50).padStart(9)}  ${fmt(b.p99).padStart(9)}  ${(1000 / b.p50).toFixed(0).padStart(10)}   1.0x`);
  console.log(`  goal: p99 under 5 ms and at least 20x the scan — ${a.p99 < 5 && b.p50 / a.p50 >= 20 ? 'met' : 'not met'} (the ratio judged at the median, which GC pauses of the scan do not flatter)`);
}
