import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { killAll, PLATFORM_MAIN, startPlatformProcess, startProcess, type Started } from '../support/processes';

/**
 * After kill -9 a retry gets the answer its effect committed with (issue 19, section 5). Transfers,
 * contract opens and option orders record their answer under the request id in the transaction of
 * their effect (`recordAnswerInTransaction`, the contract core's group commit). The platform runs
 * as a real child process and is killed with SIGKILL while a burst of them runs, each under its own
 * key; after a restart every key is sent again with the same body. A key whose effect committed
 * answers 2xx with that effect's id (never "may have been carried out", never "still being
 * processed"); a key whose effect did not commit runs once; every key ends with exactly one effect.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('crash_answers');
});
afterAll(async () => {
  await killAll();
  await db.drop();
});

type Kind = 'transfer' | 'open' | 'option';
interface Answer {
  status: number;
  body: { code: number; message: string; data: any };
}
interface Sent {
  key: string;
  kind: Kind;
  token: string;
  path: string;
  body: Record<string, unknown>;
  first: Answer | null;
}
type Platform = Started & { base: string; env: NodeJS.ProcessEnv };

const send = (base: string, token: string, path: string, body: unknown, key?: string): Promise<Answer> =>
  fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Answer['body'] }));

const REQUESTS: Record<Kind, { path: string; body: Record<string, unknown> }> = {
  transfer: { path: '/transfers', body: { coin: 'USDT', from: 'bba', to: 'jg', amount: '10' } },
  open: { path: '/contracts/positions', body: { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 20, lots: '0.01' } },
  option: { path: '/options/orders', body: { symbol: 'ETHUSDT', direction: 'rise', seconds: 30, amount: '10' } },
};

async function until<T>(what: string, attempt: () => Promise<T | null | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A demo customer with USDT in its contract (hy) and option (jg) accounts. */
async function demoCustomer(base: string): Promise<string> {
  const res = await fetch(`${base}/web/tempLogin?rtoken=c${randomUUID().replace(/-/g, '').slice(0, 12)}`);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  for (const to of ['hy', 'jg']) {
    await until(`${to} funded`, async () => {
      const moved = await send(base, token, '/transfers', { coin: 'USDT', from: 'bba', to, amount: '1000' });
      return moved.status === 201 ? moved : null;
    });
  }
  return token;
}

/** The markets quote (a recorded tick exists) and an option can be placed: the feed runs after a start. */
const marketsReady = (base: string, token: string) =>
  until('a recorded tick', async () => {
    const quote = await fetch(`${base}/api/v1/contracts/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(REQUESTS.open.body) });
    return quote.status === 200 ? token : null;
  });

/** The id of the effect each key committed, read from the event log: the transfer's entry, the position opened, the option placed. */
async function effectsOf(keys: string[]): Promise<Map<string, string[]>> {
  const { rows } = await db.pool.query<{ key: string; id: string }>(
    `SELECT metadata->>'requestId' AS key, substr(data->>'id', length('transfer:') + 1) AS id FROM events
      WHERE event_type = 'EntryPosted' AND data->>'id' LIKE 'transfer:%' AND metadata->>'requestId' = ANY($1)
     UNION ALL
     SELECT metadata->>'requestId', COALESCE(data->'command'->>'positionId', data->'command'->>'optionId') FROM events
      WHERE data->'command'->>'type' IN ('OpenPosition', 'PlaceOption') AND metadata->>'requestId' = ANY($1)`,
    [keys],
  );
  const effects = new Map<string, string[]>();
  for (const row of rows) effects.set(row.key, [...(effects.get(row.key) ?? []), row.id]);
  return effects;
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

describe('a retry after kill -9 answers what its effect committed', () => {
  it('transfers, contract opens and option orders: the committed answer (same id), or one run', async () => {
    let platform: Platform = await startPlatformProcess(() => ({ DATABASE_URL: db.url, RATE_LIMIT_PER_IP: '100000', PRICE_FEED_INTERVAL_MS: '250' }));
    const sent: Sent[] = [];
    const committedUnanswered: Sent[] = [];
    const covered = () => (['transfer', 'open', 'option'] as const).every((kind) => committedUnanswered.some((request) => request.kind === kind));
    // Kill mid-burst until, of every kind, some effect committed whose answer never reached the client (one round usually does).
    for (let round = 0; round < 4 && !covered(); round++) {
      if (round > 0) platform = await restart(platform);
      const base = platform.base;
      const tokens = await Promise.all(Array.from({ length: 20 }, () => demoCustomer(base)));
      await marketsReady(base, tokens[0]!);
      // One customer per request kind and key: no request waits behind another's stream.
      const burst = (kinds: readonly Kind[]): Sent[] => tokens.flatMap((token) => kinds.map((kind) => ({ key: randomUUID(), kind, token, ...REQUESTS[kind], first: null })));
      const fire = (requests: Sent[]) =>
        requests.map((request) =>
          send(base, request.token, request.path, request.body, request.key).then(
            (answer) => (request.first = answer),
            () => null,
          ),
        );
      // Transfers into the option account answer once the core credited them: the contract burst goes out while they wait.
      const transfers = burst(['transfer']);
      const transferAnswers = fire(transfers);
      await until('a transfer committed', async () => ((await effectsOf(transfers.map((r) => r.key))).size > 0 ? true : null));
      const trades = burst(['open', 'option']);
      const tradeAnswers = fire(trades);
      await Promise.race(tradeAnswers);
      await killed(platform);
      await Promise.all([...transferAnswers, ...tradeAnswers]);
      const all = [...transfers, ...trades];
      sent.push(...all);
      const effects = await effectsOf(all.map((request) => request.key));
      committedUnanswered.push(...all.filter((request) => request.first === null && effects.has(request.key)));
    }
    const keys = sent.map((request) => request.key);
    const before = await effectsOf(keys);
    // Nothing ran twice before the restart either.
    expect(keys.filter((key) => (before.get(key)?.length ?? 0) > 1)).toEqual([]);
    const unanswered = sent.filter((request) => request.first === null);
    const byKind = (list: Sent[]) => Object.fromEntries((['transfer', 'open', 'option'] as const).map((kind) => [kind, list.filter((r) => r.kind === kind).length]));
    console.log(
      `crash answers: ${sent.length} keys, ${unanswered.length} unanswered at the kill ${JSON.stringify(byKind(unanswered))}, ` +
        `${committedUnanswered.length} of them with a committed effect ${JSON.stringify(byKind(committedUnanswered))}`,
    );
    expect(covered()).toBe(true);

    platform = await restart(platform);
    await marketsReady(platform.base, sent[0]!.token);
    const retries = await Promise.all(sent.map(async (request) => ({ request, answer: await send(platform.base, request.token, request.path, request.body, request.key) })));
    const problems: string[] = [];
    for (const { request, answer } of retries) {
      const committed = before.get(request.key)?.[0];
      const label = `${request.kind} ${request.key} (${request.first ? `first ${request.first.status}` : 'unanswered'}, ${committed ? `committed ${committed}` : 'nothing committed'})`;
      if (committed) {
        // The answer its effect committed with: 2xx and the effect's id, never "may have been carried out".
        if (answer.status !== 201 || answer.body.data?.id !== committed) problems.push(`${label}: retry ${answer.status} ${answer.body.message} ${answer.body.data?.id}`);
        if (request.first && request.first.body.data?.id !== answer.body.data?.id) problems.push(`${label}: first answered ${request.first.body.data?.id}, retry ${answer.body.data?.id}`);
      } else if (request.first === null) {
        // Nothing committed: it runs now, once.
        if (answer.status !== 201 || !answer.body.data?.id) problems.push(`${label}: retry ${answer.status} ${answer.body.message}`);
      } else if (answer.status !== request.first.status || answer.body.message !== request.first.body.message) {
        // Answered and refused before the kill: the same refusal again.
        problems.push(`${label}: first ${request.first.status} ${request.first.body.message}, retry ${answer.status} ${answer.body.message}`);
      }
    }
    expect(problems).toEqual([]);

    // Every key that succeeded ends with exactly one effect, the one its answer names.
    const after = await effectsOf(keys);
    const succeeded = retries.filter(({ answer }) => answer.status === 201);
    expect(succeeded.filter(({ request, answer }) => JSON.stringify(after.get(request.key)) !== JSON.stringify([answer.body.data.id])).map(({ request }) => request.key)).toEqual([]);
    const { rows: pending } = await db.pool.query(`SELECT request_id FROM request_log WHERE status = 'pending' AND request_id = ANY($1)`, [keys]);
    expect(pending).toEqual([]);
    platform.child.kill('SIGINT');
  }, 300_000);
});
