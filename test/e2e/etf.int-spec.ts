import { EtfValuation } from '@meridian/earn';
import { Decimal } from '@meridian/money';
import { DailyCloseRecorder, MarketDataService } from '@meridian/trading';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * ETF products on a simulated clock: the feed records ticks on two trading days; trading publishes each
 * day's closes; earn values the low-risk fund from its basket (1 on the first day, then the weighted
 * basket, checked here from the closes it names); a customer buys at one value and sells part at the
 * next, through the funding wallet and platform:etf-funds. The books balance after each.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let market: MarketDataService;

const DAY = 86_400_000;
const BASKET = [
  { symbol: 'XAUUSD', weight: '0.4' },
  { symbol: 'SPY', weight: '0.3' },
  { symbol: 'EURUSD', weight: '0.3' },
];

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  market = platform.platform.app.get(MarketDataService);
  // A sale above what was paid in is paid from the fund's own money: the operator's capital, moved there by finance.
  await capitaliseAndFund(api, staff, 'etf-funds', '1000');
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], read_model_mismatches: [] });
});

/** The next weekday after `from` (UTC), at 15:00, when every market of the basket trades. */
function tradingDayAfter(from: number): number {
  let day = Date.parse(`${new Date(from + DAY).toISOString().slice(0, 10)}T15:00:00.000Z`);
  while ([0, 6].includes(new Date(day).getUTCDay())) day += DAY;
  return day;
}

/** Ticks at `at`, then the clock to 10:00 the next day, the closes published and the funds valued. */
async function tradeAndClose(at: number): Promise<void> {
  await market.step(new Date(at));
  await market.step(new Date(at + 60_000));
  platform.clock.offsetMs = Date.parse(`${new Date(at + DAY).toISOString().slice(0, 10)}T10:00:00.000Z`) - Date.now();
  await platform.platform.app.get(DailyCloseRecorder).run();
  await eventually(async () => {
    await platform.platform.app.get(EtfValuation).run();
    const fund = (await api.get('/api/v1/etf/funds/etf-low')).body.data;
    expect(fund.valueDay).toBe(new Date(at).toISOString().slice(0, 10));
  });
  staff = { ...staff, fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password), auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password) };
}

type Close = { symbol: string; price: string; tickSeq: number };
const expectedValue = (base: Close[], closes: Close[]) =>
  BASKET.reduce((sum, { symbol, weight }) => {
    const ratio = Decimal.parse(closes.find((c) => c.symbol === symbol)!.price).divide(Decimal.parse(base.find((c) => c.symbol === symbol)!.price), 18, 'down');
    return sum.add(ratio.multiply(Decimal.parse(weight)));
  }, Decimal.parse('0'))
    .rescale(6, 'down')
    .toString();

describe('ETF products', () => {
  it('values a fund from its basket’s recorded closes, and trades at that value through the wallet', async () => {
    const first = tradingDayAfter(Date.now() + platform.clock.offsetMs);
    await tradeAndClose(first);
    const { token } = await api.register('etf@example.com');
    await fund(api, platform.url, token, staff.fin1, '2000');

    const listed = (await api.get('/api/v1/etf/funds')).body.data.items as { fundId: string; value: string | null; basket: unknown }[];
    expect(listed.map((f) => [f.fundId, f.value])).toEqual([
      ['etf-low', '1.000000'],
      ['etf-balanced', '1.000000'],
    ]);
    expect(listed[0]!.basket).toEqual(BASKET);

    // Bought at 1: 1,000 units for 1,000 USDT; bounds and a wallet that cannot pay are refused.
    expect((await call(platform.url, token, 'POST', '/etf/trades', { fundId: 'etf-low', side: 'buy', amount: '5' })).body.message).toBe('The amount must be between 10 and 100,000 USDT');
    const bought = await call(platform.url, token, 'POST', '/etf/trades', { fundId: 'etf-low', side: 'buy', amount: '1000' });
    expect(bought.body.data).toMatchObject({ side: 'buy', amount: '1000.000000', units: '1000.000000', value: '1.000000', status: 'pending' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/etf/holdings')).body.data.holdings).toMatchObject([{ fundId: 'etf-low', units: '1000.000000', paid: '1000.000000' }]));
    expect(await assetRow(platform.url, token, 'bba', 'USDT')).toMatchObject({ available: '1000.000000' });
    const tooMuch = await call(platform.url, token, 'POST', '/etf/trades', { fundId: 'etf-low', side: 'buy', amount: '1500' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/etf/holdings')).body.data.trades.find((t: { id: string }) => t.id === tooMuch.body.data.id)).toMatchObject({ status: 'failed', reason: 'earn.insufficientBalance' }));

    // The next trading day: the value follows the basket, as recomputed here from the closes it names.
    await tradeAndClose(tradingDayAfter(first));
    const history = (await api.get('/api/v1/etf/funds/etf-low')).body.data.history as { day: string; value: string; closes: Close[] }[];
    const [base, next] = [history[0]!, history[history.length - 1]!];
    expect(next.value).toBe(expectedValue(base.closes, next.closes));
    // Each close names a recorded tick anyone can fetch.
    const gold = next.closes.find((c) => c.symbol === 'XAUUSD')!;
    const ticks = (await api.get(`/api/v1/markets/XAUUSD/ticks`, { from_seq: String(gold.tickSeq), to_seq: String(gold.tickSeq) })).body.data;
    expect(JSON.stringify(ticks)).toContain(Decimal.parse(gold.price).toString());

    // Selling 400 units pays 400 x the value, rounded down, from platform:etf-funds; 700 more is refused.
    const proceeds = Decimal.parse('400').multiply(Decimal.parse(next.value)).rescale(6, 'down').toString();
    const sold = await call(platform.url, token, 'POST', '/etf/trades', { fundId: 'etf-low', side: 'sell', units: '400' });
    expect(sold.body.data).toMatchObject({ side: 'sell', units: '400.000000', amount: proceeds, status: 'completed' });
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe(Decimal.parse('1000').add(Decimal.parse(proceeds)).rescale(6, 'down').toString()));
    expect((await call(platform.url, token, 'POST', '/etf/trades', { fundId: 'etf-low', side: 'sell', units: '700' })).body.message).toBe('You hold 600.00 units');
    const [holding] = (await call(platform.url, token, 'GET', '/etf/holdings')).body.data.holdings;
    const worth = Decimal.parse('600').multiply(Decimal.parse(next.value)).rescale(6, 'down');
    expect(holding).toMatchObject({ units: '600.000000', received: proceeds, worth: worth.toString(), result: worth.add(Decimal.parse(proceeds)).subtract(Decimal.parse('1000')).toString() });

    // Five sales of everything at once: the holding's stream lets exactly one through.
    const all = await Promise.all(Array.from({ length: 5 }, () => call(platform.url, token, 'POST', '/etf/trades', { fundId: 'etf-low', side: 'sell', units: '600' })));
    expect(all.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(all.filter((answer) => answer.status === 400).map((answer) => answer.body.message)).toEqual(Array(4).fill('You hold 0.00 units'));
    const afterAll = (await call(platform.url, token, 'GET', '/etf/holdings')).body.data.holdings[0];
    expect(afterAll.units).toBe('0.000000');
    const received = Decimal.parse(proceeds).add(worth).toString();
    expect(afterAll.received).toBe(received);
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe(Decimal.parse('1000').add(Decimal.parse(received)).toString()));

    // What the platform owes holders at today's value: nothing once everything is sold.
    const outstanding = await api.admin<{ data: { fundId: string; owed: string }[] }>('GET', '/earn/etf/outstanding', staff.auditor);
    expect(outstanding.body.data.find((row) => row.fundId === 'etf-low')?.owed).toBe('0.000000');
  });
});
