import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { readSettings, startPlatform } from '@meridian/platform';
import { Decimal } from '@meridian/money';
import { EVENT_STORE } from '@meridian/runtime';
import { MarketDataService, rebuildSpotReadModels, SpotCoreService } from '@meridian/trading';
import { call } from '../support/funding';
import { ADMIN, assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { depthOf as depthOfBook, placeOrder, spotLedgerCheck, spotTrader } from '../support/spot';

let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  // One recorded tick per market: the house quotes around it.
  await platform.platform.app.get(MarketDataService).step();
  for (const symbol of ['BTCUSDT', 'ETHUSDT', 'TRXUSDT', 'DOGEUSDT'])
    await eventually(async () => expect((await depthOf(symbol)).asks.length).toBeGreaterThanOrEqual(symbol === 'BTCUSDT' ? 20 : 1));
});
afterAll(() => platform.stop());

const depthOf = (symbol: string) => depthOfBook(platform.url, symbol);

const trader = (usdt = '10000') => spotTrader(platform.url, usdt);

async function spotBalance(token: string, coin: string) {
  const res = await call<{ items: { coin: string; available: string; frozen: string }[] }>(
    platform.url,
    token,
    'GET',
    '/spot/balances',
    undefined,
    null,
  );
  return res.body.data.items.find((b) => b.coin === coin)!;
}

const order = (token: string, body: Record<string, unknown>, key: string | null = randomUUID(), lang = 'en') => placeOrder(platform.url, token, body, key, lang);

describe('spot trading', () => {
  it('quotes every spot book around the recorded price, from the house account', async () => {
    const market = platform.platform.app.get(MarketDataService);
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'TRXUSDT', 'DOGEUSDT']) {
      const depth = await depthOf(symbol);
      const reference = Number(market.lastTick(symbol)!.price);
      if (symbol === 'BTCUSDT' || symbol === 'ETHUSDT') {
        expect(depth.bids).toHaveLength(20);
        expect(depth.asks).toHaveLength(20);
      }
      // Prices move away from the mid level by level; sizes grow away from it and are not all alike.
      const prices = (side: { price: string }[]) => side.map((level) => Decimal.parse(level.price));
      prices(depth.bids).reduce((nearer, further) => (expect(further.compare(nearer)).toBe(-1), further));
      prices(depth.asks).reduce((nearer, further) => (expect(further.compare(nearer)).toBe(1), further));
      const sizes = depth.asks.map((level) => Decimal.parse(level.quantity));
      if (sizes.length >= 10) {
        expect(sizes.at(-1)!.compare(sizes[0]!)).toBe(1);
        expect(new Set(depth.asks.map((level) => level.quantity)).size).toBeGreaterThan(1);
      }
      expect(Number(depth.bids[0]!.price)).toBeLessThan(reference);
      expect(Number(depth.asks[0]!.price)).toBeGreaterThan(reference);
    }
  });

  it('moves USDT into spot and back through the clearing accounts, and refuses to send more than spot holds', async () => {
    const token = await trader('1000');
    expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('99000.000000');
    expect((await assetRow(platform.url, token, 'bb', 'USDT')).available).toBe('1000.000000');
    const back = await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bb', to: 'bba', amount: '250' });
    expect(back.body.code).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('99250.000000'));
    expect((await spotBalance(token, 'USDT')).available).toBe('750.000000');
    const tooMuch = await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bb', to: 'bba', amount: '751' });
    expect(tooMuch.status).toBe(400);
    expect((await spotBalance(token, 'USDT')).available).toBe('750.000000');
  });

  it('fills a limit buy at the best ask against the market maker, with the taker fee in the coin received', async () => {
    const token = await trader();
    const ask = (await depthOf('BTCUSDT')).asks[0]!;
    const placed = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: ask.price, quantity: '0.0100' });
    expect(placed.status).toBe(201);
    expect(placed.body.code).toBe(0);
    expect(placed.body.data).toEqual(
      expect.objectContaining({ status: 'filled', filledQuantity: '0.0100', averagePrice: ask.price, fee: '0.00001000', feeCoin: 'BTC' }),
    );
    expect((await spotBalance(token, 'BTC')).available).toBe('0.00999000');
    // Valued at the pair's last recorded price, not a catalogue reference.
    const last = platform.platform.app.get(MarketDataService).lastTick('BTCUSDT')!.price;
    const btc = await assetRow(platform.url, token, 'bb', 'BTC');
    expect(btc.usdt_value).toBe(Decimal.parse('0.00999').multiply(Decimal.parse(last), 6, 'down').toString());
    const spent = Decimal.parse(ask.price).multiply(Decimal.parse('0.01'), 6, 'down');
    expect((await spotBalance(token, 'USDT')).available).toBe(Decimal.parse('10000').subtract(spent).rescale(6, 'down').toString());
    const history = await call(platform.url, token, 'GET', '/spot/orders?status=history', undefined, null);
    expect(history.body.data.items[0]).toEqual(expect.objectContaining({ id: placed.body.data.id, status: 'filled' }));
    const trades = await call(platform.url, token, 'GET', '/spot/trades?symbol=BTCUSDT', undefined, null);
    expect(trades.body.data.items[0]).toEqual(
      expect.objectContaining({ orderId: placed.body.data.id, side: 'buy', role: 'taker', price: ask.price, fee: '0.00001000' }),
    );
    const publicTrades = await fetch(`${platform.url}/api/v1/markets/BTCUSDT/trades`).then(
      (r) => r.json() as Promise<{ data: { items: any[] } }>,
    );
    expect(publicTrades.data.items[0]).toEqual(expect.objectContaining({ price: ask.price, quantity: '0.0100', side: 'buy' }));
  });

  it('holds funds for a resting order and returns every unit on cancel', async () => {
    const token = await trader('1000');
    const placed = await order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '100.00', quantity: '1.5000' });
    expect(placed.body.data.status).toBe('open');
    expect(await spotBalance(token, 'USDT')).toEqual({ coin: 'USDT', available: '850.000000', frozen: '150.000000' });
    const open = await call(platform.url, token, 'GET', '/spot/orders?status=open', undefined, null);
    expect(open.body.data.items.map((o: { id: string }) => o.id)).toEqual([placed.body.data.id]);
    expect((await depthOfBook(platform.url, 'ETHUSDT', 100)).bids).toContainEqual({ price: '100.00', quantity: '1.5000' });

    const other = await trader('10');
    const stolen = await call(platform.url, other, 'DELETE', `/spot/orders/${placed.body.data.id}`);
    expect(stolen.status).toBe(400);

    const records = async () => (await call(platform.url, token, 'GET', '/records?kind=account&type=bb', undefined, null)).body.data.items as any[];
    expect((await records()).map((r) => [r.type, r.amount, r.balance_after, r.account])).toEqual([
      ['spot_order', '-150.000000', '850.000000', 'bb'],
      ['transfer_in', '1000.000000', '1000.000000', 'bb'],
    ]);
    // The all-accounts view merges the spot records with the funding side's, newest first.
    const everything = (await call(platform.url, token, 'GET', '/records?kind=account', undefined, null)).body.data as { items: any[]; total: number };
    expect(everything.items[0]).toMatchObject({ type: 'spot_order', account: 'bb' });
    // Both legs of the transfer into spot carry the transfer's time.
    expect(everything.items.slice(1, 3).map((r) => `${r.type} ${r.account}`).sort()).toEqual(['transfer_in bb', 'transfer_out bba']);
    const times = everything.items.map((r) => r.time as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(everything.total).toBe(everything.items.length);
    const secondPage = (await call(platform.url, token, 'GET', '/records?kind=account&per_page=1&page=2', undefined, null)).body.data.items as any[];
    expect(secondPage.map((r) => r.id)).toEqual([everything.items[1].id]);
    const cancelled = await call(platform.url, token, 'DELETE', `/spot/orders/${placed.body.data.id}`);
    expect(cancelled.body.data).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'user' }));
    expect(await spotBalance(token, 'USDT')).toEqual({ coin: 'USDT', available: '1000.000000', frozen: '0.000000' });
    expect((await records())[0]).toEqual(expect.objectContaining({ type: 'spot_order_refund', amount: '150.000000', balance_after: '1000.000000', memo: placed.body.data.id }));
  });

  it('describes the order call in the OpenAPI document, from the DTO both gateways check', async () => {
    const doc = (await (await fetch(`${platform.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const place = doc.paths['/api/v1/spot/orders']!.post!;
    const schema = place.requestBody!.content['application/json']!.schema.$ref.split('/').at(-1)!;
    expect(Object.keys(doc.components.schemas[schema]!.properties)).toEqual(['symbol', 'side', 'type', 'price', 'quantity', 'quoteAmount', 'stopPrice', 'timeInForce']);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/markets/{symbol}/depth', '/api/v1/spot/trades', '/api/v1/admin/market-maker/{symbol}']));
  });

  it('refuses bad orders in the caller’s language and changes nothing', async () => {
    const token = await trader('100');
    const cases: [Record<string, unknown>, string][] = [
      [{ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '100.001', quantity: '0.0100' }, '价格必须是 0.01 的整数倍'],
      [{ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '100.00', quantity: '0.00001' }, '数量必须是 0.0001 的整数倍'],
      [{ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000.00', quantity: '1.0000' }, '现货账户余额不足'],
      [{ symbol: 'EURUSD', side: 'buy', type: 'limit', price: '1.0000', quantity: '1' }, '该市场不存在'],
      [{ symbol: 'BTCUSDT', side: 'hold', type: 'limit', price: '1.00', quantity: '1' }, 'Side'],
    ];
    for (const [body, message] of cases) {
      const res = await order(token, body, randomUUID(), 'zh-CN');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await spotBalance(token, 'USDT')).toEqual({ coin: 'USDT', available: '100.000000', frozen: '0.000000' });
  });

  it('answers a repeated request id with the first order, once, even when the repeats arrive together', async () => {
    const token = await trader('1000');
    const key = randomUUID();
    const body = { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '50.00', quantity: '1.0000' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(token, body, key)));
    expect(answers.every((r) => r.body.code === 0)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    const again = await order(token, body, key);
    expect(again.body.data.id).toBe(answers[0]!.body.data.id);
    expect((await call(platform.url, token, 'GET', '/spot/orders?status=open', undefined, null)).body.data.items).toHaveLength(1);
    expect((await order(token, { ...body, price: '51.00' }, key)).status).toBe(409);

    const refusedKey = randomUUID();
    const tooBig = { ...body, quantity: '100.0000' };
    const refused = await order(token, tooBig, refusedKey);
    expect(refused.status).toBe(400);
    expect(await order(token, tooBig, refusedKey)).toEqual(refused);
  });

  it('takes an order sent as a form through the Nest route, answered the same way, under the same request ids', async () => {
    const token = await trader('1000');
    const key = randomUUID();
    const fields = { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '40.00', quantity: '1.0000' };
    const viaForm = await fetch(`${platform.url}/api/v1/spot/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
      body: new URLSearchParams(fields).toString(),
    });
    const placed = (await viaForm.json()) as { code: number; message: string; data: { id: string; status: string } };
    expect(viaForm.status).toBe(201);
    expect(placed).toMatchObject({ code: 0, message: 'Order placed', data: { status: 'open' } });
    // The same id and body as JSON (the order gateway) gives the first answer again.
    const viaGateway = await order(token, fields, key);
    expect(viaGateway).toEqual({ status: 201, body: placed });
    expect((await call(platform.url, token, 'GET', '/spot/orders?status=open', undefined, null)).body.data.items).toHaveLength(1);
  });

  it('never lets parallel orders spend one balance twice', async () => {
    const token = await trader('1000');
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '100.00', quantity: '1.0000' }),
      ),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400)).toHaveLength(20);
    expect(await spotBalance(token, 'USDT')).toEqual({ coin: 'USDT', available: '0.000000', frozen: '1000.000000' });
  });

  it('lets support find orders and trades, and admins retune the market maker with a reason', async () => {
    const token = await trader('1000');
    const { user } = (await api.get('/web/info', { token })).body.data ?? {};
    const placed = await order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '90.00', quantity: '1.0000' });
    const admin = await api.staffToken();
    const customerId = placed.body.data.ownerId ?? user?.id;
    const found = await api.admin<{ data: any[]; total: number }>('GET', `/spot-orders?customerId=${customerId}`, admin);
    expect(found.body.data[0]).toEqual(expect.objectContaining({ id: placed.body.data.id, customerId, status: 'open' }));
    expect(found.body.data[0].account).toMatch(/^Demo /);
    // Support sees every account the customer has, the trading core's spot account among them.
    const accounts = await api.admin<{ data: any[] }>('GET', `/customers/${customerId}/balances`, admin);
    expect(accounts.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'bba', coin: 'USDT' }),
        expect.objectContaining({ type: 'bb', kind: 'spot', coin: 'USDT', available: '910.000000', frozen: '90.000000' }),
      ]),
    );
    // The auditor replays the same spot account from the core's events, now and as of before the order.
    const replay = await api.admin<{ data: any }>('GET', `/audit/spot/${customerId}/replay`, admin);
    expect(replay.body.data.balances).toContainEqual({ coin: 'USDT', available: '910.000000', frozen: '90.000000' });
    expect(replay.body.data.matches_live_core).toBe(true);
    expect(replay.body.data.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['SpotFundsReceived', 'SpotOrderPlaced']));
    const placedAt = replay.body.data.events.find((e: { type: string }) => e.type === 'SpotOrderPlaced').time;
    const before = await api.admin<{ data: any }>('GET', `/audit/spot/${customerId}/replay?at=${new Date(Date.parse(placedAt) - 1).toISOString()}`, admin);
    expect(before.body.data.balances).toContainEqual({ coin: 'USDT', available: '1000.000000', frozen: '0.000000' });
    expect(before.body.data.matches_live_core).toBeNull();

    const refused = await api.admin('PUT', '/market-maker/BTCUSDT', admin, { spreadBp: 40, reason: '' });
    expect(refused.status).toBe(400);
    const tuned = await api.admin<{ data: any }>('PUT', '/market-maker/BTCUSDT', admin, {
      spreadBp: 40,
      levels: 3,
      reason: 'wider in thin hours',
    });
    expect(tuned.status).toBe(200);
    expect(tuned.body.data).toEqual(expect.objectContaining({ spreadBp: 40, levels: 3 }));
    await eventually(async () => expect((await depthOf('BTCUSDT')).asks).toHaveLength(3));
    await api.admin('POST', '/staff', admin, {
      email: 'support@test.local',
      password: 'support-pass-1',
      name: 'support',
      roles: ['support'],
    });
    const support = await api.staffToken('support@test.local', 'support-pass-1');
    expect((await api.admin('PUT', '/market-maker/BTCUSDT', support, { spreadBp: 20, reason: 'x' })).status).toBe(403);
    expect((await api.admin('GET', '/spot-trades?symbol=BTCUSDT', support)).status).toBe(200);
  });

  it('pushes the book, the trades and the customer’s own order and balance changes live', async () => {
    const token = await trader('1000');
    const market: Socket = io(`${platform.url}/market`, { transports: ['websocket'], reconnection: false });
    const mine: Socket = io(`${platform.url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
    const received = { depth: [] as any[], trades: [] as any[], orders: [] as any[], balances: [] as any[] };
    market.on('depth', (d) => received.depth.push(d));
    market.on('trades', (t) => received.trades.push(t));
    mine.on('spot-order', (o) => received.orders.push(o));
    mine.on('balance', (b) => received.balances.push(b));
    try {
      await new Promise<void>((resolve) => mine.on('connect', () => resolve()));
      expect(await market.emitWithAck('subscribe-book', { symbol: 'ETHUSDT' })).toEqual({ ok: true });
      await eventually(async () =>
        expect(received.depth[0]).toEqual(expect.objectContaining({ symbol: 'ETHUSDT', asks: expect.any(Array) })),
      );
      const ask = (await depthOf('ETHUSDT')).asks[0]!;
      const placed = await order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: ask.price, quantity: '0.1000' });
      await eventually(async () => {
        expect(received.trades.flatMap((t) => t.items)).toContainEqual(
          expect.objectContaining({ price: ask.price, quantity: '0.1000', side: 'buy' }),
        );
        expect(received.orders).toContainEqual(expect.objectContaining({ id: placed.body.data.id, status: 'filled' }));
        expect(received.balances.length).toBeGreaterThan(0);
        expect(received.depth.length).toBeGreaterThan(1);
      });
    } finally {
      market.close();
      mine.close();
    }
  });

  it('writes a group commit again when PostgreSQL picks it as a deadlock victim, and the order stands once', async () => {
    const token = await trader();
    const buyAtAsk = async () => order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: (await depthOf('ETHUSDT')).asks[0]!.price, quantity: '0.0100' });
    // A first fill creates this minute's and this day's candle rows (the test clock stands still).
    expect((await buyAtAsk()).body.data.status).toBe('filled');
    const bucket = (table: string) =>
      platform.db.pool.query(`SELECT bucket FROM ${table} WHERE symbol = 'ETHUSDT' AND volume > 0 ORDER BY bucket DESC LIMIT 1`).then((r) => r.rows[0].bucket as Date);
    const [minute, day] = [await bucket('candles_1m'), await bucket('candles_1d')];
    const rival = await platform.db.pool.connect();
    try {
      // The rival takes the day's row, then, once the writer holds the minute's and waits for the day's, asks for the minute's.
      await rival.query('BEGIN');
      await rival.query("UPDATE candles_1d SET ticks = ticks WHERE symbol = 'ETHUSDT' AND bucket = $1", [day]);
      const filling = buyAtAsk();
      await eventually(async () =>
        expect((await platform.db.pool.query("SELECT 1 FROM pg_stat_activity WHERE application_name = 'meridian-spot-core' AND wait_event_type = 'Lock'")).rowCount).toBe(1),
      );
      // The writer waited first, so its deadlock check runs first and its transaction is the one rolled back.
      await rival.query("UPDATE candles_1m SET ticks = ticks WHERE symbol = 'ETHUSDT' AND bucket = $1", [minute]);
      await rival.query('COMMIT');
      const filled = await filling;
      expect(filled.status).toBe(201);
      expect(filled.body.data.status).toBe('filled');
      const stored = await platform.db.pool.query('SELECT count(*)::int AS n FROM spot_orders WHERE id = $1', [filled.body.data.id]);
      expect(stored.rows[0].n).toBe(1);
    } finally {
      rival.release();
    }
    expect(platform.platform.app.get(SpotCoreService).isReady).toBe(true);
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  });

  it('refuses what a failed group commit held, rebuilds from the log, and trades on', async () => {
    const token = await trader('1000');
    const core = platform.platform.app.get(SpotCoreService);
    // The database drops the writer's connection (as a restart or a network fault would), so the next group commit fails.
    await platform.db.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'meridian-spot-core'");
    const lost = await order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '20.00', quantity: '1.0000' });
    expect(lost.status).toBe(400);
    expect(lost.body.message).toBe('Trading is restarting; try again in a moment');
    await eventually(async () => expect(core.isReady).toBe(true));
    expect(await spotBalance(token, 'USDT')).toEqual({ coin: 'USDT', available: '1000.000000', frozen: '0.000000' });
    const kept = await order(token, { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '20.00', quantity: '1.0000' });
    expect(kept.body.data.status).toBe('open');
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  });

  it('rebuilds the order, trade, record and candle-volume read models from the events alone', async () => {
    const rows = async () => {
      const query = (sql: string) => platform.db.pool.query(sql).then((r) => r.rows);
      return {
        orders: await query('SELECT * FROM spot_orders ORDER BY id'),
        trades: await query('SELECT * FROM spot_trades ORDER BY id'),
        records: await query('SELECT customer_id, coin, amount, balance_after, type, ref, at FROM spot_account_records ORDER BY id'),
        volume: await query("SELECT symbol, bucket, volume::text FROM candles_1m WHERE volume > 0 ORDER BY symbol, bucket"),
      };
    };
    const before = await rows();
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.trades.length).toBeGreaterThan(0);
    const replayed = await rebuildSpotReadModels(platform.platform.app.get(EVENT_STORE));
    expect(replayed).toBe(platform.platform.app.get(SpotCoreService).state.sequence);
    expect(await rows()).toEqual(before);
  });

  it('keeps the books balanced and rebuilds the same core after a restart', async () => {
    const customers = (balances: Map<string, bigint>) =>
      [...balances].filter(([name]) => name.startsWith('user:') || name.startsWith('hold:')).sort();
    const core = platform.platform.app.get(SpotCoreService);
    const before = {
      balances: customers(core.state.accountBalances()),
      depth: core.state.depth('ETHUSDT', 50),
      sequence: core.state.sequence,
    };
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
    await platform.platform.stop();
    const settings = {
      ...readSettings({
        DATABASE_URL: platform.db.url,
        PORT: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PRICE_FEED: 'off',
      }),
      host: '127.0.0.1',
    };
    platform.platform = await startPlatform(settings, () => undefined, { clock: platform.clock });
    const restarted = platform.platform.app.get(SpotCoreService);
    // The house requotes on start (new orders, new holds); the customers' side must be exactly as it was.
    const houseFree = (balances: typeof before.balances) => balances.filter(([name]) => !name.startsWith('hold:mm:'));
    expect(houseFree(customers(restarted.state.accountBalances()))).toEqual(houseFree(before.balances));
    const customerLevels = (depth: typeof before.depth) => depth.bids.filter((b) => Number(b.price) <= 100);
    expect(customerLevels(restarted.state.depth('ETHUSDT', 50))).toEqual(customerLevels(before.depth));
    expect(restarted.state.sequence).toBeGreaterThanOrEqual(before.sequence);
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  });
});
