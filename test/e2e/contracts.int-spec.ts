import { randomUUID } from 'node:crypto';
import { ContractCoreService, ContractTicks, MarketDataService, OptionExpiry } from '@meridian/trading';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, confirmProposal, createFinanceStaff, fund, openDepositChannel, staffMember } from '../support/funding';
import { holdCatchUp } from '../support/held-catch-up';

let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
/** A second admin: what loosens contract terms or option restrictions waits for their confirmation. */
let admin2: string;
let core: ContractCoreService;
let market: MarketDataService;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  admin2 = await staffMember(api, 'admin2@test.local', ['admin']);
  await openDepositChannel(api, staff.fin1);
  core = platform.platform.app.get(ContractCoreService);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
  await fundTheHouse('1000000');
});

/**
 * The house pays what customers win: finance funds it from the treasury (after a confirmed capital
 * contribution), as a real operator must before customers trade.
 */
async function fundTheHouse(amount: string) {
  const proposed = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, { requestId: randomUUID(), amount, reason: 'operator capital' });
  await api.admin('POST', `/capital-contributions/${proposed.body.data.id}/confirm`, staff.fin2);
  const before = core.state.balance('platform:house:USDT');
  const funded = await api.admin('POST', '/platform-accounts/fundings', staff.fin1, { requestId: randomUUID(), to: 'house', amount, reason: 'house capital' });
  expect(funded.status).toBe(201);
  await eventually(async () => expect(core.state.balance('platform:house:USDT') - before).toBe(BigInt(amount) * 1_000_000n));
}
afterAll(() => platform.stop());

/** A customer with `amount` USDT moved from the funding wallet into the contract account. */
/** A new customer with `amount` USDT moved into the contract account (`hy`) or the options account (`jg`). */
async function contractTrader(email: string, amount: string, into: 'hy' | 'jg' = 'hy'): Promise<string> {
  const { token } = await api.register(email);
  await fund(api, platform.url, token, staff.fin1, amount);
  const moved = await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: into, amount });
  expect(moved.body.code).toBe(1);
  await eventually(async () => expect(await assetRow(platform.url, token, into, 'USDT')).toMatchObject({ available: `${amount}.000000` }));
  return token;
}

let scripted = 0;
/** A tick as the feed would record it, after the last, handed to the core the way the feed's are. */
async function scriptedTick(symbol: string, price: string, at = new Date()) {
  const last = market.lastTick(symbol)!;
  const tick = { symbol, seq: last.seq + 1000 + (scripted += 1), at: at.toISOString(), price, source: 'scripted' };
  await platform.platform.app.get(ContractTicks).apply([tick]);
  return tick;
}

describe('perpetual contracts through the API', () => {
  it('opens a 10x long from the contract account at the recorded tick plus half the spread, and shows it live', async () => {
    const token = await contractTrader('long@example.com', '5000');
    const tick = market.lastTick('BTCUSDT')!;
    const order = { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' };
    const quote = await call(platform.url, token, 'POST', '/contracts/quote', order, null);
    expect(quote.body.data).toMatchObject({ tick: { seq: tick.seq }, maxLeverage: 100, liquidationPrice: expect.any(String) });
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect(opened.body.data).toMatchObject({ margin: quote.body.data.margin, openFee: quote.body.data.openFee, entryPrice: quote.body.data.entryPrice });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ code: 1, message: 'Position opened', data: { status: 'open', side: 'long', leverage: 10, lots: '0.01', entryTick: { seq: tick.seq, price: tick.price } } });
    const terms = opened.body.data.terms;
    expect(Number(opened.body.data.entryPrice)).toBeCloseTo(Number(tick.price) + Number(terms.spread) / 2, 6);
    const open = await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null);
    expect(open.body.data.items).toHaveLength(1);
    expect(open.body.data.items[0]).toMatchObject({ markPrice: expect.any(String), unrealizedPnl: expect.any(String), liquidationPrice: expect.any(String) });
    const hy = await assetRow(platform.url, token, 'hy', 'USDT');
    expect(Number(hy.frozen)).toBeCloseTo(Number(opened.body.data.margin), 6);
  });

  it('refuses in the customer’s language and changes nothing', async () => {
    const token = await contractTrader('refused@example.com', '100');
    const res = await fetch(`${platform.url}/api/v1/contracts/positions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '1.00' }),
    });
    const body = (await res.json()) as { message: string };
    expect(res.status).toBe(400);
    expect(body.message).toMatch(/^账户余额不足：保证金和开仓手续费共需 [\d.,]+ USDT$/);
    const hy = await assetRow(platform.url, token, 'hy', 'USDT');
    expect(hy).toMatchObject({ available: '100.000000', frozen: '0.000000' });
    expect((await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'sideways', type: 'market', leverage: 10, lots: '0.01' })).status).toBe(400);
  });

  it('takes profit at the tick that crossed, names it, pays from the house, and lists it in the history', async () => {
    const token = await contractTrader('tp@example.com', '5000');
    const price = Number(market.lastTick('BTCUSDT')!.price);
    const takeProfit = (price * 1.01).toFixed(2);
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01', takeProfit });
    const id = opened.body.data.id as string;
    const other = await contractTrader('not-the-owner@example.com', '10');
    expect((await call(platform.url, other, 'POST', `/contracts/positions/${id}/close`, {})).body.message).toBe('Position not found');

    const crossing = await scriptedTick('BTCUSDT', (price * 1.02).toFixed(2));
    const history = await call(platform.url, token, 'GET', '/contracts/positions?status=history', undefined, null);
    const closed = history.body.data.items.find((p: { id: string }) => p.id === id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'take_profit', closeTick: { seq: crossing.seq, price: crossing.price } });
    expect(Number(closed.realizedPnl)).toBeGreaterThan(0);
    const house = await api.admin<{ data: { house: string; instruments: { symbol: string; openPositions: number }[] } }>('GET', '/contracts/house', staff.auditor);
    expect(Number(house.body.data.house)).toBeLessThan(1_000_000);
  });

  it('fires a trigger once after the core rebuilds itself from its log', async () => {
    const token = await contractTrader('restart@example.com', '5000');
    const price = Number(market.lastTick('ETHUSDT')!.price);
    const stopLoss = (price * 0.99).toFixed(2);
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'ETHUSDT', side: 'long', type: 'market', leverage: 5, lots: '0.10', stopLoss });
    const id = opened.body.data.id as string;
    await core.recover();
    const crossing = await scriptedTick('ETHUSDT', (price * 0.98).toFixed(2));
    expect(core.state.position(id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closeTick: { seq: crossing.seq } });
    // A later tick finds nothing to fire for it, so nothing is even written.
    const before = core.state.sequence;
    await scriptedTick('ETHUSDT', (price * 0.97).toFixed(2));
    expect(core.state.position(id)!.closeTick!.seq).toBe(crossing.seq);
    expect(core.state.sequence).toBe(before);
  });

  it('names the rules an old event was decided by when this build would decide it otherwise, and changes nothing', async () => {
    // The core's state runs ahead of its log by the batch in flight: read the newest event once it is stored.
    const newest = () =>
      platform.db.pool.query<{ id: string; data: unknown; metadata: { rules?: number } }>(
        `SELECT event_id AS id, data, metadata FROM events WHERE stream_id = 'contract-core' ORDER BY stream_version DESC LIMIT 1`,
      );
    await eventually(async () => expect((await newest()).rows).toHaveLength(1));
    const [latest] = (await newest()).rows;
    expect(latest.metadata.rules).toBe(4);
    const before = core.state.sequence;
    // As if the latest event had been decided by the rules before a tick fired only positions not newer than it.
    await platform.db.pool.query(`UPDATE events SET data = data || '{"decidedBy":"older rules"}', metadata = metadata || '{"rules":3}' WHERE event_id = $1`, [latest.id]);
    try {
      await expect(core.recover()).rejects.toThrow(/recorded under rules 3; this build decides by rules 4 .*stop it cleanly/);
      expect(core.state.sequence).toBe(before);
    } finally {
      await platform.db.pool.query('UPDATE events SET data = $2, metadata = $3 WHERE event_id = $1', [latest.id, latest.data, latest.metadata]);
    }
    await core.recover();
    expect(core.state.sequence).toBe(before);
  });

  it('closes part of a position, adds margin, and sends what is free back to the funding wallet', async () => {
    const token = await contractTrader('partial@example.com', '3000');
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'short', type: 'market', leverage: 20, lots: '0.02' });
    const id = opened.body.data.id as string;
    const half = await call(platform.url, token, 'POST', `/contracts/positions/${id}/close`, { lots: '0.01' });
    expect(half.body.data).toMatchObject({ status: 'open', lots: '0.01' });
    const free = await assetRow(platform.url, token, 'hy', 'USDT');
    expect((await call(platform.url, token, 'POST', `/contracts/positions/${id}/margin`, { amount: '999999' })).body.message).toMatch(/^Add-margin cannot exceed the maximum addable/);
    const added = await call(platform.url, token, 'POST', `/contracts/positions/${id}/margin`, { amount: '10' });
    expect(Number(added.body.data.margin)).toBeCloseTo(Number(half.body.data.margin) + 10, 6);
    const back = (Number(free.available) - 10).toFixed(6);
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'hy', to: 'bba', amount: back })).body.code).toBe(1);
    await eventually(async () => expect(Number((await assetRow(platform.url, token, 'bba', 'USDT')).available)).toBeCloseTo(Number(back), 6));
    expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('0.000000');
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'BTC', from: 'bba', to: 'hy', amount: '1' })).body.message).toBe('Contract and futures accounts hold USDT only');
  });

  it('holds a limit open and cancels it, returning everything held', async () => {
    const token = await contractTrader('pending@example.com', '2000');
    const price = Number(market.lastTick('BTCUSDT')!.price);
    const pending = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'limit', price: (price * 0.9).toFixed(2), leverage: 10, lots: '0.01' });
    expect(pending.body).toMatchObject({ message: 'Order placed: it opens when the price reaches it', data: { status: 'pending' } });
    expect((await call(platform.url, token, 'GET', '/contracts/positions?status=pending', undefined, null)).body.data.items).toHaveLength(1);
    const cancelled = await call(platform.url, token, 'DELETE', `/contracts/positions/${pending.body.data.id}`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await assetRow(platform.url, token, 'hy', 'USDT')).toMatchObject({ available: '2000.000000', frozen: '0.000000' });
  });
});

describe('contract terms set by staff', () => {
  it('reach only positions opened after the change, carry the reason, and stay within the published ceilings', async () => {
    const token = await contractTrader('terms@example.com', '20000');
    const before = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' });
    const changed = await api.admin<{ data: { spread: string; closeFeeRate: string } }>('PUT', '/contracts/BTCUSDT', staff.admin, { spread: '50.00', closeFeeRate: '0.001', reason: 'volatile weekend' });
    expect(changed.body.data).toMatchObject({ spread: '50.00', closeFeeRate: '0.001' });
    const after = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' });
    expect(after.body.data.terms).toMatchObject({ spread: '50.00', closeFeeRate: '0.001' });
    const open = await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null);
    expect(open.body.data.items.find((p: { id: string }) => p.id === before.body.data.id).terms).toMatchObject({ spread: before.body.data.terms.spread, closeFeeRate: '0.0005' });
    const tooMuch = await api.admin<{ message: string }>('PUT', '/contracts/XAUUSD', staff.admin, { maxLeverage: 26, reason: 'test' });
    expect({ status: tooMuch.status, message: tooMuch.body.message }).toEqual({ status: 400, message: 'Check the contract terms: max leverage' });
    expect((await api.admin('PUT', '/contracts/XAUUSD', staff.admin, { maxLeverage: 20 })).status).toBe(400);
    expect((await api.admin('PUT', '/contracts/XAUUSD', staff.fin1, { maxLeverage: 20, reason: 'not theirs' })).status).toBe(403);
    const event = await platform.db.pool.query("SELECT data FROM events WHERE stream_id = 'contract-core' AND event_type = 'ContractConfigured' ORDER BY stream_version DESC LIMIT 1");
    expect(event.rows[0].data.command).toMatchObject({ reason: 'volatile weekend', terms: { symbol: 'BTCUSDT', spread: '50.00' } });
  });

  it('take a new maintenance ladder with continuous amounts, for positions opened after it only, and refuse one that does not climb', async () => {
    const token = await contractTrader('tiers@example.com', '5000');
    const before = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'ETHUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.10' });
    const ladder = [
      { notionalUpTo: '100000', rate: '0.004', maxLeverage: 100 },
      { notionalUpTo: null, rate: '0.02', maxLeverage: 25 },
    ];
    // A new ladder changes the maintenance table: it loosens a control until shown otherwise, so a second admin confirms it.
    const asked = await api.admin<{ proposal: { id: string; status: string } | null }>('PUT', '/contracts/ETHUSDT', staff.admin, { marginTiers: ladder, reason: 'tighter ladder' });
    expect(asked.status).toBe(200);
    expect(asked.body.proposal).toMatchObject({ status: 'pending' });
    expect((await api.admin('POST', `/proposals/trading/${asked.body.proposal!.id}/confirm`, staff.admin, {})).status).toBe(400);
    await confirmProposal(api, 'trading', asked, admin2);
    const changed = await api.admin<{ data: { maintenance: { tiers: { amount: string }[] } } }>('GET', '/contracts/ETHUSDT', staff.admin);
    // amount_2 = 100,000 x (2% - 0.4%) + 0 = 1,600 USDT.
    expect(changed.body.data.maintenance.tiers.map((tier) => Number(tier.amount))).toEqual([0, 1600]);
    const after = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'ETHUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.10' });
    expect(after.body.data.terms.maintenance.tiers[0]).toMatchObject({ rate: '0.004' });
    const open = await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null);
    expect(open.body.data.items.find((p: { id: string }) => p.id === before.body.data.id).terms.maintenance.tiers[0]).toMatchObject({ rate: '0.005' });
    const falling = await api.admin<{ message: string }>('PUT', '/contracts/ETHUSDT', staff.admin, { marginTiers: [...ladder].reverse(), reason: 'upside down' });
    expect({ status: falling.status, message: falling.body.message }).toEqual({ status: 400, message: 'Check the contract terms: margin tiers' });
    expect((await api.admin('PUT', '/contracts/XAUUSD', staff.admin, { marginTiers: ladder, reason: 'gold has no tiers' })).status).toBe(400);
    expect((await api.admin('PUT', '/contracts/XAUUSD', staff.admin, { maintenanceShare: '0.6', reason: 'closer to the initial margin' })).status).toBe(200);
  });
});

describe('the liquidation log and the option book (back office)', () => {
  it('lists a liquidation with the tick it happened at, and option orders with their customer, to staff only', async () => {
    const token = await contractTrader('liquidated@example.com', '1000');
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 50, lots: '0.01' });
    const id = opened.body.data.id as string;
    const liquidationPrice = Number(opened.body.data.liquidationPrice);
    const crossing = await scriptedTick('BTCUSDT', (liquidationPrice * 0.999).toFixed(2));
    expect(core.state.position(id)).toMatchObject({ status: 'liquidated', closeReason: 'liquidation' });
    const log = await api.admin<{ data: { id: string; closeTick: { seq: number }; liquidationFee: string; account: string }[]; total: number }>(
      'GET',
      '/contracts/liquidations?symbol=BTCUSDT',
      staff.auditor,
    );
    const entry = log.body.data.find((e) => e.id === id)!;
    expect(entry).toMatchObject({ closeTick: { seq: crossing.seq }, account: 'liquidated@example.com' });
    expect(Number(entry.liquidationFee)).toBeGreaterThan(0);

    await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'hy', to: 'jg', amount: '50' });
    await eventually(async () => expect(await assetRow(platform.url, token, 'jg', 'USDT')).toMatchObject({ available: '50.000000' }));
    const option = await call(platform.url, token, 'POST', '/options/orders', { symbol: 'ETHUSDT', direction: 'fall', seconds: 30, amount: '20' });
    const book = await api.admin<{ data: { id: string; status: string; customerId: string }[] }>('GET', '/option-orders?status=waiting', staff.fin1);
    expect(book.body.data.find((o) => o.id === option.body.data.id)).toMatchObject({ status: 'waiting', direction: 'fall', amount: '20.000000' });
    expect((await api.admin('GET', '/option-orders', '')).status).toBe(401);
  });
});

describe('delivery options through the API', () => {
  it('strikes at the first recorded tick after acceptance, settles at the last one at or before the fixed expiry, and pays by the published rate', async () => {
    const token = await contractTrader('options@example.com', '500', 'jg');
    const products = await call(platform.url, token, 'GET', '/options/products', undefined, null);
    expect(products.body.data.items.find((p: { symbol: string }) => p.symbol === 'BTCUSDT').durations).toContainEqual({ seconds: 60, payoutRate: '0.85' });
    expect((await call(platform.url, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '0' })).body.message).toBe('The amount cannot be 0');

    const placed = await call(platform.url, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '100' });
    expect(placed.body).toMatchObject({ code: 1, data: { status: 'waiting', payoutRate: '0.85', amount: '100.000000', strikeTick: null } });
    const accepted = Date.parse(placed.body.data.acceptedAt);
    expect(Date.parse(placed.body.data.expiresAt) - accepted).toBe(60_000);
    for (const seconds of [1, 30, 60, 61]) await market.step(new Date(accepted + seconds * 1000));
    await eventually(async () => expect(core.state.option(placed.body.data.id)!.strikeTick).not.toBeNull());

    await platform.platform.app.get(OptionExpiry).settleDue(new Date(accepted + 70_000));
    const history = await call(platform.url, token, 'GET', '/options/orders?status=history', undefined, null);
    const settled = history.body.data.items.find((o: { id: string }) => o.id === placed.body.data.id);
    const recorded = await platform.db.pool.query<{ seq: string; price: string; at: Date }>(
      "SELECT seq, price::text AS price, at FROM price_ticks WHERE symbol = 'BTCUSDT' AND at > $1 ORDER BY at",
      [new Date(accepted).toISOString()],
    );
    const [strike, , atExpiry] = recorded.rows;
    expect(settled.strikeTick).toMatchObject({ seq: Number(strike!.seq), price: strike!.price });
    expect(settled.settlementTick).toMatchObject({ seq: Number(atExpiry!.seq), price: atExpiry!.price });
    const move = Number(atExpiry!.price) - Number(strike!.price);
    const expected = move > 0 ? { result: 'win', payout: '185.000000' } : move < 0 ? { result: 'loss', payout: '0.000000' } : { result: 'tie', payout: '100.000000' };
    expect(settled).toMatchObject({ status: 'settled', ...expected });
    expect(Number((await assetRow(platform.url, token, 'jg', 'USDT')).available)).toBeCloseTo(400 + Number(expected.payout), 6);
  });
});

describe('delivery options settled while the feed is still writing', () => {
  it('waits for the step stamped at or before the expiry to reach the store before naming the settlement tick', async () => {
    const token = await contractTrader('options-slow-feed@example.com', '200', 'jg');
    const placed = await call(platform.url, token, 'POST', '/options/orders', { symbol: 'XRPUSDT', direction: 'rise', seconds: 60, amount: '50' });
    const id = placed.body.data.id as string;
    const accepted = Date.parse(placed.body.data.acceptedAt);
    await market.step(new Date(accepted + 1000));
    await eventually(async () => expect(core.state.option(id)!.strikeTick).not.toBeNull());

    // The step stamped at the expiry itself writes slowly (a busy database): its tick is not yet stored
    // when the sweep comes round.
    const store = (market as unknown as { store: { append(ticks: unknown[]): Promise<void> } }).store;
    const append = store.append.bind(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    store.append = async (ticks) => {
      await held;
      return append(ticks);
    };
    const expiry = new Promise((resolve) => setImmediate(resolve)).then(() => market.step(new Date(accepted + 60_000)));
    const expiries = platform.platform.app.get(OptionExpiry);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      await expiries.settleDue(new Date(accepted + 70_000));
      expect(core.state.option(id)!.status).toBe('waiting');
    } finally {
      store.append = append;
      release();
    }
    await expiry;
    await expiries.settleDue(new Date(accepted + 70_000));
    const atExpiry = await platform.db.pool.query<{ seq: string }>("SELECT seq::text FROM price_ticks WHERE symbol = 'XRPUSDT' AND at <= $1 ORDER BY at DESC, seq DESC LIMIT 1", [
      placed.body.data.expiresAt,
    ]);
    expect(core.state.option(id)).toMatchObject({ status: 'settled', settlementTick: { seq: Number(atExpiry.rows[0]!.seq) } });
  });
});

describe('delivery options across a restart of the core', () => {
  /** A waiting option of a new customer with 200 USDT in the options account: its id and when it was accepted. */
  async function waitingOption(email: string, order: { symbol: string; direction: 'rise' | 'fall'; amount: string }) {
    const token = await contractTrader(email, '200', 'jg');
    const placed = await call(platform.url, token, 'POST', '/options/orders', { ...order, seconds: 60 });
    return { id: placed.body.data.id as string, accepted: Date.parse(placed.body.data.acceptedAt) };
  }

  /** Runs `work` as if the core's process had died: the ticks the feed records meanwhile never reach the core. */
  async function whileTheCoreMissesTicks(work: () => Promise<void>) {
    const ticks = platform.platform.app.get(ContractTicks);
    const handOver = ticks.apply;
    ticks.apply = async () => undefined;
    try {
      await work();
    } finally {
      ticks.apply = handOver;
    }
  }

  /** The first tick the store holds for `symbol` after `accepted`: the option's strike by the rule. */
  async function firstRecordedAfter(symbol: string, accepted: number): Promise<number> {
    const first = await platform.db.pool.query<{ seq: string }>('SELECT seq::text FROM price_ticks WHERE symbol = $1 AND at > $2 ORDER BY at, seq LIMIT 1', [
      symbol,
      new Date(accepted).toISOString(),
    ]);
    return Number(first.rows[0]!.seq);
  }

  it('strikes at the first tick recorded after acceptance even when the core was down when it was recorded', async () => {
    // A market the other tests leave alone: their scripted ticks move the core's marks past the recorded ones.
    const { id, accepted } = await waitingOption('options-restart@example.com', { symbol: 'SOLUSDT', direction: 'rise', amount: '100' });

    // Two ticks recorded while the core is down: neither reaches it.
    await whileTheCoreMissesTicks(async () => {
      await market.step(new Date(accepted + 1000));
      await market.step(new Date(accepted + 2000));
    });
    expect(core.state.option(id)!.strikeTick).toBeNull();
    const firstAfter = await firstRecordedAfter('SOLUSDT', accepted);

    // The restart: the core rebuilds itself from its log, then is handed what it missed.
    await core.recover();
    await platform.platform.app.get(ContractTicks).onApplicationBootstrap();
    expect(core.state.option(id)!.strikeTick).toMatchObject({ seq: firstAfter });
  });

  it('strikes at a tick recorded after acceptance that the ticker judged, and dropped, before the option reached the core', async () => {
    const earlier = await waitingOption('options-caught-up@example.com', { symbol: 'ADAUSDT', direction: 'rise', amount: '50' });
    const { rows } = await platform.db.pool.query<{ owner_id: string }>('SELECT owner_id FROM contract_options WHERE id = $1', [earlier.id]);
    // The option is timed, then the feed records a tick the ticker drops (it strikes nothing in the core
    // yet), then the option reaches the core.
    // Past every tick other tests recorded (some step the feed ahead of the clock).
    const base = Math.max(Date.now(), Date.parse(market.lastTick('ADAUSDT')!.at)) + 5000;
    const timed = new Date(base).toISOString();
    await whileTheCoreMissesTicks(() => market.step(new Date(base + 500)).then(() => undefined));
    const optionId = randomUUID();
    await core.submit({ type: 'PlaceOption', optionId, ownerId: rows[0]!.owner_id, symbol: 'ADAUSDT', direction: 'fall', seconds: 60, amount: '50', at: timed });
    // The next tick reaches the core as usual: the option strikes at the dropped one, not at it.
    await market.step(new Date(base + 1000));
    await eventually(async () => expect(core.state.option(optionId)?.strikeTick).toMatchObject({ seq: await firstRecordedAfter('ADAUSDT', Date.parse(timed)) }));
  });

  /**
   * A long limit open above the market (it fills at the first tick after its time), timed now, with a
   * tick recorded just after it and dropped by the ticker while the open was on its way to the core.
   * With `later`, the store is slow to answer the catch-up once the open is stored, and a later tick
   * that reaches the limit gets to the core first. The open must fill at the dropped tick, the first
   * to reach its limit.
   */
  async function pendingOpenWithADroppedTick(email: string, symbol: string, later?: (after: Date) => Promise<{ seq: number }>) {
    await contractTrader(email, '200');
    const { rows } = await platform.db.pool.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [email]);
    const reference = market.lastTick(symbol)!;
    // Past every tick other tests recorded (some step the feed ahead of the clock).
    const base = Math.max(Date.now(), Date.parse(reference.at)) + 5000;
    const timed = new Date(base).toISOString();
    await whileTheCoreMissesTicks(() => market.step(new Date(base + 500)).then(() => undefined));
    const dropped = market.lastTick(symbol)!;
    const held = holdCatchUp(platform.platform.app.get(ContractTicks), 'catchUpPendingOpens');
    if (!later) held.release();
    try {
      const positionId = randomUUID();
      const limit = (Number(reference.price) * 1.5).toFixed(4);
      await core.submit({ type: 'OpenPosition', positionId, ownerId: rows[0]!.id, symbol, side: 'long', orderType: 'limit', price: limit, leverage: 10, lots: '1', tick: reference, at: timed });
      const laterTick = await later?.(new Date(base + 1000));
      held.release();
      await eventually(async () => expect(core.state.position(positionId)).toMatchObject({ status: 'open', entryTick: { seq: dropped.seq } }));
      expect(core.state.position(positionId)!.entryTick!.seq).not.toBe(laterTick?.seq);
    } finally {
      held.restore();
    }
  }

  it('fills a limit open at a tick recorded after its time that the ticker dropped before the open reached the core, once it is stored', async () => {
    await pendingOpenWithADroppedTick('pending-caught-up@example.com', 'LINKUSDT');
  });

  it('fills it at that tick even when a later tick reaching its limit gets to the core first', async () => {
    await pendingOpenWithADroppedTick('pending-raced@example.com', 'DOTUSDT', (after) => scriptedTick('DOTUSDT', market.lastTick('DOTUSDT')!.price, after));
  });

  it('strikes at that tick even when a live tick reaches the core while the hand-over is still reading the store', async () => {
    const { id, accepted } = await waitingOption('options-restart-live@example.com', { symbol: 'LTCUSDT', direction: 'rise', amount: '50' });
    await whileTheCoreMissesTicks(() => market.step(new Date(accepted + 1000)).then(() => undefined));
    const missed = market.lastTick('LTCUSDT')!;

    // The restart: while the hand-over reads the store, the restarted feed records its first tick.
    await core.recover();
    const ticks = platform.platform.app.get(ContractTicks);
    const handingOver = ticks.onApplicationBootstrap();
    const live = { ...missed, seq: missed.seq + 1000, at: new Date(accepted + 2000).toISOString(), source: 'scripted' };
    await Promise.all([handingOver, ticks.apply([live])]);
    expect(core.state.option(id)!.strikeTick).toMatchObject({ seq: await firstRecordedAfter('LTCUSDT', accepted) });
    expect(core.state.option(id)!.strikeTick!.seq).not.toBe(live.seq);
  });

  it('strikes at that tick even when a command the core took before the restart brought a later mark', async () => {
    const trader = await contractTrader('options-restart-mark-trader@example.com', '200');
    const { id, accepted } = await waitingOption('options-restart-mark@example.com', { symbol: 'BNBUSDT', direction: 'fall', amount: '50' });

    // Two ticks the core never takes (its process died after recording them), then a position opened
    // at the later one: the command brings that tick to the core as its mark, and the log keeps it.
    await whileTheCoreMissesTicks(async () => {
      await market.step(new Date(accepted + 1000));
      await market.step(new Date(accepted + 2000));
      const opened = await call(platform.url, trader, 'POST', '/contracts/positions', { symbol: 'BNBUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' });
      expect(opened.body.code).toBe(1);
    });
    expect(core.state.option(id)!.strikeTick).toBeNull();
    const firstAfter = await firstRecordedAfter('BNBUSDT', accepted);

    await core.recover();
    expect(core.state.markOf('BNBUSDT')!.seq).toBeGreaterThan(firstAfter);
    await platform.platform.app.get(ContractTicks).onApplicationBootstrap();
    expect(core.state.option(id)!.strikeTick).toMatchObject({ seq: firstAfter });
  });
});

describe('where real-money options are refused', () => {
  it('refuses a customer whose phone says a refused country, in their language, after staff list it with a reason', async () => {
    await api.get('/web/getCode', { type: 'phone', account: '7700900123', area_code: '44' });
    const code = await api.codeFor('+447700900123');
    const registered = await api.post('/web/userRegister', { type: 'phone', account: '7700900123', area_code: '44', code, password: 'uk-pass-1', password2: 'uk-pass-1', agree: '1' });
    const token = registered.body.data.token as string;
    await fund(api, platform.url, token, staff.fin1, '100');
    await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '100' });
    await eventually(async () => expect(await assetRow(platform.url, token, 'jg', 'USDT')).toMatchObject({ available: '100.000000' }));
    const eligibility = () => call(platform.url, token, 'GET', '/options/eligibility', undefined, null).then((res) => res.body.data);
    expect(await eligibility()).toEqual({ offered: true, country: 'GB', basis: 'phone-area-code', demo: false });

    const invalid = await api.admin<{ message: string }>('PUT', '/option-restrictions/current', staff.admin, { countries: ['GB', 'XX'], reason: 'typo' });
    expect({ status: invalid.status, message: invalid.body.message }).toEqual({ status: 400, message: 'Not an ISO country code: XX' });
    const set = await api.admin<{ data: { countries: string[]; euAndUk: string[] } }>('PUT', '/option-restrictions/current', staff.admin, { countries: ['gb', 'fr', 'GB'], reason: 'retail binary options banned in the UK and France' });
    expect(set.body.data.countries).toEqual(['FR', 'GB']);
    expect(set.body.data.euAndUk).toHaveLength(28);
    expect(await eligibility()).toMatchObject({ offered: false, country: 'GB' });

    const refused = await fetch(`${platform.url}/api/v1/options/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'ja' },
      body: JSON.stringify({ symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '10' }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string } }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('（GB）');
    expect(await assetRow(platform.url, token, 'jg', 'USDT')).toMatchObject({ available: '100.000000' });
    // A customer the platform cannot place (an e-mail registrant, not yet verified) is not refused.
    const { token: unknown } = await api.register('nowhere@example.com');
    expect((await call(platform.url, unknown, 'GET', '/options/eligibility', undefined, null)).body.data).toMatchObject({ offered: true, country: null, basis: 'unknown' });

    const event = await platform.db.pool.query("SELECT data, metadata FROM events WHERE stream_id = 'contract-core' AND event_type = 'OptionCountriesRestricted' ORDER BY stream_version DESC LIMIT 1");
    expect(event.rows[0].data.command).toMatchObject({ countries: ['GB', 'FR'], reason: 'retail binary options banned in the UK and France' });
    // Taking countries off the list loosens a control: it waits for a second admin.
    const lifted = await api.admin<{ proposal: { id: string } | null }>('PUT', '/option-restrictions/current', staff.admin, { countries: [], reason: 'offered everywhere again' });
    expect(await eligibility()).toMatchObject({ offered: false });
    await confirmProposal(api, 'trading', lifted, admin2);
    expect(await eligibility()).toMatchObject({ offered: true });
  });
});

describe('contract balances kept on the funding ledger by an earlier version', () => {
  it('go back to the funding wallet once, in a visible entry, at start-up', async () => {
    const { FundingStore, postTransferEntry, ReturnLegacyTradingBalances } = await import('@meridian/accounts');
    const { userAccount } = await import('@meridian/ledger');
    const { ASSETS, Money } = await import('@meridian/money');
    const { token, user } = await api.register('legacy@example.com');
    await fund(api, platform.url, token, staff.fin1, '50');
    const store = platform.platform.app.get(FundingStore);
    // What a transfer to the contract account wrote before the contract core owned it.
    await store.transaction((tx) =>
      postTransferEntry(tx, user.id, { id: `transfer:legacy-${user.id}`, memo: 'Transfer bba → hy', from: userAccount(user.id, 'funding', ASSETS.USDT), to: userAccount(user.id, 'contract', ASSETS.USDT), amount: Money.parse(ASSETS.USDT, '20') }),
    );
    expect(await assetRow(platform.url, token, 'bba', 'USDT')).toMatchObject({ available: '30.000000' });
    const returning = platform.platform.app.get(ReturnLegacyTradingBalances);
    await returning.onApplicationBootstrap();
    await returning.onApplicationBootstrap();
    expect(await assetRow(platform.url, token, 'bba', 'USDT')).toMatchObject({ available: '50.000000' });
    const check = await api.admin<{ data: { ok: boolean; negative_accounts: unknown[] } }>('GET', '/audit/ledger-check', staff.auditor);
    expect({ ok: check.body.data.ok, negative: check.body.data.negative_accounts }).toEqual({ ok: true, negative: [] });
  });
});
