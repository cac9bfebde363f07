import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import { Decimal } from '@meridian/money';
import { call, createFinanceStaff, fund, openDepositChannel, type Answer } from './funding';
import { contributeCapital, fundPlatformAccount } from './platform-capital';
import { assetRow, Client, eventually } from './platform-harness';

/**
 * The fault drill of issues 19 and 22: a bounded load of transfers, contract opens and closes, options,
 * spot orders and earn orders runs against a target (`fault-targets.ts`: `npm start`, or the
 * distributed profile through nginx); each round injects one fault mid-load (SIGKILL of the platform,
 * of its PostgreSQL, of one service process, or SIGSTOP of one for longer than its bus session), the
 * target comes back, every unanswered request is sent again with its key, and then the books are
 * checked: every acknowledged effect exactly once, no key stuck, the ledger check zero over every
 * account, the read models equal to a replay, the options that expired settled by the rule, and every
 * stop order fired at the first recorded tick that reached it, and every limit open (long below the
 * price, short above it) filled at the first whose entry reached its limit (none of either left
 * waiting that such a tick reached).
 */
export interface FaultTarget {
  /** The one public address. */
  base: string;
  /** The PostgreSQL port the checks read (`postgres:meridian@127.0.0.1`). */
  pgPort: string;
  /** Injects the fault a round names (a kill, a pause) and resolves once it has struck. */
  inject(round: string, log: (line: string) => void): Promise<void>;
  /** Brings back what the round struck, resolving once the platform answers again. */
  recover(round: string, log: (line: string) => void): Promise<void>;
  stop(): Promise<void>;
}

export interface FaultRunOptions {
  customers: number;
  /** How long the load runs before the fault, in each round. */
  loadMs: number;
  rounds: string[];
  log?: (line: string) => void;
}

type Kind = 'transfer' | 'open' | 'close' | 'option' | 'spot' | 'earn';

interface Sent {
  key: string;
  customer: Customer;
  kind: Kind;
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The first answer the client got; none when the connection died, or the edge could not reach the service (502-504). */
  answer?: Answer;
  /** How long the first answer took, in ms. */
  answeredInMs?: number;
}

interface Customer {
  email: string;
  token: string;
  customerId: string;
  openPositions: string[];
}

export interface FaultReport {
  rounds: { round: string; sent: number; unanswered: number; retried: number; slowestMs: number }[];
  problems: string[];
}

const OK = (answer: Answer | undefined) => answer !== undefined && answer.status < 300 && (answer.body.code === 0 || answer.body.code === 1);
const STILL_RUNNING = (answer: Answer) => answer.status === 409 && /process/i.test(answer.body.message ?? '');
/** nginx could not reach the service, or lost it mid-request: the outcome is unknown, as with a dropped connection. */
const NO_SERVICE = (answer: Answer) => answer.status === 502 || answer.status === 503 || answer.status === 504;

export async function runFaultDrill(target: FaultTarget, options: FaultRunOptions): Promise<FaultReport> {
  const log = options.log ?? (() => undefined);
  const base = target.base;
  const report: FaultReport = { rounds: [], problems: [] };
  const sent: Sent[] = [];
  const api = new Client(base);
  const staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  // What an operator does before customers trade: capital into the treasury (four eyes), then the
  // accounts that pay customers funded from it.
  await contributeCapital(api, staff.fin1, staff.fin2, '2000000');
  for (const [to, amount] of [['house', '1000000'], ['earn-payouts', '500000'], ['insurance', '100000']] as const) await fundPlatformAccount(api, staff.fin1, to, amount);
  // One after another: each registration logs the admin in to read the code, and six logins of one
  // account at once pass its sign-in limit (each success forgives the count only if no other came after).
  const customers: Customer[] = [];
  for (let i = 0; i < options.customers; i++) customers.push(await setUpCustomer(api, base, staff.fin1, `fault${i}@example.com`));
  log(`[faults] ${customers.length} customers funded on ${base}`);

  for (const round of options.rounds) {
    const before = sent.length;
    const stop = { now: false };
    const workers = customers.map((customer, index) => loadWorker(base, customer, index, sent, stop));
    await waitFor(() => sent.length - before >= options.customers * 4, 30_000);
    await new Promise((resolve) => setTimeout(resolve, options.loadMs));
    await target.inject(round, log);
    stop.now = true;
    await Promise.all(workers);
    const thisRound = sent.slice(before);
    const unanswered = thisRound.filter((request) => !request.answer);
    // A fault that stalls without failing (a bus down) shows as a slow answer rather than a missing one.
    const slowestRequest = thisRound.reduce<Sent | null>((found, request) => ((request.answeredInMs ?? 0) > (found?.answeredInMs ?? 0) ? request : found), null);
    const slowest = slowestRequest?.answeredInMs ?? 0;
    const transfers = thisRound.filter((request) => request.kind === 'transfer' && request.answer);
    log(
      `[faults] round ${round}: ${thisRound.length} requests, ${unanswered.length} unanswered at the fault, the slowest answered in ${slowest} ms` +
        ` (${slowestRequest?.kind ?? 'none'}); ${transfers.length} transfers answered, the slowest in ${Math.max(0, ...transfers.map((t) => t.answeredInMs ?? 0))} ms`,
    );

    await target.recover(round, log);
    await retryUnanswered(base, unanswered, report.problems, log);
    await repeatAcknowledged(base, thisRound.filter((request) => request.answer && !unanswered.includes(request)).slice(0, 12), report.problems);
    report.rounds.push({ round, sent: thisRound.length, unanswered: unanswered.length, retried: unanswered.length, slowestMs: slowest });
    await checkBooks(api, base, target.pgPort, customers, sent, report.problems, log);
  }
  return report;
}

/**
 * A drill file's one test: the target started, the rounds run under the load FAULT_CUSTOMERS and
 * FAULT_LOAD_MS size, no problem found, every round under load, and the target stopped whatever failed.
 */
export async function expectDrillClean(startTarget: () => Promise<FaultTarget>, rounds: string[]): Promise<void> {
  const target = await startTarget();
  try {
    const report = await runFaultDrill(target, {
      customers: Number.parseInt(process.env.FAULT_CUSTOMERS ?? '3', 10),
      loadMs: Number.parseInt(process.env.FAULT_LOAD_MS ?? '1500', 10),
      rounds,
      log: (line) => console.log(line),
    });
    console.log(`[faults] ${JSON.stringify(report.rounds)}`);
    expect(report.problems).toEqual([]);
    expect(report.rounds.every((round) => round.sent > 0)).toBe(true);
  } finally {
    await target.stop();
  }
}

async function setUpCustomer(api: Client, base: string, finance: string, email: string): Promise<Customer> {
  const { token } = await api.register(email);
  await fund(api, base, token, finance, '5000');
  for (const [to, amount] of [['hy', '1500'], ['jg', '500'], ['bb', '500']] as const) {
    const moved = await call(base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to, amount });
    if (!OK(moved)) throw new Error(`transfer to ${to}: ${JSON.stringify(moved.body)}`);
  }
  await eventually(async () => expectAvailable(await assetRow(base, token, 'bb', 'USDT'), '500.000000'));
  const me = await call<{ id: string }>(base, token, 'GET', '/me', undefined, null);
  return { email, token, customerId: me.body.data.id, openPositions: [] };
}

function expectAvailable(row: { available: string }, amount: string) {
  if (row.available !== amount) throw new Error(`available ${row.available}, waiting for ${amount}`);
}

/** One customer's share of the load: a fixed cycle of small money actions, each with its own key. */
async function loadWorker(base: string, customer: Customer, index: number, sent: Sent[], stop: { now: boolean }): Promise<void> {
  for (let step = index; !stop.now; step++) {
    const request = await nextRequest(base, customer, step);
    if (!request) continue;
    const entry: Sent = { key: randomUUID(), customer, ...request };
    sent.push(entry);
    try {
      const sentAt = performance.now();
      const answer = await call(base, customer.token, entry.method, entry.path, entry.body, entry.key);
      // The service behind the edge is down: this customer waits for it, and the request is retried with its key.
      if (NO_SERVICE(answer)) return;
      entry.answer = answer;
      entry.answeredInMs = Math.round(performance.now() - sentAt);
    } catch {
      return; // the platform died under this request: it is retried after the restart
    }
    if (entry.kind === 'open' && OK(entry.answer) && entry.body.type === 'market') customer.openPositions.push(entry.answer.body.data.id as string);
  }
}

async function nextRequest(base: string, customer: Customer, step: number): Promise<Pick<Sent, 'kind' | 'method' | 'path' | 'body'> | null> {
  const side = step % 2 === 0 ? 'long' : 'short';
  switch (step % 6) {
    case 0:
      return { kind: 'transfer', method: 'POST', path: '/transfers', body: { coin: 'USDT', from: 'bba', to: ['hy', 'jg', 'bb'][step % 3]!, amount: '5' } };
    case 1: {
      if (step % 12 === 1) return { kind: 'open', method: 'POST', path: '/contracts/positions', body: { symbol: 'BTCUSDT', side, type: 'market', leverage: 20, lots: '0.01' } };
      // A limit a little past the price, a long below it or a short above it: it holds its margin at the
      // limit, and some fill within the round (a short's fill above its limit takes the margin it lacks).
      const limitSide = step % 24 === 7 ? 'long' : 'short';
      const price = await priceAt(base, customer, 'BTCUSDT', limitSide === 'long' ? '0.9990' : '1.0010');
      return price ? { kind: 'open', method: 'POST', path: '/contracts/positions', body: { symbol: 'BTCUSDT', side: limitSide, type: 'limit', price, leverage: 20, lots: '0.01' } } : null;
    }
    case 2: {
      const id = customer.openPositions.shift();
      return id ? { kind: 'close', method: 'POST', path: `/contracts/positions/${id}/close`, body: {} } : null;
    }
    case 3:
      return { kind: 'option', method: 'POST', path: '/options/orders', body: { symbol: 'ETHUSDT', direction: step % 4 === 3 ? 'rise' : 'fall', seconds: 30, amount: '10' } };
    case 4: {
      if (step % 12 === 4) return { kind: 'spot', method: 'POST', path: '/spot/orders', body: { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '5' } };
      // A buy stop a little above the last price, so that some are reached within the round and some not.
      const stopPrice = await priceAt(base, customer, 'BTCUSDT', '1.0003');
      return stopPrice ? { kind: 'spot', method: 'POST', path: '/spot/orders', body: { symbol: 'BTCUSDT', side: 'buy', type: 'stop_market', stopPrice, quoteAmount: '5' } } : null;
    }
    default:
      return { kind: 'earn', method: 'POST', path: '/earn/orders', body: { productId: 'custody-7d', amount: '100' } };
  }
}

/** The market's last price times `factor`, to the cent; null when the market cannot be read (the platform is down). */
async function priceAt(base: string, customer: Customer, symbol: string, factor: string): Promise<string | null> {
  const markets = await call<{ symbol: string; price: string }[]>(base, customer.token, 'GET', '/markets', undefined, null).catch(() => null);
  const price = markets?.status === 200 ? markets.body.data.find((market) => market.symbol === symbol)?.price : undefined;
  return price ? Decimal.parse(price).multiply(Decimal.parse(factor), 2, 'up').toString() : null;
}

/** Every request the kill left unanswered, sent again with its key until it gets an answer that is not "still being processed". */
async function retryUnanswered(base: string, unanswered: Sent[], problems: string[], log: (line: string) => void): Promise<void> {
  await Promise.all(
    unanswered.map(async (request) => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const answer = await call(base, request.customer.token, request.method, request.path, request.body, request.key).catch(() => null);
        if (answer && !STILL_RUNNING(answer) && !NO_SERVICE(answer)) {
          request.answer = answer;
          log(`[faults] retried ${request.kind} ${request.key}: ${answer.status} ${answer.body.code} ${answer.body.message} ${answer.body.data?.id ?? ''}`);
          if (answer.status >= 500) problems.push(`${request.kind} ${request.key}: retry answered ${answer.status} ${answer.body.message}`);
          return;
        }
        if (Date.now() > deadline) {
          problems.push(`${request.kind} ${request.key}: key still "being processed" 60 s after the restart`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }),
  );
}

/** An answered request sent again with its key answers what it answered the first time. */
async function repeatAcknowledged(base: string, answered: Sent[], problems: string[]): Promise<void> {
  for (const request of answered) {
    const again = await call(base, request.customer.token, request.method, request.path, request.body, request.key);
    const firstId = request.answer!.body.data?.id;
    if (again.status !== request.answer!.status || again.body.data?.id !== firstId) {
      problems.push(`${request.kind} ${request.key}: first ${request.answer!.status} ${firstId}, repeated ${again.status} ${again.body.data?.id} ${again.body.message}`);
    }
  }
}

async function checkBooks(api: Client, base: string, pgPort: string, customers: Customer[], sent: Sent[], problems: string[], log: (line: string) => void): Promise<void> {
  const auditor = await api.staffToken('aud@test.local', 'auditor-pass-1');
  const pg = new PgClient({ connectionString: `postgres://postgres:meridian@127.0.0.1:${pgPort}/postgres` });
  await pg.connect();
  try {
    for (const customer of customers) {
      const mine = sent.filter((request) => request.customer === customer);
      const acknowledged = (kind: Kind) => new Set(mine.filter((request) => request.kind === kind && OK(request.answer)).map((request) => String(request.answer!.body.data.id)));
      // A customer's history lists the newest 100 closed positions and 100 settled options; four rounds
      // of load make more, so the ended ones are counted from the read models.
      const ended = async (table: string, statuses: string[]) =>
        (await pg.query<{ id: string }>(`SELECT id FROM ${table} WHERE owner_id = $1 AND status = ANY($2)`, [customer.customerId, statuses])).rows.map((row) => row.id);
      const positions = [
        ...(await listIds(base, customer.token, ['/contracts/positions?status=open', '/contracts/positions?status=pending'])),
        ...(await ended('contract_positions', ['closed', 'cancelled', 'liquidated'])),
      ];
      const options = [...(await listIds(base, customer.token, ['/options/orders?status=pending'])), ...(await ended('contract_options', ['settled']))];
      const spot = await listIds(base, customer.token, ['/spot/orders?status=open&limit=500', '/spot/orders?status=history&limit=500']);
      const earn = await listIds(base, customer.token, ['/earn/orders']);
      const transfers = await pg.query<{ entry_id: string }>(`SELECT entry_id FROM ledger_entry_ids WHERE stream_id = $1 AND entry_id LIKE 'transfer:%'`, [`ledger-${customer.customerId}`]);
      const setup = 3; // the transfers into hy, jg and bb before the load
      compare(problems, `${customer.email} positions`, acknowledged('open'), positions);
      compare(problems, `${customer.email} options`, acknowledged('option'), options);
      compare(problems, `${customer.email} spot orders`, acknowledged('spot'), spot);
      compare(problems, `${customer.email} earn orders`, acknowledged('earn'), earn);
      const transferIds = new Set(transfers.rows.map((row) => row.entry_id.replace(/^transfer:/, '')));
      if (transferIds.size !== acknowledged('transfer').size + setup) problems.push(`${customer.email}: ${transferIds.size} transfers recorded, ${acknowledged('transfer').size + setup} acknowledged`);
      for (const id of acknowledged('transfer')) if (!transferIds.has(id)) problems.push(`${customer.email}: acknowledged transfer ${id} not recorded`);
    }
    await checkOptionsSettledByTheRule(base, customers, pg, problems);
    for (const orders of [STOPS, LIMIT_OPENS]) await checkFiredByTheRule(orders, customers, pg, problems, log);
  } finally {
    await pg.end();
  }
  const ledger = await api.admin<LedgerCheck>('GET', '/audit/ledger-check', auditor);
  if (!ledger.body.data?.ok) problems.push(`ledger check: ${JSON.stringify(ledger.body.data ?? ledger.body)}`);
  await checkNothingInFlight(api, auditor, ledger.body, problems);
  const spot = await api.admin<{ data: { unbalanced: unknown[]; negative: unknown[]; mismatched: unknown[] } }>('GET', '/audit/spot-check', auditor);
  const spotReport = spot.body.data;
  if (!spotReport || spotReport.unbalanced.length || spotReport.negative.length || spotReport.mismatched.length) problems.push(`spot check: ${JSON.stringify(spotReport ?? spot.body)}`);
}

type LedgerCheck = { data?: { ok: boolean; assets: { asset: string; in_flight: string }[] } };

/**
 * Every transfer between the funding wallet and a trading core arrives: once the load has stopped, the
 * two clearing accounts that mirror each other cancel out (`in_flight` zero for every asset). A
 * consumer stuck on one arrival (retried for ever, as a duplicate credit once was) holds its money
 * and every arrival behind it in flight, with the ledger still balanced.
 */
async function checkNothingInFlight(api: Client, auditor: string, first: LedgerCheck, problems: string[]): Promise<void> {
  const moving = (check: LedgerCheck) => (check.data?.assets ?? []).filter((row) => !/^-?0(\.0+)?$/.test(row.in_flight));
  // The check just made usually shows nothing in flight; the whole ledger is read again only when it does not.
  if (moving(first).length === 0) return;
  try {
    await eventually(async () => {
      const still = moving((await api.admin<LedgerCheck>('GET', '/audit/ledger-check', auditor)).body);
      if (still.length > 0) throw new Error(JSON.stringify(still));
    }, IN_FLIGHT_SETTLES_MS);
  } catch (error) {
    problems.push(`money still in flight ${IN_FLIGHT_SETTLES_MS / 1000} s after the load stopped: ${(error as Error).message}`);
  }
}

/** How long a transfer that was under way when the load stopped may take to arrive: past a credit's own 10 s wait. */
const IN_FLIGHT_SETTLES_MS = 30_000;

function compare(problems: string[], what: string, acknowledged: Set<string>, recorded: string[]): void {
  const seen = new Set(recorded);
  if (seen.size !== recorded.length) problems.push(`${what}: listed twice`);
  for (const id of acknowledged) if (!seen.has(id)) problems.push(`${what}: acknowledged ${id} missing`);
  for (const id of seen) if (!acknowledged.has(id)) problems.push(`${what}: ${id} recorded but never acknowledged (a retry ran it twice?)`);
}

async function listIds(base: string, token: string, paths: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const path of paths) {
    const res = await call<{ items?: { id: string }[] } | { id: string }[]>(base, token, 'GET', path, undefined, null);
    const items = Array.isArray(res.body.data) ? res.body.data : (res.body.data.items ?? []);
    ids.push(...items.map((item) => item.id));
  }
  return ids;
}

interface OptionRow {
  id: string;
  status: string;
  symbol: string;
  direction: 'rise' | 'fall';
  amount: string;
  payout: string | null;
  payoutRate: string;
  result: string | null;
  acceptedAt: string;
  expiresAt: string;
  strikeTick: { seq: number; price: string; at: string } | null;
  settlementTick: { seq: number; price: string; at: string } | null;
}

/** Every option whose expiry passed is settled at the last recorded tick at or before it, against the first after acceptance. */
async function checkOptionsSettledByTheRule(base: string, customers: Customer[], pg: PgClient, problems: string[]): Promise<void> {
  for (const customer of customers) {
    const rows = async () => {
      const pending = await call<{ items: OptionRow[] }>(base, customer.token, 'GET', '/options/orders?status=pending', undefined, null);
      const history = await call<{ items: OptionRow[] }>(base, customer.token, 'GET', '/options/orders?status=history', undefined, null);
      return [...pending.body.data.items, ...history.body.data.items];
    };
    const latestExpiry = Math.max(0, ...(await rows()).map((option) => Date.parse(option.expiresAt)));
    await waitFor(async () => Date.now() > latestExpiry + 3000 && (await rows()).every((option) => option.status === 'settled'), latestExpiry - Date.now() + 60_000).catch(() => undefined);
    for (const option of await rows()) {
      if (option.status !== 'settled') {
        problems.push(`option ${option.id} still ${option.status} after its expiry ${option.expiresAt}`);
        continue;
      }
      const strike = await pg.query<{ seq: string; price: string; at: Date }>('SELECT seq::text, price::text, at FROM price_ticks WHERE symbol = $1 AND at > $2 ORDER BY at, seq LIMIT 1', [option.symbol, option.acceptedAt]);
      const settle = await pg.query<{ seq: string; price: string }>('SELECT seq::text, price::text FROM price_ticks WHERE symbol = $1 AND at <= $2 ORDER BY at DESC, seq DESC LIMIT 1', [option.symbol, option.expiresAt]);
      if (!option.strikeTick || !option.settlementTick) {
        // No tick recorded between acceptance and expiry (the platform was down all that time): the
        // rule refunds the stake. Any recorded tick in that span would have struck it.
        const struck = strike.rows[0] && strike.rows[0].at.getTime() <= Date.parse(option.expiresAt);
        if (struck || option.result !== 'refunded' || option.payout !== option.amount) problems.push(`option ${option.id}: ${option.result} ${option.payout} without a strike or settlement tick, though tick ${strike.rows[0]?.seq} was recorded in its life`);
        continue;
      }
      if (strike.rows[0]?.seq !== String(option.strikeTick.seq)) problems.push(`option ${option.id}: strike tick ${option.strikeTick.seq}, the first after acceptance is ${strike.rows[0]?.seq}`);
      if (settle.rows[0]?.seq !== String(option.settlementTick.seq)) problems.push(`option ${option.id}: settled at tick ${option.settlementTick.seq}, the last at or before expiry is ${settle.rows[0]?.seq}`);
      const move = Decimal.parse(option.settlementTick.price).compare(Decimal.parse(option.strikeTick.price));
      const expected = move === 0 ? 'tie' : (move > 0) === (option.direction === 'rise') ? 'win' : 'loss';
      if (option.result !== expected) problems.push(`option ${option.id}: ${option.result}, the rule says ${expected}`);
    }
  }
}

/** A triggered order as the checks below read it: what it is, when it was placed, and the two ticks compared. */
interface TriggeredRow {
  id: string;
  /** e.g. `buy at 65012.34`. */
  terms: string;
  placed_at: Date;
  /** Still waiting for its tick. */
  waiting: boolean;
  /** The tick it fired at, or null. */
  fired_seq: string | null;
  /** The first recorded tick of its time or later that reached it, by the rule. */
  first_seq: string | null;
}

/**
 * Every order `sql` names fired at the first recorded tick of its time or later that reached it, and
 * none still waits that such a tick reached (the ticker is given a few seconds for the newest). `sql`
 * takes the customers' ids as $1 and answers `TriggeredRow`s.
 */
async function checkFiredByTheRule(what: { name: string; fired: string; sql: string }, customers: Customer[], pg: PgClient, problems: string[], log: (line: string) => void): Promise<void> {
  const orders = async () => (await pg.query<TriggeredRow>(what.sql, [customers.map((customer) => customer.customerId)])).rows;
  const waitingThoughReached = (rows: TriggeredRow[]) => rows.filter((order) => order.waiting && order.first_seq !== null);
  await waitFor(async () => waitingThoughReached(await orders()).length === 0, 10_000).catch(() => undefined);
  const rows = await orders();
  for (const order of waitingThoughReached(rows)) problems.push(`${what.name} ${order.id} (${order.terms}) still waiting, though tick ${order.first_seq} reached it`);
  for (const order of rows.filter((row) => row.fired_seq !== null && row.fired_seq !== row.first_seq)) {
    problems.push(`${what.name} ${order.id} (${order.terms}, placed ${order.placed_at.toISOString()}): ${what.fired} at tick ${order.fired_seq}, the first to reach it is ${order.first_seq}`);
  }
  if (rows.length === 0) problems.push(`no ${what.name} was placed: the drill checks nothing of them`);
  log(`[faults] ${what.name}s: ${rows.length} placed, ${rows.filter((row) => row.fired_seq !== null).length} ${what.fired}, each checked against the ticks`);
}

/** Every stop order fired at the first recorded tick of its time or later that reached its stop price. */
const STOPS = {
  name: 'stop',
  fired: 'fired',
  sql: `SELECT o.id, o.side || ' at ' || o.stop_price AS terms, o.created_at AS placed_at, o.status = 'untriggered' AS waiting, o.trigger_tick->>'seq' AS fired_seq,
               (SELECT t.seq::text FROM price_ticks t WHERE t.symbol = o.symbol AND t.at >= o.created_at
                   AND CASE WHEN o.side = 'buy' THEN t.price >= o.stop_price::numeric ELSE t.price <= o.stop_price::numeric END
                 ORDER BY t.at, t.seq LIMIT 1) AS first_seq
          FROM spot_orders o WHERE o.owner_id = ANY($1) AND o.stop_price IS NOT NULL`,
};

/**
 * Every limit open filled at the first recorded tick of its time or later whose entry reached its
 * limit: a long's entry is the tick plus half the spread its terms froze, at or below the limit; a
 * short's the tick minus half, at or above it. Cancelled ones (the house's cap) are left out. The
 * drill's accounts hold far more than a short's fill above its limit takes, so none waits for funds.
 */
const LIMIT_OPENS = {
  name: 'limit open',
  fired: 'filled',
  sql: `SELECT c.id, (c.view->>'side') || ' at ' || (c.view->>'limitPrice') AS terms, c.opened_at AS placed_at, c.status = 'pending' AS waiting,
               c.view->'entryTick'->>'seq' AS fired_seq,
               (SELECT t.seq::text FROM price_ticks t WHERE t.symbol = c.symbol AND t.at >= c.opened_at
                   AND CASE WHEN c.view->>'side' = 'long'
                            THEN t.price + (c.view->'terms'->>'spread')::numeric / 2 <= (c.view->>'limitPrice')::numeric
                            ELSE t.price - (c.view->'terms'->>'spread')::numeric / 2 >= (c.view->>'limitPrice')::numeric END
                 ORDER BY t.at, t.seq LIMIT 1) AS first_seq
          FROM contract_positions c
         WHERE c.owner_id = ANY($1) AND c.view->>'orderType' = 'limit' AND c.status <> 'cancelled'`,
};

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
