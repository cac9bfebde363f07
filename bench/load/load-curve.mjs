// `npm run bench:load`: the load curve of each profile. An open-loop mixed customer workload
// (workload.mjs: market reads, socket subscribers, spot orders, transfers, options) at rising fixed
// arrival rates against `npm start` and against `npm run start:distributed`, each on a fresh database.
// Requests go out on their schedule whether or not earlier ones have answered, and each latency counts
// from the moment its request was due, so a slow platform cannot slow the load down and hide it.
// Per step it prints the rate, p50 and p99, errors and the CPU-milliseconds the platform's processes
// (its process tree and its PostgreSQL backends) spent per request; per profile, the highest rate
// held with p99 under 250 ms and no errors. Not a test: nothing here asserts a figure.
//
// Options: LOAD_PROFILES=one,distributed,distributed-pg  LOAD_RATES=10,20,40,80,160  LOAD_STEP_SECONDS=15
//          LOAD_CUSTOMERS=24  LOAD_SUBSCRIBERS=50
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchDatabase, machine, percentiles } from '../support.mjs';
import { cpuBetween, cpuOf, processTree } from './cpu.mjs';
import { PROFILES, startProfile } from './profiles.mjs';
import { connectSubscribers, requestFor, send, setUpCustomers } from './workload.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const P99_GOAL_MS = 250;
const list = (value, fallback) => (value ?? fallback).split(',').map((each) => each.trim()).filter(Boolean);
const profiles = list(process.env.LOAD_PROFILES, 'one,distributed,distributed-pg');
const unknown = profiles.filter((key) => !PROFILES[key]);
if (unknown.length) throw new Error(`LOAD_PROFILES: no profile ${unknown.join(', ')} (there are ${Object.keys(PROFILES).join(', ')})`);
const rates = list(process.env.LOAD_RATES, '10,20,40,80,160').map(Number);
const stepMs = Number(process.env.LOAD_STEP_SECONDS ?? 15) * 1000;
const customersWanted = Number(process.env.LOAD_CUSTOMERS ?? 24);
const subscribersWanted = Number(process.env.LOAD_SUBSCRIBERS ?? 50);
const log = (line) => console.log(line);

/** Every backend of the database, for its share of the CPU (PostgreSQL runs a process per connection). */
async function backendsOf(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** One step: `rate` arrivals a second for `stepMs`, sent on schedule; answers awaited after. */
async function step(base, customers, rate, counter) {
  const latencies = [];
  const byKind = new Map();
  const errors = new Map();
  const inFlight = [];
  const started = performance.now();
  const total = Math.round((rate * stepMs) / 1000);
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    for (; sent < total && started + (sent * 1000) / rate <= now; sent++) {
      const due = started + (sent * 1000) / rate;
      const request = requestFor(counter.next++, customers);
      inFlight.push(
        send(base, request).then((error) => {
          const latency = performance.now() - due;
          latencies.push(latency);
          byKind.set(request.kind, [...(byKind.get(request.kind) ?? []), latency]);
          if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  const { p50, p99 } = percentiles(latencies);
  // Each kind's p99, slowest first: which way through the platform a slow step waited on.
  const kinds = [...byKind].map(([kind, each]) => [kind, percentiles(each).p99]).sort((a, b) => b[1] - a[1]);
  return { sent: total, seconds: (performance.now() - started) / 1000, p50, p99, errors, kinds };
}

async function curve(key) {
  const db = await benchDatabase();
  const platform = await startProfile(root, key, db.url, log);
  const rows = [];
  let held = null;
  try {
    const customers = await setUpCustomers(platform.base, customersWanted);
    const subscribers = await connectSubscribers(platform.base, subscribersWanted);
    log(`[load] ${customers.length} demo customers, ${subscribersWanted} market subscribers`);
    const counter = { next: 0 };
    await step(platform.base, customers, rates[0], counter); // warm-up, not reported
    for (const rate of rates) {
      const pids = [...processTree(platform.pid), ...(await backendsOf(db.url))];
      const cpuBefore = cpuOf(pids);
      const pushesBefore = subscribers.pushes();
      const result = step(platform.base, customers, rate, counter);
      const { sent, seconds, p50, p99, errors, kinds } = await result;
      const cpuAfter = cpuOf([...new Set([...pids, ...processTree(platform.pid), ...(await backendsOf(db.url))])]);
      const cpuMsPerRequest = cpuBetween(cpuBefore, cpuAfter) / sent;
      const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
      const ok = p99 <= P99_GOAL_MS && errorCount === 0;
      if (ok) held = rate;
      rows.push({ rate, sent, seconds, p50, p99, errorCount, errors, cpuMsPerRequest, pushes: subscribers.pushes() - pushesBefore });
      log(
        `[load] ${key} ${rate}/s: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${errorCount} errors, ${cpuMsPerRequest.toFixed(2)} CPU-ms/request` +
          (errorCount ? ` (${[...errors].slice(0, 3).map(([what, n]) => `${n}x ${what}`).join('; ')})` : ''),
      );
      log(`[load]   p99 by kind: ${kinds.map(([kind, ms]) => `${kind} ${ms.toFixed(1)} ms`).join(', ')}`);
      if (!ok && (p99 > 4 * P99_GOAL_MS || errorCount > sent / 10)) break; // far past it: higher rates say nothing more
    }
    subscribers.close();
  } finally {
    await platform.stop();
    await db.close();
  }
  return { key, rows, held };
}

await import(pathToFileURL(join(root, 'scripts/build-server.mjs')).href);
console.log(`Machine: ${machine()} (the load generator runs on it too)`);
console.log(`Open-loop mixed load, ${stepMs / 1000} s per rate; held = p99 <= ${P99_GOAL_MS} ms and no errors`);
const results = [];
for (const key of profiles) results.push(await curve(key));
console.log('\nprofile | rate/s | requests | p50 | p99 | errors | CPU-ms/request | ticker pushes received');
for (const { key, rows } of results)
  for (const row of rows)
    console.log(`${key} | ${row.rate} | ${row.sent} | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.errorCount} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.pushes}`);
console.log('');
for (const { key, rows, held } of results) {
  const at = rows.find((row) => row.rate === held);
  console.log(`${PROFILES[key].name}: highest rate held ${held ? `${held}/s (${at.cpuMsPerRequest.toFixed(2)} CPU-ms per request)` : 'none of the rates tried'}`);
}
const [one, distributed] = ['one', 'distributed'].map((key) => results.find((result) => result.key === key));
if (one?.held && distributed?.held) {
  const cost = (result) => result.rows.find((row) => row.rate === result.held).cpuMsPerRequest;
  console.log(`distributed / one process, CPU per request at each one's highest held rate: ${(cost(distributed) / cost(one)).toFixed(2)}x`);
}
process.exit(0);
