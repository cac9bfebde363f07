import { randomUUID } from 'node:crypto';
import { ContractCoreService, ContractTicks, MarketDataService } from '@meridian/trading';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff } from '../support/funding';

/**
 * Issue 19: the insurance fund is public and funded. Finance tops it up (and the house, the
 * counterparty of contracts and options) from the treasury with a reason; the money crosses from the
 * funding ledger to the contract core through the clearing accounts, once per funding; everyone sees
 * the fund's balance and history at GET /api/v1/reserves.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let core: ContractCoreService;
let market: MarketDataService;

interface Reserve {
  account: string;
  balance: string;
  history?: { amount: string; balanceAfter: string; kind: string; ref: string; reason: string | null; at: string }[];
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  core = platform.platform.app.get(ContractCoreService);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
});
afterAll(() => platform.stop());

const insurance = async (): Promise<Reserve> => {
  const res = await fetch(`${platform.url}/api/v1/reserves`);
  const body = (await res.json()) as { data: { items: Reserve[] } };
  return body.data.items.find((item) => item.account === 'platform:insurance:USDT')!;
};

async function contributeCapital(amount: string): Promise<void> {
  const proposed = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, { requestId: randomUUID(), amount, reason: 'operator capital for the test' });
  expect(proposed.status).toBe(201);
  const confirmed = await api.admin<{ data: { status: string } }>('POST', `/capital-contributions/${proposed.body.data.id}/confirm`, staff.fin2);
  expect(confirmed.body.data.status).toBe('confirmed');
}

const fundings = (body: Record<string, unknown>) => api.admin<{ message?: string }>('POST', '/platform-accounts/fundings', staff.fin1, body);

describe('the insurance fund, public and funded from the treasury', () => {
  it('publishes its balance and history to everyone, and takes a top-up with a reason once per request id', async () => {
    expect(await insurance()).toMatchObject({ balance: '0.000000', history: [] });
    await contributeCapital('100000');
    expect((await fundings({ requestId: randomUUID(), to: 'insurance', amount: '5000', reason: ' ' })).status).toBe(400);

    const requestId = randomUUID();
    const first = await fundings({ requestId, to: 'insurance', amount: '5000', reason: 'initial cover' });
    expect(first.status).toBe(201);
    await eventually(async () => expect((await insurance()).balance).toBe('5000.000000'));
    await fundings({ requestId, to: 'insurance', amount: '5000', reason: 'initial cover' });
    const funded = await insurance();
    expect(funded.balance).toBe('5000.000000');
    expect(funded.history).toEqual([{ amount: '5000.000000', balanceAfter: '5000.000000', kind: 'platform_funding', ref: `platform-funding-${requestId}`, reason: 'initial cover', at: expect.any(String) }]);
    // The treasury paid it, through clearing: on the funding ledger the treasury is down by 5,000.
    const accounts = await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor);
    expect(accounts.body.data.find((row) => row.account === 'platform:treasury:USDT')?.balance).toBe('95000.000000');
    expect(core.state.balance('platform:insurance:USDT')).toBe(5_000_000_000n);
  });

  it('funds the house, the counterparty of contracts and options, the same way', async () => {
    const before = core.state.balance('platform:house:USDT');
    const funded = await fundings({ requestId: randomUUID(), to: 'house', amount: '20000', reason: 'house capital' });
    expect(funded.status).toBe(201);
    await eventually(async () => expect(core.state.balance('platform:house:USDT') - before).toBe(20_000_000_000n));
    const house = await api.admin<{ data: { house: string } }>('GET', '/contracts/house', staff.auditor);
    expect(Number(house.body.data.house)).toBeCloseTo(Number(before) / 1e6 + 20000, 6);
  });

  it('stops the house taking new exposure while it holds less than its published buffer, never a close', async () => {
    const { token, user } = await api.register('buffered@example.com');
    await core.submit({ type: 'ReceiveFromFunding', transferId: `test-${user.id}`, customerId: user.id, account: 'hy', amount: '50000', at: new Date().toISOString() });
    const buffer = (body: Record<string, unknown>, who = staff.admin) => api.admin<{ data: { share: string | null; required: string; balance: string; takingNewExposure: boolean } }>('PUT', '/contracts/house/buffer', who, body);
    expect((await buffer({ share: '0.5', reason: 'not theirs' }, staff.fin1)).status).toBe(403);
    expect((await buffer({ share: '2', reason: 'too much' })).status).toBe(400);
    const set = await buffer({ share: '0.5', reason: 'hold half the net exposure' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ share: '0.5', takingNewExposure: true });

    // The house holds 20,000: a 0.5 BTC long (about 32,000 of exposure, 16,000 of buffer) is taken...
    const order = { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.50' };
    const first = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect(first.body.data.status).toBe('open');
    const second = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect(second.body.data.status).toBe('open');
    // ...but past it the house takes no more, in the customer's language, and the quote says so too.
    const house = await api.admin<{ data: { house: string; houseBuffer: { required: string; balance: string; takingNewExposure: boolean } } }>('GET', '/contracts/house', staff.auditor);
    expect(house.body.data.houseBuffer).toMatchObject({ takingNewExposure: false, balance: house.body.data.house });
    expect(Number(house.body.data.houseBuffer.required)).toBeGreaterThan(Number(house.body.data.houseBuffer.balance));
    const refused = await call(platform.url, token, 'POST', '/contracts/positions', order);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'The platform is not taking new positions or options that add to its exposure right now; closing, settlement and payouts are not affected. Try again later',
    });
    const inChinese = await fetch(`${platform.url}/api/v1/contracts/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' }, body: JSON.stringify(order) });
    expect(((await inChinese.json()) as { message: string }).message).toBe('平台目前暂不接受会增加其风险敞口的新仓位或期权订单；平仓、结算和派付不受影响，请稍后再试');
    // A short reduces the house's exposure; closing is never refused.
    expect((await call(platform.url, token, 'POST', '/contracts/positions', { ...order, side: 'short', lots: '0.10' })).body.data.status).toBe('open');
    expect((await call(platform.url, token, 'POST', `/contracts/positions/${first.body.data.id}/close`, {})).body.data.status).toBe('closed');
    expect((await call(platform.url, token, 'POST', `/contracts/positions/${second.body.data.id}/close`, {})).body.data.status).toBe('closed');
    const event = await platform.db.pool.query("SELECT data FROM events WHERE stream_id = 'contract-core' AND event_type = 'HouseBufferConfigured' ORDER BY stream_version DESC LIMIT 1");
    expect(event.rows[0].data.command).toMatchObject({ share: '0.5', reason: 'hold half the net exposure' });
    // Clearing the buffer loosens a control: it waits for a second admin (opening-capital.int-spec.ts); here the core is told directly.
    expect((await buffer({ share: null, reason: 'back to published only' })).body.data).toMatchObject({ share: '0.5' });
    await core.submit({ type: 'ConfigureHouseBuffer', share: null, staffId: 'test', reason: 'back to published only', at: new Date().toISOString() });
  });

  it('shows a liquidation fee coming in, with the balance it left', async () => {
    const { token, user } = await api.register('liquidated-insured@example.com');
    await core.submit({ type: 'ReceiveFromFunding', transferId: `test-${user.id}`, customerId: user.id, account: 'hy', amount: '1000', at: new Date().toISOString() });
    expect(await assetRow(platform.url, token, 'hy', 'USDT')).toMatchObject({ available: '1000.000000' });
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 50, lots: '0.01' });
    const last = market.lastTick('BTCUSDT')!;
    await platform.platform.app.get(ContractTicks).apply([
      { symbol: 'BTCUSDT', seq: last.seq + 1000, at: new Date().toISOString(), price: (Number(opened.body.data.liquidationPrice) * 0.999).toFixed(2), source: 'scripted' },
    ]);
    expect(core.state.position(opened.body.data.id)).toMatchObject({ status: 'liquidated' });
    const after = await insurance();
    const [newest] = after.history!;
    expect(newest).toMatchObject({ kind: 'liquidation', ref: opened.body.data.id, reason: null, balanceAfter: after.balance });
    expect(Number(after.balance)).toBeCloseTo(5000 + Number(newest!.amount), 6);
    expect(after.balance).toBe((Number(core.state.balance('platform:insurance:USDT')) / 1e6).toFixed(6));
  });
});
