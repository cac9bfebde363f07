import { randomUUID } from 'node:crypto';
import { ASSETS, Money } from '@meridian/money';
import { EVENT_STORE } from '@meridian/runtime';
import type { EventStore } from '@meridian/eventstore';
import { resetAndRebuild } from '@meridian/testing';
import { MarketDataService } from '@meridian/trading';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { depthOf, placeOrder } from '../support/spot';
import { createComplianceOfficers, verify } from '../support/verification';

/**
 * The referral programme through the API (docs/referral.md): a chain of 6 customers bound by their
 * invitation codes, where the 6th's spot fee pays levels 1-4 from platform:fees and not the 5th
 * ancestor; a customer who invites themself (the same verified identity) earning nothing; an inviter in
 * the United Kingdom (depth 0) earning nothing; the rates behind four eyes; the read model rebuilt and
 * the ledger check at zero.
 */
let platform: TestPlatform;
let api: Client;
let staff: { fin1: string; fin2: string; auditor: string; admin: string };
const PASSWORD = 'secret123';
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const wallet = async (token: string) => (await assetRow(platform.url, token, 'bba', 'USDT')).available;
const referral = async (token: string) => (await call(platform.url, token, 'GET', '/referral', undefined, null)).body.data;
const records = async (token: string, lang = 'en') =>
  (await call(platform.url, token, 'GET', `/referral/records?lang=${lang}`, undefined, null)).body.data.items as any[];

interface Customer {
  token: string;
  id: string;
  code: string;
}
const register = async (email: string, inviter?: Customer): Promise<Customer> => {
  const { token, user } = await api.register(email, PASSWORD, inviter ? { invite_code: inviter.code } : {});
  return { token, id: user.id, code: user.invitation_code };
};

/** The customer buys BTC (its fee in BTC, which pays no commission) and sells it (its fee in USDT): the USDT fee paid. */
async function tradeSpot(customer: Customer): Promise<string> {
  await fund(api, platform.url, customer.token, staff.fin1, '1000');
  const moved = await call(platform.url, customer.token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '900' });
  expect(moved.body.code).toBe(1);
  await eventually(async () => expect((await assetRow(platform.url, customer.token, 'bb', 'USDT')).available).toBe('900.000000'));
  // A fresh tick: the house quotes its ladder again.
  await platform.platform.app.get(MarketDataService).step();
  const ask = (await depthOf(platform.url, 'BTCUSDT')).asks[0]!;
  const bought = await placeOrder(platform.url, customer.token, {
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: ask.price,
    quantity: '0.0010',
  });
  expect(bought.body.data).toMatchObject({ status: 'filled' });
  const bid = (await depthOf(platform.url, 'BTCUSDT')).bids[0]!;
  const sold = await placeOrder(platform.url, customer.token, {
    symbol: 'BTCUSDT',
    side: 'sell',
    type: 'limit',
    price: bid.price,
    quantity: '0.0009',
  });
  expect(sold.body.data).toMatchObject({ status: 'filled', feeCoin: 'USDT' });
  return sold.body.data.fee as string;
}
/** What the funding wallet's platform:fees holds (trading fees cross to it as they are paid). */
async function fundingFees(): Promise<string> {
  const accounts = (await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.fin1)).body.data;
  return accounts.find((a) => a.account === 'platform:fees:USDT')?.balance ?? '0.000000';
}
const commission = (fee: string, bps: number) => Money.ofMinor(ASSETS.USDT, (usdt(fee).minor * BigInt(bps)) / 10_000n).toString();

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  platform.clock.setNextUtc(6); // 14:00 in Hong Kong: inside the withdrawal window
  staff = await createFinanceStaff(api);
  await createComplianceOfficers(api);
  await openDepositChannel(api, staff.fin1);
  // One recorded tick: the house quotes BTC around it.
  await platform.platform.app.get(MarketDataService).step();
  await eventually(async () => expect((await depthOf(platform.url, 'BTCUSDT')).asks.length).toBeGreaterThan(0));
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({
    ok: true,
    negative_accounts: [],
    holds_resolved_twice: [],
    read_model_mismatches: [],
    chain_breaks: [],
  });
});

describe('the referral programme', () => {
  const chain: Customer[] = [];

  it('binds each customer to its inviter once, with its ancestors, and counts the head per level', async () => {
    for (let i = 1; i <= 6; i++) chain.push(await register(`chain${i}@example.com`, chain[i - 2]));
    // Each binding reaches the read model on its own: wait for the last one (the 6th under the 5th) too.
    const headcounts = async (customer: Customer) =>
      (await referral(customer.token)).levels.map((level: { headcount: number }) => level.headcount);
    await eventually(async () => expect(await headcounts(chain[0]!)).toEqual([1, 1, 1, 1]));
    await eventually(async () => expect(await headcounts(chain[4]!)).toEqual([1, 0, 0, 0]));
    const fifth = await referral(chain[4]!.token);
    expect(fifth).toMatchObject({ depth: 4, months: 12 });
    expect(fifth.levels).toEqual([
      { level: 1, rateBps: 2000, headcount: 1, earnings: '0' },
      { level: 2, rateBps: 1000, headcount: 0, earnings: '0' },
      { level: 3, rateBps: 500, headcount: 0, earnings: '0' },
      { level: 4, rateBps: 250, headcount: 0, earnings: '0' },
    ]);
  });

  it('pays the commission out of the trading fee itself on a fresh install: the fee crosses to the funding wallet’s platform:fees as it is paid', async () => {
    // Nothing has been earned on the funding side yet: no withdrawal fee, no trade.
    expect(await fundingFees()).toBe('0.000000');
    const inviter = await register('early.inviter@example.com');
    const friend = await register('early.friend@example.com', inviter);
    await eventually(async () => expect((await referral(inviter.token)).levels[0].headcount).toBe(1));
    const fee = await tradeSpot(friend);
    const paid = commission(fee, 2000);
    await eventually(async () => expect(await wallet(inviter.token)).toBe(paid));
    await eventually(async () => expect((await records(inviter.token)).filter((r) => r.status === 'paid')).toHaveLength(1));
    // platform:fees took the whole USDT fee from the trading core and paid the level-1 line out of it.
    await eventually(async () => expect(await fundingFees()).toBe(usdt(fee).subtract(usdt(paid)).toString()));
  });

  it('pays levels 1-4 from platform:fees on the 6th customer’s trading fee, and nothing to the 5th ancestor', async () => {
    const fee = await tradeSpot(chain[5]!);
    const expected = [2000, 1000, 500, 250].map((bps) => commission(fee, bps));
    // chain[4] is level 1, chain[1] level 4, chain[0] the 5th ancestor.
    for (const [level, amount] of expected.entries())
      await eventually(async () => expect(await wallet(chain[4 - level]!.token)).toBe(amount));
    expect(await wallet(chain[0]!.token)).toBe('0.000000');
    expect(await records(chain[0]!.token)).toEqual([]);
    const [record] = await records(chain[4]!.token, 'zh');
    expect(record).toMatchObject({
      level: 1,
      product: 'spot',
      status: 'paid',
      rateBps: 2000,
      profit: expected[0]!.replace(/\.?0+$/, ''),
      coin: 'USDT',
    });
    expect(record.remark).toBe('现货交易手续费的第1级佣金');
    // The buy's fee was paid in BTC: a line that pays nothing, and says why.
    expect((await records(chain[4]!.token)).filter((r) => r.reason === 'coin')).toHaveLength(1);
    expect((await referral(chain[4]!.token)).levels[0].earnings).toBe(expected[0]!.replace(/\.?0+$/, ''));
  });

  // kyc refuses a second account with the same name and document number, so a customer who invites
  // themself does it with a second document (a passport beside an identity card): the verified real name tells.
  it('pays nothing when the referred customer is the inviter in person (the same verified real name)', async () => {
    const inviter = await register('self.one@example.com');
    const twin = await register('self.two@example.com', inviter);
    await verify(api, platform.url, inviter.token, inviter.id, 'primary', { realName: 'Lee Siu Long', documentNumber: 'S7654321A' });
    await verify(api, platform.url, twin.token, twin.id, 'primary', { realName: 'LEE SIU LONG', documentNumber: 'P12345678' });
    await eventually(async () => expect((await referral(inviter.token)).levels[0].headcount).toBe(1));
    await tradeSpot(twin);
    await eventually(async () => expect((await records(inviter.token)).some((r) => r.reason === 'self-referral')).toBe(true));
    expect(await wallet(inviter.token)).toBe('0.000000');
    expect((await records(inviter.token)).every((r) => r.profit === '0')).toBe(true);
  });

  it('pays nothing to an inviter where referral rewards are not allowed (the UK: depth 0), and says so', async () => {
    await api.get('/web/getCode', { type: 'phone', account: '7700900123', area_code: '44' });
    const code = await api.codeFor('+447700900123');
    const registered = await api.post('/web/userRegister', {
      type: 'phone',
      account: '7700900123',
      area_code: '44',
      code,
      password: PASSWORD,
      password2: PASSWORD,
      agree: '1',
    });
    const briton: Customer = {
      token: registered.body.data.token,
      id: registered.body.data.user.id,
      code: registered.body.data.user.invitation_code,
    };
    await eventually(async () =>
      expect(await referral(briton.token)).toMatchObject({ depth: 0, country: 'GB', countryBasis: 'phone-area-code' }),
    );
    const friend = await register('uk.friend@example.com', briton);
    await tradeSpot(friend);
    await eventually(async () => expect((await records(briton.token)).some((r) => r.reason === 'country')).toBe(true));
    expect(await wallet(briton.token)).toBe('0.000000');
    expect((await records(briton.token)).find((r) => r.reason === 'country').remark).toBe(
      'No commission: referral rewards are not offered in your country',
    );
  });

  it('pays on a contract’s opening fee too', async () => {
    const proposed = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, {
      requestId: randomUUID(),
      amount: '100000',
      reason: 'operator capital',
    });
    await api.admin('POST', `/capital-contributions/${proposed.body.data.id}/confirm`, staff.fin2);
    const housed = await api.admin('POST', '/platform-accounts/fundings', staff.fin1, {
      requestId: randomUUID(),
      to: 'house',
      amount: '100000',
      reason: 'house capital',
    });
    expect(housed.status).toBe(201);
    const trader = chain[5]!;
    const moved = await call(platform.url, trader.token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '100' });
    expect(moved.body.code).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, trader.token, 'hy', 'USDT')).available).toBe('100.000000'));
    const opened = await call(platform.url, trader.token, 'POST', '/contracts/positions', {
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'market',
      leverage: 10,
      lots: '0.01',
    });
    expect(opened.status).toBe(201);
    const fee = opened.body.data.openFee as string;
    await eventually(async () =>
      expect((await records(chain[4]!.token)).find((r) => r.product === 'contract')).toMatchObject({
        level: 1,
        status: 'paid',
        fee: fee.replace(/\.?0+$/, ''),
        profit: commission(fee, 2000).replace(/\.?0+$/, ''),
      }),
    );
  });

  it('keeps the rates behind four eyes: a lower rate applies at once, a higher one waits for a second member', async () => {
    const rules = (await api.admin<{ data: Record<string, unknown> }>('GET', '/referral-rules/default', staff.auditor)).body.data;
    const { id: _id, months: _months, changedAt: _at, changedBy: _by, ...body } = rules;
    const lower = await api.admin<{ data: { level1Bps: number }; proposal: unknown }>('PUT', '/referral-rules/default', staff.fin1, {
      ...body,
      level1Bps: 1500,
    });
    expect(lower.body).toMatchObject({ data: { level1Bps: 1500 }, proposal: null });
    const higher = await api.admin<{ data: { level1Bps: number }; proposal: { id: string } }>(
      'PUT',
      '/referral-rules/default',
      staff.fin1,
      { ...body, level1Bps: 3000, reason: 'launch campaign' },
    );
    expect(higher.body.data.level1Bps).toBe(1500);
    expect(higher.body.proposal).toBeTruthy();
    expect((await api.admin('POST', `/proposals/engagement/${higher.body.proposal.id}/confirm`, staff.fin1, {})).status).toBe(400);
    expect((await api.admin('POST', `/proposals/engagement/${higher.body.proposal.id}/confirm`, staff.fin2, {})).status).toBe(201);
    expect((await api.admin<{ data: { level1Bps: number } }>('GET', '/referral-rules/default', staff.auditor)).body.data.level1Bps).toBe(
      3000,
    );
    expect((await api.admin('PUT', '/referral-rules/default', staff.fin1, { ...body, level1Bps: 9000, level2Bps: 2000 })).status).toBe(400);
    expect((await api.admin('PUT', '/referral-rules/default', staff.auditor, body)).status).toBe(403);
  });

  it('lets finance claw a paid commission back from the inviter’s wallet with a reason, once', async () => {
    const lines = await api.admin<{ data: { feeId: string; level: number; amount: string; status: string }[] }>(
      'GET',
      `/referral-commissions?inviterId=${chain[4]!.id}`,
      staff.auditor,
    );
    const paid = lines.body.data.find((line) => line.status === 'paid')!;
    const path = `/referral-commissions/${paid.feeId}/levels/${paid.level}/claw-back`;
    expect((await api.admin('POST', path, staff.auditor, { reason: 'wash trading' })).status).toBe(403);
    expect((await api.admin('POST', path, staff.fin1, { reason: '' })).status).toBe(400);
    const before = await wallet(chain[4]!.token);
    const clawed = await api.admin<{ data: { status: string; clawbackReason: string } }>('POST', path, staff.fin1, {
      reason: 'wash trading',
    });
    expect(clawed.body.data).toMatchObject({ status: 'clawing-back', clawbackReason: 'wash trading' });
    await eventually(async () => expect(await wallet(chain[4]!.token)).toBe(usdt(before).subtract(usdt(paid.amount)).toString()));
    await eventually(async () =>
      expect((await records(chain[4]!.token)).find((r) => r.id === `${paid.feeId}:${paid.level}`)).toMatchObject({
        status: 'clawed-back',
        profit: '0',
        remark: 'Commission taken back: wash trading',
      }),
    );
    expect((await api.admin('POST', path, staff.fin1, { reason: 'again' })).status).toBe(400);
    expect((await api.admin('POST', `/referral-commissions/${paid.feeId}/levels/9/claw-back`, staff.fin1, { reason: 'x' })).status).toBe(
      404,
    );
    // Level 1's earnings no longer count the line taken back, only the contract's.
    const left = (await records(chain[4]!.token)).filter((r) => r.level === 1 && r.status === 'paid').map((r) => usdt(r.profit));
    expect((await referral(chain[4]!.token)).levels[0].earnings).toBe(
      Money.sum(ASSETS.USDT, left)
        .toString()
        .replace(/\.?0+$/, '') || '0',
    );
  });

  it('shows staff a customer’s tree', async () => {
    const tree = await api.admin<{ data: { ancestors: string[]; descendants: { customerId: string; level: number }[] } }>(
      'GET',
      `/referral-trees/${chain[1]!.id}`,
      staff.auditor,
    );
    expect(tree.body.data.ancestors).toEqual([chain[0]!.id]);
    expect(tree.body.data.descendants.map((d) => [d.customerId, d.level])).toEqual([
      [chain[2]!.id, 1],
      [chain[3]!.id, 2],
      [chain[4]!.id, 3],
      [chain[5]!.id, 4],
    ]);
  });

  it('rebuilds the bindings and commission lines row for row', async () => {
    const store = platform.platform.app.get<EventStore>(EVENT_STORE);
    const projection = store.inlineProjectionList.find((p) => p.name === 'engagement-referrals')!;
    const outcome = await resetAndRebuild(store, projection, [{ table: 'referral_bindings' }, { table: 'referral_commissions' }]);
    expect(outcome.after).toEqual(outcome.before);
  });
});
