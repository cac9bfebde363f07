import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { call } from '../support/funding';
import { ADMIN, Client, eventually } from '../support/platform-harness';
import { killAll, startPlatformProcess, stopProcess } from '../support/processes';

/**
 * The trading core dies (SIGKILL: no shutdown hooks, no last snapshot) while customers are placing and
 * cancelling orders and snapshots are being taken. After a restart every acknowledged order and cancel is there, nothing else moved
 * money, and the auditor's check (balances replayed from the events against the rebuilt core, per-coin
 * totals, negatives) is clean.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('spot_crash');
});
afterAll(async () => {
  await killAll();
  await db.drop();
});

interface Acknowledged {
  id: string;
  token: string;
  filledQuantity: string;
  cancelled: boolean;
}

async function spotCheck(base: string) {
  const api = new Client(base);
  const admin = await api.staffToken();
  const report = (await api.admin<{ data: any }>('GET', '/audit/spot-check', admin)).body.data;
  return {
    unbalanced: report.unbalanced,
    negative: report.negative,
    mismatched: report.mismatched,
    nonZero: report.totals.filter((t: { total: string }) => !/^0(\.0+)?$/.test(t.total)),
  };
}

it('rebuilds every acknowledged order and balance after a kill under load, with the books balanced', async () => {
  // Snapshots every 100 events while the load runs: the restart starts from one and replays the rest.
  const env = {
    DATABASE_URL: db.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_IP: '100000',
    PRICE_FEED_INTERVAL_MS: '200',
    SPOT_SNAPSHOT_EVERY: '100',
    SPOT_SNAPSHOT_MIN_INTERVAL_MS: '0',
  };
  const first = await startPlatformProcess(() => env);
  const api = new Client(first.base);
  const tokens: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { token } = (await api.get('/web/tempLogin')).body.data;
    await eventually(async () => expect((await call(first.base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '20000' })).body.code).toBe(1));
    tokens.push(token);
  }
  const depth = async () => ((await (await fetch(`${first.base}/api/v1/markets/ETHUSDT/depth`)).json()) as { data: { asks: { price: string }[] } }).data;
  await eventually(async () => expect((await depth()).asks.length).toBeGreaterThan(0));
  const ask = Number((await depth()).asks[0]!.price);

  const acknowledged = new Map<string, Acknowledged>();
  let stop = false;
  const worker = async (token: string, seed: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const open = [...acknowledged.values()].filter((o) => o.token === token && !o.cancelled);
        if (i % 4 === 3 && open.length > 0) {
          const target = open[(seed + i) % open.length]!;
          const res = await call(first.base, token, 'DELETE', `/spot/orders/${target.id}`);
          if (res.status === 200) target.cancelled = true;
          continue;
        }
        // Some meet the house's asks, most rest below them.
        const price = (ask * (1 - ((seed + i) % 6) * 0.002)).toFixed(2);
        const res = await call(first.base, token, 'POST', '/spot/orders', { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price, quantity: '0.0100' }, randomUUID());
        if (res.status === 201) acknowledged.set(res.body.data.id, { id: res.body.data.id, token, filledQuantity: res.body.data.filledQuantity, cancelled: false });
      } catch {
        return; // the process is gone
      }
    }
  };
  const load = tokens.map((token, n) => worker(token, n));
  await eventually(async () => expect(acknowledged.size).toBeGreaterThan(150), 30_000);
  await eventually(async () => expect((await db.pool.query("SELECT stream_version FROM snapshots WHERE name = 'spot-core'")).rows[0]?.stream_version).toBeGreaterThan(100), 30_000);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  stop = true;
  await Promise.all(load);

  const second = await startPlatformProcess(() => ({ ...env, PRICE_FEED: 'off' }));
  try {
    for (const order of acknowledged.values()) {
      const open = (await call(second.base, order.token, 'GET', '/spot/orders?status=open&symbol=ETHUSDT&limit=200', undefined, null)).body.data.items as any[];
      const history = (await call(second.base, order.token, 'GET', '/spot/orders?status=history&symbol=ETHUSDT&limit=200', undefined, null)).body.data.items as any[];
      const found = [...open, ...history].find((o) => o.id === order.id);
      expect(found).toBeDefined();
      expect(Number(found.filledQuantity)).toBeGreaterThanOrEqual(Number(order.filledQuantity));
      if (order.cancelled) expect(found.status).toBe('cancelled');
    }
    expect(await spotCheck(second.base)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  } finally {
    await stopProcess(second);
  }
}, 180_000);
