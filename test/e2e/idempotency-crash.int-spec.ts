import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { killAll, PLATFORM_MAIN, startPlatformProcess, startProcess, type Started } from '../support/processes';

/**
 * A request id is never stuck after kill -9. The platform runs as a real child process; transfers
 * are sent under their own keys and the process is killed with SIGKILL while they run, leaving claims
 * "pending" in request_log. A transfer records its answer in the transaction of its entry, so a
 * claim left pending has nothing committed under it. After a restart every key is sent again with
 * the same body: none answers 409 "still being processed"; a key whose effect committed answers its
 * stored answer (201, the same transfer), never "may have been carried out before the restart"; a
 * key whose effect did not commit runs once. Each key ends with exactly one transfer on the ledger.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('crash');
});
afterAll(async () => {
  await killAll();
  await db.drop();
});

const legacyGet = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}?rtoken=c${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  return (await res.json()) as { code: number; data: any };
};

const sendTransfer = (base: string, token: string, key: string) =>
  fetch(`${base}/api/v1/transfers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ coin: 'USDT', from: 'bba', to: 'jg', amount: '10' }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: number; message: string; data: any } }));

const killed = (started: Started) =>
  new Promise<void>((resolve) => {
    started.child.once('exit', () => resolve());
    started.child.kill('SIGKILL');
  });

async function transfersPerKey(keys: string[]): Promise<Map<string, number>> {
  const { rows } = await db.pool.query<{ key: string; n: string }>(
    `SELECT metadata->>'requestId' AS key, count(*) AS n FROM events
      WHERE event_type = 'EntryPosted' AND data->>'id' LIKE 'transfer:%' AND metadata->>'requestId' = ANY($1) GROUP BY 1`,
    [keys],
  );
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

/** The id of the transfer entry a key committed. */
const transferIdOf = async (key: string) =>
  (await db.pool.query<{ id: string }>(`SELECT data->>'id' AS id FROM events WHERE event_type = 'EntryPosted' AND data->>'id' LIKE 'transfer:%' AND metadata->>'requestId' = $1`, [key])).rows[0]?.id;

/** The same platform again, on the same ports and database. */
const restart = async (previous: Started & { base: string; env: NodeJS.ProcessEnv }) => ({
  ...(await startProcess(PLATFORM_MAIN, previous.env, `${previous.base}/health`)),
  base: previous.base,
  env: previous.env,
});

describe('idempotency keys after a kill -9', () => {
  it('are taken over by the retry: never 409 for ever, never run twice', async () => {
    let child: Started & { base: string; env: NodeJS.ProcessEnv } = await startPlatformProcess(() => ({ DATABASE_URL: db.url, RATE_LIMIT_PER_IP: '100000', PRICE_FEED: 'off' }));
    const tokenOf = new Map<string, string>();

    // Fire transfers until a kill leaves some claims pending (the first round almost always does).
    const keys: string[] = [];
    let pendingAfterKill = 0;
    for (let round = 0; round < 3 && pendingAfterKill === 0; round++) {
      if (round > 0) child = await restart(child);
      // One demo customer per key, so the transfers do not contend for one ledger stream.
      const tokens: string[] = [];
      for (let i = 0; i < 40; i++) tokens.push(((await legacyGet(child.base, '/web/tempLogin')).data as { token: string }).token);
      const batch = Array.from({ length: 40 }, () => randomUUID());
      keys.push(...batch);
      batch.forEach((key, i) => tokenOf.set(key, tokens[i]!));
      const answers = batch.map((key) => sendTransfer(child.base, tokenOf.get(key)!, key).catch(() => null));
      // Kill as soon as the first of them is answered: the rest are mid-flight.
      await Promise.race(answers);
      await killed(child);
      await Promise.all(answers);
      const { rows } = await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM request_log WHERE status = 'pending' AND request_id = ANY($1)`, [batch]);
      pendingAfterKill = Number(rows[0]!.n);
    }
    expect(pendingAfterKill).toBeGreaterThan(0);
    const before = await transfersPerKey(keys);
    const committedWithoutAnswer = (
      await db.pool.query<{ request_id: string }>(`SELECT request_id FROM request_log WHERE status = 'pending' AND request_id = ANY($1)`, [keys])
    ).rows.filter((row) => before.get(row.request_id) === 1).length;

    // Restart on the same database and send every key again, with the same body.
    child = await restart(child);
    const retries = await Promise.all(keys.map(async (key) => ({ key, answer: await sendTransfer(child.base, tokenOf.get(key)!, key) })));
    const stuck = retries.filter((r) => r.answer.status === 409 && r.answer.body.message === 'This request is still being processed, please wait');
    expect(stuck).toEqual([]);
    for (const { key, answer } of retries) {
      const ranBefore = before.get(key) === 1;
      if (ranBefore) {
        // Its effect committed before the kill, and its answer with it: that answer, naming that transfer.
        expect({ key, status: answer.status, code: answer.body.code }).toEqual({ key, status: 201, code: 1 });
        expect(`transfer:${answer.body.data.id}`).toBe(await transferIdOf(key));
      } else {
        expect({ key, status: answer.status, code: answer.body.code }).toEqual({ key, status: 201, code: 1 });
      }
    }
    const after = await transfersPerKey(keys);
    expect(keys.filter((key) => after.get(key) !== 1)).toEqual([]);
    const { rows: left } = await db.pool.query(`SELECT request_id FROM request_log WHERE status = 'pending' AND request_id = ANY($1)`, [keys]);
    expect(left).toEqual([]);
    // A second retry of every key answers as the first retry did (the answers are kept now).
    const again = await Promise.all(keys.slice(0, 10).map((key) => sendTransfer(child.base, tokenOf.get(key)!, key)));
    expect(again.every((a) => a.status !== 409 || a.body.message !== 'This request is still being processed, please wait')).toBe(true);
    console.log(`idempotency after kill -9: ${keys.length} keys, ${pendingAfterKill} left pending, ${committedWithoutAnswer} of them had committed their effect`);
    child.child.kill('SIGINT');
  }, 300_000);
});
