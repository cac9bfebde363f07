import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { ADMIN, assetRow, Client, eventually } from '../support/platform-harness';
import { io, type Socket } from 'socket.io-client';
import { call, createFinanceStaff, depositForm, openDepositChannel } from '../support/funding';
import { PLATFORM_MAIN, ROOT, freePort, killAll, startProcess, stopProcess, type Started } from '../support/processes';

/**
 * The distributed profile on one machine: identity, accounts and the gateway each in their own
 * process, the PostgreSQL-log bus between them, and the edge proxy in front, as deploy/ runs them.
 */
let db: TestDatabase;
const processes: Started[] = [];
let edgeUrl: string;
let secondIdentityUrl: string | null = null;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// The global setup checked Redis; without it the shared rate-limit test is counted as skipped.
const withRedis = !process.env.MERIDIAN_REDIS_MISSING;

beforeAll(async () => {
  db = await createTestDatabase('distributed');
  if (!withRedis) process.stderr.write(`[distributed] ${process.env.MERIDIAN_REDIS_MISSING}: running without it; the shared rate-limit test is SKIPPED\n`);
  const [identity, identity2, accounts, gateway, edge] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const common = {
    DATABASE_URL: db.url,
    BUS_TRANSPORT: 'postgres',
    INTERNAL_TOKEN: 'test-internal-token',
    IDENTITY_URL: url(identity),
    TRADING_URL: url(gateway),
    RATE_LIMIT_PER_IP: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(withRedis ? { REDIS_URL: redisUrl } : {}),
  };
  // Identity first: it applies the migrations the others share and seeds the staff admin. Verification
  // (kyc) shares its process here; deploy/ gives it one of its own.
  processes.push(await startProcess(PLATFORM_MAIN, { ...common, SERVICES: 'identity,kyc', PORT: String(identity) }, `${url(identity)}/health`));
  processes.push(await startProcess(PLATFORM_MAIN, { ...common, SERVICES: 'accounts', PORT: String(accounts) }, `${url(accounts)}/health`));
  if (withRedis) {
    processes.push(await startProcess(PLATFORM_MAIN, { ...common, SERVICES: 'identity', PORT: String(identity2) }, `${url(identity2)}/health`));
    secondIdentityUrl = url(identity2);
  }
  // A fixed-seed feed: contracts open and close at recorded ticks, which only the trading process records.
  processes.push(
    await startProcess(PLATFORM_MAIN, { ...common, SERVICES: 'trading,gateway', PORT: String(gateway), PRICE_FEED_SEED: 'distributed-test' }, `${url(gateway)}/health`),
  );
  processes.push(
    await startProcess(
      join(ROOT, 'deploy/edge/edge-proxy.mjs'),
      { PORT: String(edge), IDENTITY_URL: url(identity), ACCOUNTS_URL: url(accounts), GATEWAY_URL: url(gateway), KYC_URL: url(identity) },
      `${url(edge)}/health`,
    ),
  );
  edgeUrl = url(edge);
}, 240_000);

afterAll(async () => {
  for (const started of processes.reverse()) await stopProcess(started).catch(() => undefined);
  await killAll();
  await db?.drop();
});

describe('the distributed profile', () => {
  it('funds a demo account across processes: identity publishes, accounts consumes, both behind the edge', async () => {
    const api = new Client(edgeUrl);
    const { token } = (await api.get('/web/tempLogin')).body.data;
    const available = await eventually(async () => {
      const row = await assetRow(edgeUrl, token, 'bba', 'USDT');
      if (row.available === '0.000000') throw new Error('not funded yet');
      return row.available;
    }, 20_000);
    expect(available).toBe('100000.000000');
  });

  it('moves money into spot and back across processes: the clearing saga over the bus, the core asked over HTTP', async () => {
    const api = new Client(edgeUrl);
    const { token } = (await api.get('/web/tempLogin')).body.data;
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'bba', 'USDT')).available).toBe('100000.000000'), 20_000);
    const into = await call(edgeUrl, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '300' });
    expect(into.body.code).toBe(1);
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'bb', 'USDT')).available).toBe('300.000000'), 20_000);
    const back = await call(edgeUrl, token, 'POST', '/transfers', { coin: 'USDT', from: 'bb', to: 'bba', amount: '100' });
    expect(back.body.code).toBe(1);
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'bba', 'USDT')).available).toBe('99800.000000'), 20_000);
    expect((await assetRow(edgeUrl, token, 'bb', 'USDT')).available).toBe('200.000000');
    const tooMuch = await call(edgeUrl, token, 'POST', '/transfers', { coin: 'USDT', from: 'bb', to: 'bba', amount: '500' });
    expect(tooMuch.status).toBe(400);
    const records = await call(edgeUrl, token, 'GET', '/records?kind=account&type=bb', undefined, null);
    expect(records.body.data.items.map((r: { type: string; amount: string }) => [r.type, r.amount])).toEqual([
      ['transfer_out', '-100.000000'],
      ['transfer_in', '300.000000'],
    ]);
  });

  it('trades a perpetual contract through the edge: margin in over the bus, a position at a recorded tick, the rest back out', async () => {
    const api = new Client(edgeUrl);
    const { token } = (await api.get('/web/tempLogin')).body.data;
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'bba', 'USDT')).available).toBe('100000.000000'), 20_000);
    expect((await call(edgeUrl, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '1000' })).body.code).toBe(1);
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'hy', 'USDT')).available).toBe('1000.000000'), 20_000);
    const order = { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' };
    const opened = await call(edgeUrl, token, 'POST', '/contracts/positions', order);
    expect(opened.body.data).toMatchObject({ status: 'open', entryTick: { symbol: 'BTCUSDT', source: 'sim:distributed-test' } });
    const closed = await call(edgeUrl, token, 'POST', `/contracts/positions/${opened.body.data.id}/close`, {});
    expect(closed.body.data).toMatchObject({ status: 'closed', closeReason: 'user' });
    const left = (await assetRow(edgeUrl, token, 'hy', 'USDT')).available;
    expect((await call(edgeUrl, token, 'POST', '/transfers', { coin: 'USDT', from: 'hy', to: 'bba', amount: left })).body.code).toBe(1);
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'bba', 'USDT')).available).toBe((99000 + Number(left)).toFixed(6)), 20_000);
    const commitments = await fetch(`${edgeUrl}/api/v1/feed/commitments`).then((res) => res.json() as Promise<{ data: { items: unknown[] } }>);
    expect(commitments.data.items.length).toBeGreaterThan(0);
  });

  it('pushes a deposit approved in the accounts process to the customer socket on the gateway process, and ends it on logout', async () => {
    const api = new Client(edgeUrl);
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    const { token } = await api.register('distributed-push@example.com');
    const socket: Socket = io(`${edgeUrl}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const pushed = (event: string, matches: (payload: any) => boolean) =>
        new Promise<any>((resolve) => socket.on(event, (payload: unknown) => matches(payload) && resolve(payload)));
      const deposit = await call(edgeUrl, token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount: '25' }));
      const approved = pushed('deposit', (payload) => payload.type === 'DepositApproved');
      const balance = pushed('balance', (payload) => payload.account === 'bba');
      await api.admin('POST', `/deposits/${deposit.body.data.id}/approve`, staff.fin1, {});
      expect(await approved).toEqual({ id: deposit.body.data.id, type: 'DepositApproved' });
      expect(await balance).toEqual({ account: 'bba', at: expect.any(String) });
      const ended = pushed('session', () => true);
      await api.post('/web/logout', { token });
      expect(await ended).toEqual({ reason: 'revoked', cause: 'logout' });
    } finally {
      socket.close();
    }
  });

  it('refuses a token the identity process does not know, in the accounts process too', async () => {
    const res = await fetch(`${edgeUrl}/api/v1/assets`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: number }).code).toBe(2000);
  });

  it('never exposes internal routes through the edge', async () => {
    const res = await fetch(`${edgeUrl}/internal/v1/sessions/verify`, { method: 'POST' });
    expect(res.status).toBe(404);
  });

  (withRedis ? it : it.skip)('shares login limits across identity processes through Redis', async () => {
    // Three failures on one process, two on the other: only a shared count reaches the limit of 5.
    const email = `shared-limit-${Date.now()}@example.com`;
    await new Client(edgeUrl).register(email);
    const targets = [new Client(edgeUrl), new Client(secondIdentityUrl!)];
    for (let i = 0; i < 5; i++) await targets[i % 2]!.post('/web/userLogin', { account: email, password: `wrong-${i}` });
    const blocked = await targets[1]!.post('/web/userLogin', { account: email, password: 'secret123' });
    expect(blocked.body.code).toBe(429);
  });

  it('lets the auditor check every ledger and the public read the insurance fund, with the cores in another process', async () => {
    const api = new Client(edgeUrl);
    const { token } = (await api.get('/web/tempLogin')).body.data;
    await eventually(async () => expect((await assetRow(edgeUrl, token, 'bba', 'USDT')).available).toBe('100000.000000'), 20_000);
    const moved = await call(edgeUrl, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '100' });
    expect(moved.body.code).toBe(1);
    // The accounts process asks trading for its cores' journals over /internal/v1/audit (CORE_LEDGERS).
    const staff = await api.staffToken();
    const check = await api.admin<{ data: { ledgers: { ledger: string }[]; assets: { asset: string; total: string; balanced: boolean; in_flight: string }[] } }>(
      'GET',
      '/audit/ledger-check',
      staff,
    );
    expect(check.status).toBe(200);
    expect(check.body.data.ledgers.map((l) => l.ledger)).toEqual(['funding', 'spot', 'contract']);
    const usdt = check.body.data.assets.find((a) => a.asset === 'USDT')!;
    expect(usdt).toMatchObject({ balanced: true });
    expect(usdt.total).toMatch(/^-?0(\.0+)?$/);
    // The insurance fund's balance and history come from the contract core, read over HTTP.
    const reserves = await fetch(`${edgeUrl}/api/v1/reserves`).then((res) => res.json() as Promise<{ data: { items: { account: string; balance: string }[] } }>);
    expect(reserves.data.items.map((item) => item.account)).toContain('platform:insurance:USDT');
  });

  it('lets staff read the customer through the edge', async () => {
    const api = new Client(edgeUrl);
    const { user } = await api.register('distributed@example.com');
    const staff = await api.staffToken();
    const found = await api.admin<{ data: { id: string }[] }>('GET', '/customers?q=distributed@', staff);
    expect(found.body.data.map((c) => c.id)).toEqual([user.id]);
  });
});
