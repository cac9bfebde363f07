import { EarnCutoff } from '@meridian/earn';
import { call, confirmProposal, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { contributeCapital, fundPlatformAccount } from '../support/platform-capital';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * Custody earn through the API on a simulated clock: a purchase held in the funding wallet, seven
 * daily yields paid from `platform:earn-payouts` at the rates staff set (the low end where unset),
 * the principal back at maturity; an early redemption at the penalty quoted, approved by finance; a
 * purchase the wallet cannot cover fails. The books balance after each.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let cutoff: EarnCutoff;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  cutoff = platform.platform.app.get(EarnCutoff);
  // An order is accepted only while the payout account covers every open order's yield: the operator's
  // capital (2000), 1000 of it moved there by finance and 1000 left in the treasury for the last test
  // (before the clock moves on, while the staff sessions are fresh).
  await contributeCapital(api, staff.fin1, staff.fin2, '2000');
  await fundPlatformAccount(api, staff.fin1, 'earn-payouts', PAYOUTS_FUNDING);
  platform.clock.setNextUtc(10); // 10:00 UTC: the next cut-off is 14 hours away
  // The clock moved on (up to a day): staff sign in again, as they would that morning.
  staff = {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
});
const PAYOUTS_FUNDING = '1000';
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], holds_resolved_twice: [], read_model_mismatches: [], chain_breaks: [] });
});

const DAY = 86_400_000;
const funding = (token: string) => assetRow(platform.url, token, 'bba', 'USDT');
async function saver(email: string, amount: string): Promise<string> {
  const { token } = await api.register(email);
  await fund(api, platform.url, token, staff.fin1, amount);
  return token;
}
const order = async (token: string, id: string) => (await call(platform.url, token, 'GET', `/earn/orders/${id}`)).body.data;
/** Moves the platform's clock on and runs the cut-off, as the daily job would; staff log in again the next morning. */
async function passDays(days: number) {
  platform.clock.offsetMs += days * DAY;
  await cutoff.run();
  staff = {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
}

describe('custody earn through the API', () => {
  it('publishes its products and every rule before anyone commits', async () => {
    const res = await fetch(`${platform.url}/api/v1/earn/products?kind=custody`);
    const { data } = (await res.json()) as { data: { items: { productId: string; cycleDays: number; dailyRateMin: string; penalty: { kind: string; rate: string }; todayRate: string }[] } };
    expect(data.items.map((p) => [p.productId, p.cycleDays, p.dailyRateMin, p.penalty.kind, p.penalty.rate, p.todayRate])).toEqual([
      ['custody-7d', 7, '0.003', 'principal-share', '0.05', '0.003'],
      ['custody-30d', 30, '0.004', 'per-remaining-day', '0.004', '0.004'],
    ]);
  });

  it('holds the principal, pays seven days from platform:earn-payouts at the staff rates, and returns the principal at maturity', async () => {
    const token = await saver('saver@example.com', '2000');
    const placed = await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '1000' });
    expect(placed.body).toMatchObject({ code: 1, data: { status: 'funding', amount: '1000.000000', cycleDays: 7 } });
    const id = placed.body.data.id as string;
    const held = await eventually(async () => {
      const detail = await order(token, id);
      expect(detail.status).toBe('in_custody');
      return detail;
    });
    expect(await funding(token)).toMatchObject({ available: '1000.000000', frozen: '1000.000000' });
    expect(held.redemptionQuote).toEqual({ penalty: '50.000000', receive: '950.000000' });

    // Finance sets day 2 higher, inside the range; a rate outside it, or for a day begun, is refused.
    const valueDate = held.valueDate as string;
    const day2 = new Date(Date.parse(valueDate) + DAY).toISOString().slice(0, 10);
    expect((await api.admin('PUT', '/earn/products/custody-7d/rates', staff.fin1, { date: day2, rate: '0.006' })).status).toBe(400);
    expect((await api.admin('PUT', '/earn/products/custody-7d/rates', staff.fin1, { date: new Date(platform.clock.now()).toISOString().slice(0, 10), rate: '0.004' })).status).toBe(400);
    expect((await api.admin('PUT', '/earn/products/custody-7d/rates', staff.fin1, { date: day2, rate: '0.005' })).status).toBe(200);

    await passDays(1); // the value date has passed; day 1 has not closed yet
    expect((await order(token, id)).paidDays).toBe(0);
    await passDays(1);
    await eventually(async () => expect(await funding(token)).toMatchObject({ available: '1003.000000' }));
    await passDays(1);
    await passDays(5);
    const done = await order(token, id);
    expect(done).toMatchObject({ status: 'completed', paidDays: 7, earned: '23.000000' });
    expect(done.yields.map((y: { rate: string; amount: string }) => [y.rate, y.amount])).toEqual([
      ['0.003', '3.000000'],
      ['0.005', '5.000000'],
      ['0.003', '3.000000'],
      ['0.003', '3.000000'],
      ['0.003', '3.000000'],
      ['0.003', '3.000000'],
      ['0.003', '3.000000'],
    ]);
    await eventually(async () => expect(await funding(token)).toMatchObject({ available: '2023.000000', frozen: '0.000000' }));
    // Running the cut-off again pays nothing twice.
    await cutoff.run();
    expect((await order(token, id)).earned).toBe('23.000000');
  });

  it('redeems early at the quoted penalty once finance approves; a rejection keeps the order in custody', async () => {
    const token = await saver('early@example.com', '1000');
    const id = (await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-30d', amount: '1000' })).body.data.id as string;
    await eventually(async () => expect((await order(token, id)).status).toBe('in_custody'));
    await passDays(3); // two days paid at 0.4%
    const quoted = await order(token, id);
    expect(quoted).toMatchObject({ paidDays: 2, earned: '8.000000', redemptionQuote: { penalty: '112.000000', receive: '888.000000' } });

    const asked = await call(platform.url, token, 'POST', `/earn/orders/${id}/redeem`);
    expect(asked.body).toMatchObject({ code: 1, data: { status: 'redeeming', penalty: '112.000000' } });
    expect((await call(platform.url, token, 'POST', `/earn/orders/${id}/redeem`)).body.message).toBe('A redemption of this order is already under review');
    const { token: other } = await api.register('nosy.saver@example.com');
    expect((await call(platform.url, other, 'GET', `/earn/orders/${id}`)).status).toBe(404);
    expect((await api.admin('POST', `/earn/orders/${id}/approve-redemption`, staff.auditor)).status).toBe(403);

    const rejected = await api.admin<{ data: { status: string; reason: string } }>('POST', `/earn/orders/${id}/reject-redemption`, staff.fin1, { reason: 'Please call us first' });
    expect(rejected.body.data).toMatchObject({ status: 'redemption_rejected', reason: 'Please call us first' });
    await call(platform.url, token, 'POST', `/earn/orders/${id}/redeem`);
    const queue = await api.admin<{ data: { id: string }[] }>('GET', '/earn/orders?status=redeeming', staff.admin);
    expect(queue.body.data.map((row) => row.id)).toContain(id);
    const { customerId } = (await api.admin<{ data: { customerId: string } }>('GET', `/earn/orders/${id}`, staff.admin)).body.data;
    expect((await api.admin<{ data: { id: string }[]; total: number }>('GET', `/earn/orders?customerId=${customerId}`, staff.admin)).body).toMatchObject({ total: 1, data: [{ id }] });
    expect((await api.admin('GET', '/earn/orders?customerId=early', staff.admin)).status).toBe(400);
    await api.admin('POST', `/earn/orders/${id}/approve-redemption`, staff.fin1);
    expect(await order(token, id)).toMatchObject({ status: 'redeemed', penalty: '112.000000' });
    // 1000 deposited, 8 earned, 112 kept: 896 back, nothing frozen.
    await eventually(async () => expect(await funding(token)).toMatchObject({ available: '896.000000', frozen: '0.000000' }));
  });

  it('fails a purchase the wallet cannot cover, holding nothing; refuses amounts outside the product', async () => {
    const token = await saver('short@example.com', '150');
    expect((await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '99' })).body.message).toBe('The amount must be between 100 and 50,000 USDT');
    expect((await call(platform.url, token, 'POST', '/earn/orders', { productId: 'gold-bars', amount: '100' })).body.message).toBe('This product is not offered');
    const id = (await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '500' })).body.data.id as string;
    await eventually(async () => expect(await order(token, id)).toMatchObject({ status: 'failed', reason: 'earn.insufficientBalance' }));
    expect(await funding(token)).toMatchObject({ available: '150.000000', frozen: '0.000000' });
  });

  it('answers the specification’s legacy earn calls with the same handlers', async () => {
    const token = await saver('legacy.saver@example.com', '500');
    const bought = await api.post('/web/buyProfit', { token, productId: 'custody-7d', amount: '200' });
    expect(bought.body).toMatchObject({ code: 1, data: { status: 'funding', amount: '200.000000' } });
    const id = bought.body.data.id as string;
    await eventually(async () => expect((await api.get('/web/getProfitInfo', { token, id })).body.data.status).toBe('in_custody'));
    expect((await api.get('/web/getProfitTotal', { token })).body.data).toMatchObject({ principal_in_custody: '200.000000', live: 1 });
    expect((await api.get('/web/getProfitList', { token })).body.data.items.map((p: { productId: string }) => p.productId)).toEqual(['custody-7d', 'custody-30d']);
    expect((await api.post('/web/sellProfit', { token, id })).body.data).toMatchObject({ status: 'redeeming', penalty: '10.000000' });
    await api.admin('POST', `/earn/orders/${id}/reject-redemption`, staff.fin1, { reason: 'kept for the next test' });
  });

  it('shows finance what the platform owes', async () => {
    const liabilities = await api.admin<{ data: { ordersInCustody: number; yieldsPaid: string } }>('GET', '/earn/liabilities/current', staff.auditor);
    expect(liabilities.body.data).toMatchObject({ ordersInCustody: 1, principalInCustody: '200.000000', yieldsPaid: '31.000000' });
    // The account that keeps the promises: 1000 funded, 31 USDT of yields paid out of it, 112 of penalties into it.
    const accounts = await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor);
    expect(accounts.body.data.find((row) => row.account === 'platform:earn-payouts:USDT')?.balance).toBe('1081.000000');
  });

  it('publishes to everyone what the live orders may cost and the payout account behind them', async () => {
    const cover = (await (await fetch(`${platform.url}/api/v1/earn/cover`)).json()) as { data: { ordersInCustody: number; dailyYieldsAtMost: string } };
    // The one live order: 200 USDT at custody-7d's high end, 0.5% a day.
    expect(cover.data).toMatchObject({ ordersInCustody: 1, dailyYieldsAtMost: '1.000000' });
    const reserves = (await (await fetch(`${platform.url}/api/v1/reserves`)).json()) as { data: { items: { account: string; balance: string }[] } };
    expect(reserves.data.items).toContainEqual({ account: 'platform:earn-payouts:USDT', asset: 'USDT', balance: '1081.000000' });
  });

  it('lets finance change a product with a reason: new orders take the new terms, placed orders keep theirs', async () => {
    const token = await saver('terms@example.com', '1000');
    const before = (await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '300' })).body.data.id as string;
    await eventually(async () => expect((await order(token, before)).status).toBe('in_custody'));

    const terms = { kind: 'custody', cycleDays: 14, minAmount: '200', maxAmount: '20000', dailyRateMin: '0.002', dailyRateMax: '0.004', penalty: { kind: 'principal-share', rate: '0.03' }, enabled: true };
    expect((await api.admin('PUT', '/earn/products/custody-7d', staff.auditor, { ...terms, reason: 'x' })).status).toBe(403);
    const refused = await api.admin<{ message: string }>('PUT', '/earn/products/custody-7d', staff.fin1, { ...terms, minAmount: '30000', reason: 'Longer cycle' });
    expect([refused.status, refused.body.message]).toEqual([400, 'The single-order minimum must be above zero and not above the maximum']);
    // Lower rates and amounts apply at once; a longer cycle and another penalty wait for a second finance member.
    const asked = await api.admin<{ data: { terms: { cycleDays: number; minAmount: string } }; proposal: { id: string; fields: string[] } | null }>('PUT', '/earn/products/custody-7d', staff.fin1, { ...terms, reason: 'Longer cycle for December' });
    expect(asked.body.data.terms).toMatchObject({ cycleDays: 7, minAmount: '200' });
    expect(asked.body.proposal?.fields).toEqual(['cycleDays', 'penalty']);
    await confirmProposal(api, 'earn', asked, staff.fin2);
    const changed = await api.admin<{ data: { reason: string; terms: { cycleDays: number } } }>('GET', '/earn/products/custody-7d', staff.fin1);
    expect(changed.body.data).toMatchObject({ id: 'custody-7d', reason: 'Longer cycle for December', terms: { cycleDays: 14, minAmount: '200' } });

    const after = (await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '300' })).body.data.id as string;
    await eventually(async () => expect((await order(token, after)).status).toBe('in_custody'));
    expect([(await order(token, before)).cycleDays, (await order(token, after)).cycleDays]).toEqual([7, 14]);
    expect((await order(token, before)).redemptionQuote.penalty).toBe('15.000000');
    expect((await order(token, after)).redemptionQuote.penalty).toBe('9.000000');

    // A product added, then closed to new orders; the public list shows both changes.
    // A new product is a promise as a whole: a second finance member confirms it.
    await confirmProposal(api, 'earn', await api.admin('PUT', '/earn/products/custody-90d', staff.fin1, { ...terms, cycleDays: 90, reason: 'A quarter-long product' }), staff.fin2);
    await api.admin('PUT', '/earn/products/custody-90d', staff.fin1, { ...terms, cycleDays: 90, enabled: false, reason: 'Paused' });
    const listed = (await (await fetch(`${platform.url}/api/v1/earn/products?kind=custody`)).json()) as { data: { items: { productId: string; cycleDays: number; enabled: boolean }[] } };
    expect(listed.data.items.map((p) => [p.productId, p.cycleDays, p.enabled])).toEqual([
      ['custody-7d', 14, true],
      ['custody-30d', 30, true],
      ['custody-90d', 90, false],
    ]);
    expect((await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-90d', amount: '300' })).body.message).toBe('This product is closed to new orders');
    const staffList = await api.admin<{ data: { id: string; changedBy: string | null }[] }>('GET', '/earn/products', staff.auditor);
    expect(staffList.body.data.map((p) => [p.id, p.changedBy !== null])).toEqual([
      ['custody-7d', true],
      ['custody-30d', false],
      ['vip-15d', false],
      ['vip-30d', false],
      ['custody-90d', true],
    ]);
  });

  it('lets finance fund the payout account from the treasury with a reason, once per request', async () => {
    const body = { requestId: '0b9b2f6e-8f2a-4c1e-9d53-3a7d3c1f2a10', to: 'earn-payouts', amount: '1000', reason: 'Cover for December' };
    expect((await api.admin('POST', '/platform-accounts/fundings', staff.auditor, body)).status).toBe(403);
    expect((await api.admin('POST', '/platform-accounts/fundings', staff.fin1, { ...body, reason: ' ' })).status).toBe(400);
    expect((await api.admin('POST', '/platform-accounts/fundings', staff.fin1, { ...body, to: 'deposit-clearing' })).status).toBe(400);
    const balance = async () => {
      const reserves = (await (await fetch(`${platform.url}/api/v1/reserves`)).json()) as { data: { items: { account: string; balance: string }[] } };
      return reserves.data.items.find((item) => item.account === 'platform:earn-payouts:USDT')!.balance;
    };
    const before = Number(await balance());
    expect((await api.admin('POST', '/platform-accounts/fundings', staff.fin1, body)).status).toBe(201);
    expect((await api.admin('POST', '/platform-accounts/fundings', staff.fin1, body)).status).toBe(201);
    expect(Number(await balance()) - before).toBe(1000);
  });
});
