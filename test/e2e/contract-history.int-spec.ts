import { randomUUID } from 'node:crypto';
import { Decimal } from '@meridian/money';
import { ContractCoreService, ContractTicks, MarketDataService } from '@meridian/trading';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';

/**
 * Issue 20, item 10: a position's history reconciles. Each close, partial or whole, is its own row
 * (lots, price, the tick it used, realised P&L, fee), and the rows add up to the position's totals,
 * which add up to what the account gained or lost.
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
  await openDepositChannel(api, staff.fin1);
  core = platform.platform.app.get(ContractCoreService);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
  // The house pays what customers win: funded from the treasury after a confirmed capital contribution.
  const proposed = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, { requestId: randomUUID(), amount: '1000000', reason: 'operator capital' });
  await api.admin('POST', `/capital-contributions/${proposed.body.data.id}/confirm`, staff.fin2);
  const before = core.state.balance('platform:house:USDT');
  await api.admin('POST', '/platform-accounts/fundings', staff.fin1, { requestId: randomUUID(), to: 'house', amount: '1000000', reason: 'house capital' });
  await eventually(async () => expect(core.state.balance('platform:house:USDT') - before).toBe(1_000_000n * 1_000_000n));
});
afterAll(() => platform.stop());

let scripted = 0;
/** A tick as the feed would record it, after the last, handed to the core the way the feed's are. */
async function scriptedTick(symbol: string, price: string) {
  const last = market.lastTick(symbol)!;
  const tick = { symbol, seq: last.seq + 1000 + (scripted += 1), at: new Date().toISOString(), price, source: 'scripted' };
  await platform.platform.app.get(ContractTicks).apply([tick]);
  return tick;
}

const dec = (text: string) => Decimal.parse(text);
const sum = (texts: string[]) => texts.reduce((total, text) => total.add(dec(text)), dec('0'));

interface CloseRow {
  reason: string;
  lots: string;
  price: string | null;
  tick: { seq: number; price: string } | null;
  realizedPnl: string;
  fee: string;
  whole: boolean;
}

describe('contract history', () => {
  it('shows a partial close and the stop-loss that ended the position as two rows that add up to its totals and to the account', async () => {
    const { token } = await api.register('history@example.com');
    await fund(api, platform.url, token, staff.fin1, '5000');
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '5000' })).body.code).toBe(1);
    await eventually(async () => expect(await assetRow(platform.url, token, 'hy', 'USDT')).toMatchObject({ available: '5000.000000' }));

    const price = Number(market.lastTick('BTCUSDT')!.price);
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.05' });
    expect(opened.body.data).toMatchObject({ status: 'open', lots: '0.05', closes: [] });
    const id = opened.body.data.id as string;
    const heldWhileOpen = opened.body.data.margin as string;
    expect(opened.body.data.marginWhileOpen).toBe(heldWhileOpen);
    const spread = dec(opened.body.data.terms.spread as string);

    // 0.02 lots are closed at the latest recorded tick.
    const feed = market.lastTick('BTCUSDT')!;
    const partial = await call(platform.url, token, 'POST', `/contracts/positions/${id}/close`, { lots: '0.02' });
    expect(partial.body.data).toMatchObject({ status: 'open', lots: '0.03' });

    // A stop-loss below the mark, then a tick through it closes what is left.
    const stopLoss = (price * 0.995).toFixed(2);
    expect((await call(platform.url, token, 'PUT', `/contracts/positions/${id}/tpsl`, { takeProfit: null, stopLoss })).body.code).toBe(1);
    const down = await scriptedTick('BTCUSDT', (price * 0.99).toFixed(2));
    expect(core.state.position(id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });

    const history = await call(platform.url, token, 'GET', '/contracts/positions?status=history', undefined, null);
    const position = history.body.data.items.find((p: { id: string }) => p.id === id);
    const closes = position.closes as CloseRow[];
    expect(closes).toHaveLength(2);
    expect(closes[0]).toMatchObject({ reason: 'user', lots: '0.02', whole: false });
    expect(closes[0].tick!.seq).toBeGreaterThanOrEqual(feed.seq);
    // A long closes at the tick minus half the spread, and realises (exit - entry) x lots x contract size.
    const exit = dec(closes[0].tick!.price).subtract(spread.divide(dec('2'), 12, 'half-even'));
    expect(dec(closes[0].price!).equals(exit)).toBe(true);
    const quantity = dec('0.02').multiply(dec(opened.body.data.terms.contractSize as string));
    const pnl = exit.subtract(dec(opened.body.data.entryPrice as string)).multiply(quantity);
    expect(dec(closes[0].realizedPnl).subtract(pnl).abs().compare(dec('0.000001'))).toBeLessThanOrEqual(0);
    expect(closes[1]).toMatchObject({ reason: 'stop_loss', lots: '0.03', whole: true, tick: { seq: down.seq, price: down.price } });
    expect(dec(closes[1].realizedPnl).compare(dec('0'))).toBeLessThan(0);
    for (const close of closes) expect(dec(close.fee).compare(dec('0'))).toBeGreaterThan(0);

    // The rows add up to the position's totals.
    expect(sum(closes.map((c) => c.lots)).equals(dec('0.05'))).toBe(true);
    expect(sum(closes.map((c) => c.realizedPnl)).equals(dec(position.realizedPnl))).toBe(true);
    expect(sum(closes.map((c) => c.fee)).equals(dec(position.closeFee))).toBe(true);
    expect(dec(position.totalFees).equals(dec(position.openFee).add(dec(position.closeFee)))).toBe(true);
    // The margin shown is what was held while it was open, not what was left after the partial close.
    expect(dec(position.marginWhileOpen).equals(dec(heldWhileOpen))).toBe(true);
    expect(dec(position.initialMargin).compare(dec(heldWhileOpen))).toBeLessThan(0);

    // And the totals add up to the account: it gained the realised P&L, less every fee and financing.
    const account = await assetRow(platform.url, token, 'hy', 'USDT');
    const expected = dec('5000').add(dec(position.realizedPnl)).subtract(dec(position.totalFees)).subtract(dec(position.financing));
    expect(dec(account.available).equals(expected)).toBe(true);
  });
});
