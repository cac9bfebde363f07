import { randomUUID } from 'node:crypto';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';
import { contributeCapital, fundPlatformAccount } from '../support/platform-capital';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * Transfers and earn purchases write the answer of their request id in the transaction of their
 * effect (`recordAnswerInTransaction`), so a crash between the commit and the answer leaves the
 * answer behind (the kill -9 test is `idempotency-crash-answers.int-spec.ts`). Here, on the running
 * platform: the `request_log` row of the key was last written by the very transaction that wrote the
 * effect (the same PostgreSQL transaction id, `xmin`), with the body the client received, and the
 * interceptor wrote nothing after it; a transfer into a trading account, which stores "processing"
 * with its entry, has the fuller "completed" kept once the core credited it.
 */
let platform: TestPlatform;
let api: Client;
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  const staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await contributeCapital(api, staff.fin1, staff.fin2, '2000');
  await fundPlatformAccount(api, staff.fin1, 'earn-payouts', '1000');
  token = (await api.register('answers@example.com')).token;
  await fund(api, platform.url, token, staff.fin1, '3000');
});
afterAll(() => platform.stop());

const logRow = async (key: string) =>
  (
    await platform.db.pool.query<{ xmin: string; status: string; http_status: number; response: { isError: boolean; body: unknown } }>(
      'SELECT xmin::text, status, http_status, response FROM request_log WHERE request_id = $1',
      [key],
    )
  ).rows[0]!;

/** The transaction ids that wrote the events of this request id. */
const eventTransactions = async (key: string) =>
  (await platform.db.pool.query<{ xmin: string }>(`SELECT DISTINCT xmin::text FROM events WHERE metadata->>'requestId' = $1`, [key])).rows.map((row) => row.xmin);

describe('answers recorded with their effects', () => {
  it('a transfer into a trading account stores "processing" with its entry, then the fuller answer the client got', async () => {
    const key = randomUUID();
    const sent = await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '10' }, key);
    expect(sent.status).toBe(201);
    const row = await logRow(key);
    expect(row.response.body).toEqual(sent.body);
    if (sent.body.data.status === 'processing') {
      // Nothing replaced it: it is the row the entry's transaction wrote.
      expect(await eventTransactions(key)).toEqual([row.xmin]);
    } else {
      expect(sent.body.data.status).toBe('completed');
      expect(await eventTransactions(key)).not.toContain(row.xmin);
    }
    const again = await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '10' }, key);
    expect(again.body).toEqual(sent.body);
  });

  it('an earn purchase: the answer commits in the order’s transaction and the interceptor writes nothing after it', async () => {
    const key = randomUUID();
    const placed = await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '100' }, key);
    expect(placed.body).toMatchObject({ code: 1, data: { status: 'funding', amount: '100.000000' } });
    const row = await logRow(key);
    expect(row).toMatchObject({ status: 'done', http_status: 201, response: { isError: false, body: placed.body } });
    const { rows } = await platform.db.pool.query<{ xmin: string }>('SELECT xmin::text FROM events WHERE stream_id = $1 AND event_type = $2', [
      `earn-order-${placed.body.data.id}`,
      'EarnOrderPlaced',
    ]);
    expect(rows.map((r) => r.xmin)).toEqual([row.xmin]);
    const again = await fetch(`${platform.url}/api/v1/earn/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ productId: 'custody-7d', amount: '100' }),
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(placed.body);
  });

  it('a refused purchase keeps its refusal and commits nothing', async () => {
    const key = randomUUID();
    const refused = await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '0.5' }, key);
    expect(refused.status).toBe(400);
    expect(await logRow(key)).toMatchObject({ status: 'done', response: { isError: true } });
    expect(await eventTransactions(key)).toEqual([]);
  });
});
