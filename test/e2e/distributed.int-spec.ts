import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assetRow, Client, eventually } from '../support/platform-harness';
import { io, type Socket } from 'socket.io-client';
import { customerJourney } from '../support/customer-journey';
import { startDistributed, type DistributedPlatform } from '../support/distributed';
import { describeMarketPushAcrossGateways } from '../support/market-push-across-gateways';
import { call, createFinanceStaff, depositForm, openDepositChannel } from '../support/funding';
import { PLATFORM_MAIN, ROOT, freePort, killAll, startProcess, stopProcess, type Started } from '../support/processes';

/**
 * The distributed profile as `npm run start:distributed` runs it, on the PostgreSQL-log bus: ten
 * processes (identity, accounts, trading, two push gateways, kyc, earn, lending, c2c, engagement),
 * nginx in front. distributed-journey.int-spec.ts runs the same on Kafka. Market push across the two
 * gateways runs last on the same processes (support/market-push-across-gateways.ts): it kills one.
 */
let platform: DistributedPlatform | undefined;
let secondIdentity: Started | undefined;
let edgeUrl: string;
let secondIdentityUrl: string | null = null;
// The global setup checked Redis; without it the shared rate-limit test is counted as skipped.
const withRedis = !process.env.MERIDIAN_REDIS_MISSING;

beforeAll(async () => {
  if (!withRedis) process.stderr.write(`[distributed] ${process.env.MERIDIAN_REDIS_MISSING}: running without it; the shared rate-limit test is SKIPPED\n`);
  // A fixed-seed feed: contracts open and close at recorded ticks, which only the trading process records.
  platform = await startDistributed('postgres', { PRICE_FEED_SEED: 'distributed-test' });
  edgeUrl = platform.edgeUrl;
  if (withRedis) {
    // A second identity process beside the launcher's, reached directly: limits are counted in Redis.
    const port = await freePort();
    secondIdentityUrl = `http://127.0.0.1:${port}`;
    secondIdentity = await startProcess(PLATFORM_MAIN, { ...platform.serviceEnv, SERVICES: 'identity', PORT: String(port) }, `${secondIdentityUrl}/health`);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all([secondIdentity && stopProcess(secondIdentity), platform?.stop()].map((stopping) => stopping?.catch(() => undefined)));
  await killAll();
}, 60_000);

describe('the distributed profile', () => {
  it('runs a customer journey across the processes through nginx, on the PostgreSQL bus', async () => {
    await customerJourney(edgeUrl, 'journey-postgres@example.com');
  }, 150_000);

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
      expect(await approved).toEqual({ id: deposit.body.data.id, type: 'DepositApproved', final: true });
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
    expect(await res.json()).toMatchObject({ code: 404, data: null });
  });

  it("keeps docker-compose's nginx config what the generator makes of the route table", () => {
    const generated = execFileSync(process.execPath, [join(ROOT, 'deploy/edge/nginx-config.mjs'), 'compose']).toString();
    expect(readFileSync(join(ROOT, 'deploy/edge/nginx.compose.conf'), 'utf8')).toBe(generated);
  });

  it("passes the client's address on: the services believe nginx's X-Forwarded-For (TRUST_PROXY)", async () => {
    const api = new Client(edgeUrl);
    await api.register('distributed-address@example.com');
    const login = await api.post('/web/userLogin', { account: 'distributed-address@example.com', password: 'secret123' }, { 'x-forwarded-for': '203.0.113.9' });
    const logins = await call(edgeUrl, login.body.data.token, 'GET', '/security/logins', undefined, null);
    expect(logins.body.data.items[0]).toMatchObject({ ip: '203.0.113.9' });
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

describeMarketPushAcrossGateways(() => platform!);
