import { randomUUID } from 'node:crypto';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';
import { contributeCapital, fundPlatformAccount } from '../support/platform-capital';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * No platform account promises money it does not hold (docs/security.md, "Insolvency"), through the
 * API on a fresh platform: the treasury is empty until a capital contribution proposed by one finance
 * member is confirmed by another; funding from an empty treasury is refused; an earn order is refused
 * ("closed: its payout account is not funded") until platform:earn-payouts covers every open order's
 * yield to maturity and its own, and racing orders cannot share the last of the cover; a loan is not
 * disbursed from an empty loan book. The ledger check finds no account below zero that may not be.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await createComplianceOfficers(api);
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [] });
});

async function balances(): Promise<Record<string, string>> {
  const accounts = await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor);
  return Object.fromEntries(accounts.body.data.map((row) => [row.account, row.balance]));
}
const products = async () => {
  const body = (await (await fetch(`${platform.url}/api/v1/earn/products?kind=custody`)).json()) as {
    data: { items: { productId: string; payoutsFunded: boolean }[] };
  };
  return Object.fromEntries(body.data.items.map((item) => [item.productId, item.payoutsFunded]));
};

describe('the treasury is the operator capital', () => {
  it('refuses to fund anything from an empty treasury', async () => {
    const refused = await api.admin<{ message: string }>('POST', '/platform-accounts/fundings', staff.fin1, {
      requestId: randomUUID(),
      to: 'earn-payouts',
      amount: '1',
      reason: 'cover',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The platform account platform:treasury:USDT does not hold enough for this; finance must fund it first',
    );
    expect((await balances())['platform:treasury:USDT'] ?? '0.000000').toBe('0.000000');
  });

  it('grows only by a capital contribution one member proposes and a different one confirms', async () => {
    const body = { requestId: randomUUID(), amount: '500', reason: 'Share capital paid in, bank ref 2026-118' };
    expect((await api.admin('POST', '/capital-contributions', staff.auditor, body)).status).toBe(403);
    expect((await api.admin('POST', '/capital-contributions', staff.fin1, { ...body, reason: ' ' })).status).toBe(400);
    expect((await api.admin('POST', '/capital-contributions', staff.fin1, { ...body, amount: '-5' })).status).toBe(400);
    const proposed = await api.admin<{ data: { id: string; status: string; proposedBy: string } }>(
      'POST',
      '/capital-contributions',
      staff.fin1,
      body,
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.data).toMatchObject({ status: 'proposed', amount: '500.000000' });
    // A retry of the same request answers the same proposal; proposing moves nothing.
    expect((await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, body)).body.data.id).toBe(
      proposed.body.data.id,
    );
    expect((await balances())['platform:treasury:USDT'] ?? '0.000000').toBe('0.000000');

    const id = proposed.body.data.id;
    const own = await api.admin<{ message: string }>('POST', `/capital-contributions/${id}/confirm`, staff.fin1);
    expect([own.status, own.body.message]).toEqual([400, 'The second approval must come from another staff member']);
    expect((await api.admin('POST', `/capital-contributions/${id}/confirm`, staff.auditor)).status).toBe(403);
    expect((await api.admin('POST', '/capital-contributions/not-an-id/confirm', staff.fin2)).status).toBe(404);
    // Two confirmations at once: one moves the money, the other finds it no longer pending.
    const both = await Promise.all([
      api.admin('POST', `/capital-contributions/${id}/confirm`, staff.fin2),
      api.admin('POST', `/capital-contributions/${id}/confirm`, staff.admin),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const after = await balances();
    expect(after['platform:treasury:USDT']).toBe('500.000000');
    expect(after['platform:deposit-clearing:USDT']?.startsWith('-')).toBe(true);
    const listed = await api.admin<{ data: { id: string; status: string; proposedBy: string; decidedBy: string }[] }>(
      'GET',
      '/capital-contributions',
      staff.auditor,
    );
    expect(listed.body.data.find((row) => row.id === id)).toMatchObject({ status: 'confirmed' });

    // A rejected proposal moves nothing and cannot be confirmed after.
    const second = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, {
      requestId: randomUUID(),
      amount: '1000000',
      reason: 'typo',
    });
    expect(
      (
        await api.admin('POST', `/capital-contributions/${second.body.data.id}/reject`, staff.fin2, {
          reason: 'No such transfer reached the bank',
        })
      ).status,
    ).toBe(201);
    expect((await api.admin('POST', `/capital-contributions/${second.body.data.id}/confirm`, staff.fin2)).status).toBe(400);
    expect((await balances())['platform:treasury:USDT']).toBe('500.000000');

    // The treasury pays out what it holds and no more.
    const tooMuch = await api.admin('POST', '/platform-accounts/fundings', staff.fin1, {
      requestId: randomUUID(),
      to: 'loan-book',
      amount: '500.000001',
      reason: 'cover',
    });
    expect(tooMuch.status).toBe(400);
  });
});

describe('earn yields cannot be promised beyond the payout account', () => {
  it('refuses an order while platform:earn-payouts does not cover it, accepts it once funded, and lets one of racing orders take the last of the cover', async () => {
    const { token } = await api.register('cover-saver@example.com');
    await fund(api, platform.url, token, staff.fin1, '6000');
    expect(await products()).toEqual({ 'custody-7d': false, 'custody-30d': false });
    const refused = await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '1000' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Closed: its payout account is not funded']);
    const inChinese = await fetch(`${platform.url}/api/v1/earn/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': 'zh-CN',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ productId: 'custody-7d', amount: '1000' }),
    });
    expect(((await inChinese.json()) as { message: string }).message).toBe('已关闭：其收益支付账户资金不足');

    // 1000 for 7 days at most 0.5% a day: 35 USDT of yield. Fund exactly that.
    await contributeCapital(api, staff.fin1, staff.fin2, '35');
    await fundPlatformAccount(api, staff.fin1, 'earn-payouts', '35');
    // The 30-day product's smallest order (500 at most 0.6% a day for 30 days: 90) is still not covered.
    expect(await products()).toEqual({ 'custody-7d': true, 'custody-30d': false });
    const placed = await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '1000' });
    expect(placed.body).toMatchObject({ code: 1, data: { status: 'funding' } });
    await eventually(async () =>
      expect((await call(platform.url, token, 'GET', `/earn/orders/${placed.body.data.id}`)).body.data.status).toBe('in_custody'),
    );
    // Nothing is left for another order, however small.
    expect(await products()).toEqual({ 'custody-7d': false, 'custody-30d': false });
    expect((await call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '100' })).body.message).toBe(
      'Closed: its payout account is not funded',
    );

    // Cover for exactly one more 1000 order; four race for it.
    await contributeCapital(api, staff.fin1, staff.fin2, '35');
    await fundPlatformAccount(api, staff.fin1, 'earn-payouts', '35');
    const raced = await Promise.all(
      [1, 2, 3, 4].map(() => call(platform.url, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '1000' })),
    );
    expect(raced.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(raced.filter((answer) => answer.body.message === 'Closed: its payout account is not funded')).toHaveLength(3);

    // Finance sees why on the liabilities figures: the payout account against what it owes at most.
    const liabilities = await api.admin<{ data: { yieldsToMaturityAtMost: string } }>('GET', '/earn/liabilities/current', staff.auditor);
    await eventually(async () =>
      expect(
        (await api.admin<{ data: { yieldsToMaturityAtMost: string } }>('GET', '/earn/liabilities/current', staff.auditor)).body.data
          .yieldsToMaturityAtMost,
      ).toBe('70.000000'),
    );
    expect(liabilities.status).toBe(200);
    expect((await balances())['platform:earn-payouts:USDT']).toBe('70.000000');
  });
});

describe('a loan is lent only from the loan book', () => {
  it('refuses to disburse from an empty loan book, and disburses once finance funded it', async () => {
    const { token, user } = await api.register('cover-borrower@example.com');
    await verify(api, platform.url, token, user.id, 'advanced', { realName: 'Cover Borrower', documentNumber: 'E7654321' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
    await api.admin('PUT', `/credit/${user.id}`, staff.fin1, { score, reason: 'Salary slips and bank statements checked' });
    const form = new FormData();
    const values = {
      productId: 'loan-7d',
      amount: '1000',
      agreed: 'true',
      name: 'Cover Borrower',
      country: 'SG',
      address: '1 Main St',
      birthDate: '1990-01-31',
      phone: '+6591234567',
      monthlyIncome: '6000',
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    for (const role of ['idFront', 'idBack']) form.append(role, testPhoto(), `${role}.png`);
    const applied = await call(platform.url, token, 'POST', '/loans', form);
    expect(applied.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    const id = applied.body.data.id as string;

    const book = (await balances())['platform:loan-book:USDT'] ?? '0.000000';
    expect(book).toBe('0.000000');
    const refused = await api.admin<{ message: string }>('POST', `/loans/${id}/disburse`, staff.fin1);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'The loan book holds 0.00 USDT, not enough to lend 1,000.00 USDT: finance must fund it first',
    ]);
    expect((await call(platform.url, token, 'GET', `/loans/${id}`)).body.data.status).toBe('pending');

    await contributeCapital(api, staff.fin1, staff.fin2, '1000');
    await fundPlatformAccount(api, staff.fin1, 'loan-book', '1000');
    expect((await api.admin<{ data: { status: string } }>('POST', `/loans/${id}/disburse`, staff.fin1)).body.data).toMatchObject({
      status: 'disbursed',
    });
    await eventually(async () => expect((await balances())['platform:loan-book:USDT']).toBe('0.000000'));
  });
});

const score = 700;
