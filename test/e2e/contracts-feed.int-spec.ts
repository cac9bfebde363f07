import { Decimal } from '@meridian/money';
import { ContractCoreService, ContractTicks, FinancingSchedule, MarketDataService } from '@meridian/trading';
import { assetRow, Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff } from '../support/funding';

/**
 * Issue 19, "Every contract fill comes from the feed": limit opens fill at a recorded tick's entry
 * price, what customers see is worked out at the latest recorded tick, the quote refuses what the open
 * refuses, and financing charges only what was open at the slot's instant.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let core: ContractCoreService;
let market: MarketDataService;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  core = platform.platform.app.get(ContractCoreService);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
});
afterAll(() => platform.stop());

/**
 * A customer with `amount` USDT in the contract account, received by the core the way the transfer
 * saga's second half hands it over (the funding side's half is the transfer tests' business).
 */
async function contractTrader(email: string, amount: string): Promise<string> {
  const { token, user } = await api.register(email);
  await core.submit({ type: 'ReceiveFromFunding', transferId: `test-${user.id}`, customerId: user.id, account: 'hy', amount, at: new Date().toISOString() });
  expect(await assetRow(platform.url, token, 'hy', 'USDT')).toMatchObject({ available: `${amount}.000000` });
  return token;
}

let scripted = 0;
async function scriptedTick(symbol: string, price: string) {
  const last = market.lastTick(symbol)!;
  const tick = { symbol, seq: last.seq + 1000 + (scripted += 1), at: new Date().toISOString(), price, source: 'scripted' };
  await platform.platform.app.get(ContractTicks).apply([tick]);
  return tick;
}

const half = (spread: string) => Number(spread) / 2;

describe('a limit open fills at the market, never at its own price', () => {
  it('refuses a short at 1.00 on BTCUSDT from 10 USDT at placement: the margin at the current price is out of reach', async () => {
    const token = await contractTrader('drain@example.com', '10');
    const houseBefore = await api.admin<{ data: { insuranceFund: string; house: string } }>('GET', '/contracts/house', staff.auditor);
    const res = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'short', type: 'limit', price: '1.00', leverage: 10, lots: '1.00' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Not enough in this account: the margin and opening fee come to [\d.,]+ USDT$/);
    // Needed is priced at the market (about 65,000 a lot at 10x), not at 1.00.
    expect(Number(/([\d.,]+) USDT$/.exec(res.body.message)![1]!.replace(/,/g, ''))).toBeGreaterThan(Number(market.lastTick('BTCUSDT')!.price) / 10);
    expect(await assetRow(platform.url, token, 'hy', 'USDT')).toMatchObject({ available: '10.000000', frozen: '0.000000' });
    await scriptedTick('BTCUSDT', market.lastTick('BTCUSDT')!.price);
    const houseAfter = await api.admin<{ data: { insuranceFund: string; house: string } }>('GET', '/contracts/house', staff.auditor);
    expect(houseAfter.body.data.insuranceFund).toBe(houseBefore.body.data.insuranceFund);
  });

  it('fills a reached limit at the next recorded tick minus half the spread, with the margin that entry needs, naming the tick', async () => {
    const token = await contractTrader('limit-short@example.com', '5000');
    const price = Number(market.lastTick('BTCUSDT')!.price);
    const placed = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'short', type: 'limit', price: (price * 0.5).toFixed(2), leverage: 20, lots: '0.01' });
    expect(placed.body.data).toMatchObject({ status: 'pending', entryTick: null });
    const crossing = await scriptedTick('BTCUSDT', (price * 1.001).toFixed(2));
    const open = await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null);
    const position = open.body.data.items.find((p: { id: string }) => p.id === placed.body.data.id);
    expect(position.entryTick).toEqual({ symbol: 'BTCUSDT', seq: crossing.seq, at: crossing.at, price: crossing.price, source: 'scripted' });
    expect(Number(position.entryPrice)).toBeCloseTo(Number(crossing.price) - half(position.terms.spread), 6);
    // 0.01 x entry / 20 (entry x 0.0005), rounded up to the micro-USDT: exact decimals, never floats.
    const margin = Decimal.parse(position.entryPrice as string).multiply(Decimal.parse('0.0005')).rescale(6, 'ceil');
    expect(Decimal.parse(position.initialMargin as string).compare(margin)).toBe(0);
  });
});

describe('the mark is the latest recorded tick, everywhere a customer sees a figure', () => {
  it('moves the shown mark, unrealised P&L, margin ratio and the quote with ticks that fire no trigger', async () => {
    const token = await contractTrader('mark@example.com', '5000');
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'ETHUSDT', side: 'long', type: 'market', leverage: 5, lots: '0.10' });
    expect(opened.body.data.status).toBe('open');
    const appliedBefore = core.state.markOf('ETHUSDT')?.seq ?? 0;
    for (let i = 0; i < 5; i++) await market.step(new Date(platform.clock.now().getTime() + (i + 1) * 1000));
    const latest = market.lastTick('ETHUSDT')!;
    // None of these ticks fired anything: the core's own mark did not move...
    expect(core.state.markOf('ETHUSDT')?.seq ?? 0).toBe(appliedBefore);
    expect(latest.seq).toBeGreaterThan(appliedBefore);
    // ...but what the customer sees did.
    const open = await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null);
    const position = open.body.data.items.find((p: { id: string }) => p.id === opened.body.data.id);
    expect(position.markTick).toMatchObject({ seq: latest.seq, price: latest.price });
    expect(position.markPrice).toBe(latest.price);
    const pnl = 0.1 * (Number(latest.price) - Number(position.entryPrice));
    expect(Number(position.unrealizedPnl)).toBeCloseTo(pnl, 6);
    expect(position.marginRatio).not.toBeNull();
    const quote = await call(platform.url, token, 'POST', '/contracts/quote', { symbol: 'ETHUSDT', side: 'long', type: 'market', leverage: 5, lots: '0.10' }, null);
    expect(quote.body.data.tick).toMatchObject({ seq: latest.seq, price: latest.price });
    expect(Number(quote.body.data.entryPrice)).toBeCloseTo(Number(latest.price) + half(position.terms.spread), 6);
  });
});

describe('the quote applies every rule the open applies', () => {
  it('answers the refusal the open would give, in the same words', async () => {
    const token = await contractTrader('quote-rules@example.com', '200000');
    const price = Number(market.lastTick('BTCUSDT')!.price);
    const orders = [
      // 1 BTC is over 50,000 USDT of notional: its tier allows 50x, not 100x.
      { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 100, lots: '1.00' },
      // Gold allows 25x whatever the size.
      { symbol: 'XAUUSD', side: 'long', type: 'market', leverage: 30, lots: '0.01' },
      { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.015' },
      { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '100000' },
      { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01', takeProfit: (price * 0.9).toFixed(2) },
      { symbol: 'BTCUSDT', side: 'short', type: 'limit', price: '1.005', leverage: 10, lots: '0.01' },
      { symbol: 'NOPE', side: 'long', type: 'market', leverage: 10, lots: '0.01' },
    ];
    for (const order of orders) {
      const quote = await call(platform.url, token, 'POST', '/contracts/quote', order, null);
      const opened = await call(platform.url, token, 'POST', '/contracts/positions', order);
      expect({ order, status: opened.status }).toEqual({ order, status: 400 });
      expect({ order, status: quote.status, message: quote.body.message }).toEqual({ order, status: 400, message: opened.body.message });
    }
    expect((await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null)).body.data.items).toHaveLength(0);
    // What the quote accepts, the open accepts on the same terms.
    const order = { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 50, lots: '1.00' };
    const quote = await call(platform.url, token, 'POST', '/contracts/quote', order, null);
    expect(quote.status).toBe(200);
    expect(quote.body.data.maxLeverage).toBe(50);
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect(opened.body.data).toMatchObject({ status: 'open', margin: quote.body.data.margin, entryPrice: quote.body.data.entryPrice });
  });
});

describe('financing charges what was open at the slot instant', () => {
  it('charges a position open at 08:00 UTC and not one opened a minute after, though the charge runs later', async () => {
    const token = await contractTrader('financing@example.com', '5000');
    const order = { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' };
    platform.clock.setNextUtc(7, 59);
    await market.step();
    const before = await call(platform.url, token, 'POST', '/contracts/positions', order);
    platform.clock.offsetMs += 2 * 60_000;
    await market.step();
    const after = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect(after.body.data.openedAt.slice(11, 16)).toBe('08:01');
    await platform.platform.app.get(FinancingSchedule).chargeDue(new Date(platform.clock.now().getTime() + 30_000));
    const open = await call(platform.url, token, 'GET', '/contracts/positions?status=open', undefined, null);
    const financing = (id: string) => open.body.data.items.find((p: { id: string }) => p.id === id).financing;
    expect(Number(financing(before.body.data.id))).toBeGreaterThan(0);
    expect(financing(after.body.data.id)).toBe('0.000000');
    const event = await platform.db.pool.query("SELECT data FROM events WHERE stream_id = 'contract-core' AND event_type = 'FinancingCharged' AND data->'command'->>'slot' = 'eight-hourly' ORDER BY stream_version DESC LIMIT 1");
    expect(event.rows[0].data.command).toMatchObject({ slotAt: expect.stringMatching(/T08:00:00\.000Z$/) });
    expect(event.rows[0].data.positions.map((p: { id: string }) => p.id)).not.toContain(after.body.data.id);
  });
});
