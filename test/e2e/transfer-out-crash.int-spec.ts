import { createHash, randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { Decimal } from '@meridian/money';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { call, type Answer } from '../support/funding';
import { assetRow } from '../support/platform-harness';
import { killAll, startPlatformProcess, startProcess, PLATFORM_MAIN, type Started } from '../support/processes';

/**
 * A transfer out of a trading account after kill -9 (issue 19, section 5). Its first effect is the
 * trading core's debit, and the core answers the request id in the group commit of that debit; the
 * funding wallet is credited after it, by the saga. The platform runs as a child process. The test
 * holds the customer's ledger stream locked, so the credit cannot commit while the core's debit
 * does: the request is left waiting for the money to arrive, and the process is killed in that window
 * (effect committed, answer never sent). After a restart the same key gets the answer the debit
 * committed with, naming the same transfer, and, once the saga has credited the wallet, "completed";
 * the money moved once. For each of the spot (bb), contract (hy) and option (jg) accounts.
 *
 * Then, on the restarted platform: a claim left pending by a crash, followed by an unrelated event of
 * the same customer (a transfer under no request id), is not taken for committed: the retry runs once.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('transfer_out_crash');
});
afterAll(async () => {
  await killAll();
  await db.drop();
});

type Platform = Started & { base: string; env: NodeJS.ProcessEnv };
type Account = 'bb' | 'hy' | 'jg';
const ACCOUNTS: Account[] = ['bb', 'hy', 'jg'];

const legacyGet = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}?rtoken=c${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  return (await res.json()) as { code: number; data: any };
};

async function until<T>(what: string, attempt: () => Promise<T | null | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const killed = (started: Started) =>
  new Promise<void>((resolve) => {
    started.child.once('exit', () => resolve());
    started.child.kill('SIGKILL');
  });

const restart = async (previous: Platform): Promise<Platform> => ({
  ...(await startProcess(PLATFORM_MAIN, previous.env, `${previous.base}/health`)),
  base: previous.base,
  env: previous.env,
});

const customerOf = async (token: string) =>
  (
    await db.pool.query<{ customer_id: string }>('SELECT customer_id::text FROM customer_sessions WHERE token_hash = $1', [
      createHash('sha256').update(token).digest('hex'),
    ])
  ).rows[0]!.customer_id;

/** The trading core's debits of a transfer id (the spot core's or the contract core's `SendToFunding`). */
const debitsOf = async (transferId: string) =>
  Number(
    (
      await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE data->'command'->>'type' = 'SendToFunding' AND data->'command'->>'transferId' = $1`, [
        transferId,
      ])
    ).rows[0]!.n,
  );

/** The transfer a customer's core debit committed out of an account, if any. */
const debitedTransfer = async (customerId: string) =>
  (
    await db.pool.query<{ id: string }>(
      `SELECT data->'command'->>'transferId' AS id FROM events WHERE data->'command'->>'type' = 'SendToFunding' AND data->'command'->>'customerId' = $1`,
      [customerId],
    )
  ).rows.map((row) => row.id);

/** The funding side's credits of a transfer id on the customer's ledger. */
const creditsOf = async (transferId: string) =>
  Number((await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE event_type = 'EntryPosted' AND data->>'id' = $1`, [`transfer:${transferId}`])).rows[0]!.n);

interface Customer {
  account: Account;
  token: string;
  customerId: string;
  key: string;
  body: { coin: string; from: Account; to: 'bba'; amount: string };
  first: Answer | null;
}

describe('a transfer out of a trading account after kill -9', () => {
  it('answers the retry with the answer the core committed with its debit, completed once the money arrived, and moves the money once', async () => {
    let platform: Platform = await startPlatformProcess(() => ({ DATABASE_URL: db.url, RATE_LIMIT_PER_IP: '100000', PRICE_FEED: 'off' }));

    // One demo customer per account, each with 1,000 USDT moved into it from the funding wallet.
    const customers: Customer[] = [];
    for (const account of ACCOUNTS) {
      const token = ((await legacyGet(platform.base, '/web/tempLogin')).data as { token: string }).token;
      const into = await call(platform.base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: account, amount: '1000' });
      expect({ account, status: into.status, state: into.body.data?.status }).toEqual({ account, status: 201, state: 'completed' });
      customers.push({ account, token, customerId: await customerOf(token), key: randomUUID(), body: { coin: 'USDT', from: account, to: 'bba', amount: '250' }, first: null });
    }
    const fundingBefore = new Map<Account, string>();
    for (const c of customers) fundingBefore.set(c.account, (await assetRow(platform.base, c.token, 'bba', 'USDT')).available);

    // Hold every customer's ledger stream: the core debits, the funding side cannot credit yet.
    const locks: PoolClient = await db.pool.connect();
    let sent: Promise<unknown>[] = [];
    try {
      await locks.query('BEGIN');
      await locks.query('SELECT version FROM streams WHERE stream_id = ANY($1) FOR UPDATE', [customers.map((c) => `ledger-${c.customerId}`)]);
      sent = customers.map((c) =>
        call(platform.base, c.token, 'POST', '/transfers', c.body, c.key).then(
          (answer) => (c.first = answer),
          () => null,
        ),
      );
      // Every debit (and the answer with it) committed; the requests wait for the credit. Kill now.
      await until('every core debit', async () => ((await Promise.all(customers.map((c) => debitedTransfer(c.customerId)))).every((ids) => ids.length === 1) ? true : null));
      await killed(platform);
      await Promise.all(sent);
    } finally {
      await locks.query('ROLLBACK');
      locks.release();
    }
    // The crash window: effect committed, answer never sent.
    expect(customers.map((c) => ({ account: c.account, first: c.first }))).toEqual(ACCOUNTS.map((account) => ({ account, first: null })));
    const committed = new Map<Account, string>();
    for (const c of customers) committed.set(c.account, (await debitedTransfer(c.customerId))[0]!);
    // The core's commit answered the key: "processing", naming the transfer it debited.
    const { rows: logged } = await db.pool.query<{ request_id: string; status: string; response: { body: { data: { id: string; status: string } } } }>(
      'SELECT request_id, status, response FROM request_log WHERE request_id = ANY($1)',
      [customers.map((c) => c.key)],
    );
    for (const c of customers) {
      const row = logged.find((r) => r.request_id === c.key);
      expect({ account: c.account, status: row?.status, data: row?.response.body.data }).toMatchObject({
        account: c.account,
        status: 'done',
        data: { id: committed.get(c.account), status: 'processing' },
      });
    }

    platform = await restart(platform);
    const retries = await Promise.all(customers.map(async (c) => ({ c, answer: await call(platform.base, c.token, 'POST', '/transfers', c.body, c.key) })));
    for (const { c, answer } of retries) {
      // The same transfer, and it arrived: the money can be spent where it went.
      expect({ account: c.account, status: answer.status, code: answer.body.code, data: answer.body.data }).toEqual({
        account: c.account,
        status: 201,
        code: 1,
        data: { id: committed.get(c.account), coin: 'USDT', from: c.account, to: 'bba', amount: '250.000000', status: 'completed' },
      });
      expect({ account: c.account, debits: await debitsOf(answer.body.data.id), credits: await creditsOf(answer.body.data.id) }).toEqual({ account: c.account, debits: 1, credits: 1 });
      // 1,000 in, 250 out once; the wallet got the 250 once.
      expect({ account: c.account, left: (await assetRow(platform.base, c.token, c.account, 'USDT')).available }).toEqual({ account: c.account, left: '750.000000' });
      const funding = Decimal.parse((await assetRow(platform.base, c.token, 'bba', 'USDT')).available);
      expect({ account: c.account, credited: funding.subtract(Decimal.parse(fundingBefore.get(c.account)!)).toString() }).toEqual({ account: c.account, credited: '250.000000' });
    }
    // The fuller answer is kept: a second retry answers it too, without waiting.
    for (const c of customers) {
      const again = await call(platform.base, c.token, 'POST', '/transfers', c.body, c.key);
      expect({ account: c.account, data: again.body.data }).toMatchObject({ account: c.account, data: { id: committed.get(c.account), status: 'completed' } });
    }
    const { rows: stored } = await db.pool.query<{ response: { body: { data: { status: string } } } }>('SELECT response FROM request_log WHERE request_id = ANY($1)', [
      customers.map((c) => c.key),
    ]);
    expect(stored.map((row) => row.response.body.data.status)).toEqual(['completed', 'completed', 'completed']);

    // A claim left pending by a crash (its owner's backend is gone), then an unrelated event of the same
    // customer under no request id: the retry is not told "may have been carried out", it runs once.
    const customer = customers[0]!;
    const body = { coin: 'USDT', from: 'bba', to: 'bb', amount: '5' };
    const probe = await call(platform.base, customer.token, 'POST', '/transfers', body);
    expect(probe.status).toBe(201);
    const { rows: probed } = await db.pool.query<{ scope: string; fingerprint: string }>('SELECT scope, fingerprint FROM request_log WHERE response->\'body\'->\'data\'->>\'id\' = $1', [
      probe.body.data.id,
    ]);
    const crashedKey = randomUUID();
    await db.pool.query(
      `INSERT INTO request_log (scope, request_id, fingerprint, status, owner, lease_until) VALUES ($1, $2, $3, 'pending', '1/2000-01-01 00:00:00+00', now() + interval '2 minutes')`,
      [probed[0]!.scope, crashedKey, probed[0]!.fingerprint],
    );
    const unrelated = await call(platform.base, customer.token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '1' }, null);
    expect(unrelated.status).toBe(201);
    const retried = await call(platform.base, customer.token, 'POST', '/transfers', body, crashedKey);
    expect({ status: retried.status, code: retried.body.code }).toEqual({ status: 201, code: 1 });
    expect(retried.body.data).toMatchObject({ from: 'bba', to: 'bb', amount: '5.000000' });
    expect(retried.body.data.id).not.toBe(probe.body.data.id);
    expect(await creditsOf(retried.body.data.id)).toBe(1);
    platform.child.kill('SIGINT');
  }, 300_000);
});
