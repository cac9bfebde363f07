import { SubscriptionRelease, SubscriptionStore } from '@meridian/earn';
import { readSettings, startPlatform } from '@meridian/platform';
import { MarketDataService } from '@meridian/trading';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { ADMIN, assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * New-coin subscription on a simulated clock: finance offers a coin, three customers subscribe (one
 * cannot pay), the issue is oversubscribed, finance allots after the window by the published pro-rata
 * rule, the holds are settled (the allotted cost to platform:subscription-proceeds, the rest back), and
 * after the lock-up the coins reach the funding wallets from platform:coin-issuance. A failed issuance
 * refunds everyone. The books balance after each.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

const HOUR = 3_600_000;
// Any staff id: the offering's event names who decided.
const FINANCE_ID = '00000000-0000-4000-8000-000000000001';
const DAY = 24 * HOUR;
const now = () => Date.now() + platform.clock.offsetMs;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], read_model_mismatches: [] });
});

async function moveClockTo(at: number): Promise<void> {
  platform.clock.offsetMs = at - Date.now();
  staff = {
    ...staff,
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
}

function terms(startsAt: number, overrides: Record<string, unknown> = {}) {
  const endsAt = startsAt + 2 * DAY;
  return {
    name: 'Nova Network',
    scale: 2,
    issuePrice: '0.5',
    issueVolume: '3000',
    circulation: '100000',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    listingDate: day(endsAt + DAY),
    lockupDays: 2,
    feeRate: '0.01',
    maxPerCustomer: '3000',
    reason: 'Listing committee approval 2026-11',
    ...overrides,
  };
}

const mine = async (token: string) =>
  (await call(platform.url, token, 'GET', '/subscriptions')).body.data.items as Record<string, unknown>[];

describe('new-coin subscription', () => {
  it('allots an oversubscribed coin pro rata, refunds the rest and releases the coins after the lock-up', async () => {
    const opens = now() + HOUR;
    const offered = await api.admin<{ data: Record<string, unknown> }>('PUT', '/subscriptions/coins/NOVA', staff.fin1, terms(opens));
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({ symbol: 'NOVA', phase: 'upcoming', issuePrice: '0.5', subscribed: '0' });
    // A coin that exists already cannot be offered; support may read but not decide.
    expect((await api.admin('PUT', '/subscriptions/coins/BTC', staff.fin1, terms(opens))).status).toBe(400);
    expect((await api.admin('POST', '/subscriptions/coins/NOVA/allot', staff.auditor)).status).toBe(403);

    const [alice, bob, carol] = [
      await api.register('sub-a@example.com'),
      await api.register('sub-b@example.com'),
      await api.register('sub-c@example.com'),
    ].map((r) => r.token);
    await fund(api, platform.url, alice!, staff.fin1, '2000');
    await fund(api, platform.url, bob!, staff.fin1, '1000');
    await fund(api, platform.url, carol!, staff.fin1, '10');

    const early = await call(platform.url, alice!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '100' });
    expect([early.status, early.body.message]).toEqual([400, 'Subscription is not open for this coin']);

    await moveClockTo(opens + HOUR);
    // The terms are frozen once the window is open.
    expect(
      (await api.admin<{ message: string }>('PUT', '/subscriptions/coins/NOVA', staff.fin1, terms(opens, { issuePrice: '0.1' }))).status,
    ).toBe(400);
    const badQuantity = await call(platform.url, alice!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '1.005' });
    expect(badQuantity.body.message).toBe('Enter a positive quantity with at most 2 decimals');
    expect((await call(platform.url, alice!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '3000.01' })).body.message).toBe(
      'At most 3,000 per customer: you may still ask for 3,000',
    );

    // 3,000 at 0.5 plus 1%: 1,515 frozen; 1,000: 505 frozen; Carol cannot pay 50.50.
    const placed = await call(platform.url, alice!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '3000' });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ quantity: '3000.00', cost: '1500.000000', fee: '15.000000', held: '1515.000000' });
    await call(platform.url, bob!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '1000' });
    await call(platform.url, carol!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '101' });
    await eventually(async () => expect((await mine(alice!))[0]).toMatchObject({ status: 'under_review' }));
    await eventually(async () => expect((await mine(bob!))[0]).toMatchObject({ status: 'under_review' }));
    await eventually(async () =>
      expect((await mine(carol!))[0]).toMatchObject({ status: 'not_passed', reason: 'subscription.insufficientUsdt' }),
    );
    expect(await assetRow(platform.url, alice!, 'bba', 'USDT')).toMatchObject({ available: '485.000000', frozen: '1515.000000' });
    // Her maximum counts what she has asked for already.
    expect((await call(platform.url, alice!, 'POST', '/subscriptions', { coinId: 'NOVA', quantity: '1' })).body.message).toBe(
      'At most 3,000 per customer: you may still ask for 0.00',
    );
    // Each customer sees only their own subscriptions.
    expect((await mine(bob!)).map((row) => row.customerId)).toHaveLength(1);
    const coin = (await api.get('/api/v1/subscriptions/coins/NOVA')).body.data;
    expect(coin).toMatchObject({ phase: 'sold_out', subscribed: '4000.00', subscribers: 2 });

    expect((await api.admin<{ message: string }>('POST', '/subscriptions/coins/NOVA/allot', staff.fin1)).status).toBe(400);
    await moveClockTo(opens + 2 * DAY + HOUR);
    const allotted = await api.admin<{ data: Record<string, unknown> }>('POST', '/subscriptions/coins/NOVA/allot', staff.fin1);
    expect(allotted.body.data).toMatchObject({ phase: 'allotted', ratio: '0.75' });
    // 3,000 x 0.75 = 2,250 coins for 1,136.25 with the fee, 378.75 back; Bob 750 for 378.75, 126.25 back.
    await eventually(async () =>
      expect((await mine(alice!))[0]).toMatchObject({ status: 'passed', allotted: '2250.00', paid: '1136.250000', refund: '378.750000' }),
    );
    await eventually(async () =>
      expect(await assetRow(platform.url, alice!, 'bba', 'USDT')).toMatchObject({ available: '863.750000', frozen: '0.000000' }),
    );
    await eventually(async () =>
      expect(await assetRow(platform.url, bob!, 'bba', 'USDT')).toMatchObject({ available: '621.250000', frozen: '0.000000' }),
    );
    expect((await api.admin('POST', '/subscriptions/coins/NOVA/allot', staff.fin1)).status).toBe(400);

    // Before the lock-up ends nothing is released; after it, the coins are in the funding wallet.
    const release = platform.platform.app.get(SubscriptionRelease);
    await release.run();
    expect((await mine(alice!))[0]).toMatchObject({ status: 'passed' });
    await moveClockTo(Date.parse(`${day(opens + 3 * DAY)}T00:00:00.000Z`) + 2 * DAY + HOUR);
    await release.run();
    await eventually(async () => expect(await assetRow(platform.url, alice!, 'bba', 'NOVA')).toMatchObject({ available: '2250.00' }));
    await eventually(async () => expect(await assetRow(platform.url, bob!, 'bba', 'NOVA')).toMatchObject({ available: '750.00' }));
    expect((await mine(alice!))[0]).toMatchObject({ status: 'released' });
    expect((await api.get('/api/v1/subscriptions/coins/NOVA')).body.data.phase).toBe('released');
    // Until it is listed as a market, the coin stays in the funding wallet.
    const moved = await call(platform.url, alice!, 'POST', '/transfers', { coin: 'NOVA', from: 'bba', to: 'bb', amount: '10' });
    expect([moved.status, moved.body.message]).toEqual([400, 'This coin stays in the funding wallet until it is listed for trading']);
    // Running again releases nothing twice.
    await release.run();
    expect(await assetRow(platform.url, alice!, 'bba', 'NOVA')).toMatchObject({ available: '2250.00' });

    // An admin lists it as a spot market: steps that make exact books, once, with a reason.
    const admin = await api.staffToken();
    const listing = { tickSize: '0.0001', lotStep: '0.01', reason: 'Listing committee: NOVA/USDT opens' };
    expect((await api.admin('PUT', '/spot-listings/NOVA', staff.fin1, listing)).status).toBe(403);
    const badSteps = await api.admin<{ message: string }>('PUT', '/spot-listings/NOVA', admin, { ...listing, lotStep: '0.001' });
    expect([badSteps.status, badSteps.body.message]).toEqual([400, expect.stringContaining('exact books')]);
    expect((await api.admin<{ message: string }>('PUT', '/spot-listings/NOVA', admin, { ...listing, tickSize: '0.3' })).body.message).toBe(
      'The issue price must be a whole number of ticks',
    );
    expect((await api.admin('PUT', '/spot-listings/BTC', admin, listing)).status).toBe(400);
    const listed = await api.admin<{ data: Record<string, unknown> }>('PUT', '/spot-listings/NOVA', admin, listing);
    expect(listed.body.data).toMatchObject({ coin: 'NOVA', listed: true, symbol: 'NOVAUSDT', tickSize: '0.0001', lotStep: '0.01' });
    expect((await api.admin<{ message: string }>('PUT', '/spot-listings/NOVA', admin, listing)).body.message).toBe(
      'This coin is listed already',
    );
    const markets = (await api.get('/api/v1/markets')).body.data as { symbol: string; category: string }[];
    expect(markets.find((market) => market.symbol === 'NOVAUSDT')).toMatchObject({ category: 'crypto' });

    // Now it moves to the spot account and trades: Alice sells 100 at 0.6, Bob buys them.
    await eventually(async () =>
      expect((await call(platform.url, alice!, 'POST', '/transfers', { coin: 'NOVA', from: 'bba', to: 'bb', amount: '1000' })).status).toBe(
        201,
      ),
    );
    expect((await call(platform.url, bob!, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '100' })).status).toBe(201);
    await eventually(async () => expect(await assetRow(platform.url, alice!, 'bb', 'NOVA')).toMatchObject({ available: '1000.00' }));
    await eventually(async () => expect(await assetRow(platform.url, bob!, 'bb', 'USDT')).toMatchObject({ available: '100.000000' }));
    const sell = await call(platform.url, alice!, 'POST', '/spot/orders', {
      symbol: 'NOVAUSDT',
      side: 'sell',
      type: 'limit',
      price: '0.6000',
      quantity: '100.00',
    });
    expect(sell.body.data).toMatchObject({ status: 'open' });
    const buy = await call(platform.url, bob!, 'POST', '/spot/orders', {
      symbol: 'NOVAUSDT',
      side: 'buy',
      type: 'limit',
      price: '0.6000',
      quantity: '100.00',
    });
    expect(buy.body.data).toMatchObject({ status: 'filled', averagePrice: '0.6000' });
    await eventually(async () => expect(await assetRow(platform.url, bob!, 'bb', 'NOVA')).toMatchObject({ available: '99.90' }));
    expect(await assetRow(platform.url, alice!, 'bb', 'NOVA')).toMatchObject({ available: '900.00' });
    expect(await assetRow(platform.url, alice!, 'bb', 'USDT')).toMatchObject({ available: '59.940000' });
    // The feed prices it from the issue price, one recorded tick at a time.
    const ticks = await platform.platform.app.get(MarketDataService).step();
    expect(ticks.find((tick) => tick.symbol === 'NOVAUSDT')).toMatchObject({ seq: 1 });
    // The spot books balance (once the market maker's quotes on the new ticks are stored).
    await eventually(async () => {
      const spotCheck = (
        await api.admin<{ data: { unbalanced: unknown[]; negative: unknown[]; mismatched: unknown[] } }>('GET', '/audit/spot-check', admin)
      ).body.data;
      expect(spotCheck).toMatchObject({ unbalanced: [], negative: [], mismatched: [] });
    });

    // After a restart the listing is loaded before the spot core recovers: balances and trading carry on.
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
    platform.url = platform.platform.url;
    api = new Client(platform.url);
    const again = await api.staffToken();
    expect((await api.admin<{ data: Record<string, unknown> }>('GET', '/spot-listings/NOVA', again)).body.data).toMatchObject({
      listed: true,
      symbol: 'NOVAUSDT',
    });
    expect(await assetRow(platform.url, alice!, 'bb', 'NOVA')).toMatchObject({ available: '900.00' });
    const after = await call(platform.url, alice!, 'POST', '/spot/orders', {
      symbol: 'NOVAUSDT',
      side: 'sell',
      type: 'limit',
      price: '0.7000',
      quantity: '10.00',
    });
    expect(after.body.data).toMatchObject({ status: 'open' });
    staff = { ...staff, auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password) };
  });

  it('lets parallel subscriptions of one customer past the maximum only as far as it goes, and refunds them all when the issuance fails', async () => {
    const opens = now() + HOUR;
    await api.admin(
      'PUT',
      '/subscriptions/coins/LUMA',
      staff.fin1,
      terms(opens, { name: 'Luma', scale: 0, issuePrice: '2', feeRate: '0', maxPerCustomer: '250' }),
    );
    const { token } = await api.register('sub-d@example.com');
    await fund(api, platform.url, token, staff.fin1, '500');
    await moveClockTo(opens + HOUR);
    // Five requests of 100 at once against a maximum of 250: exactly two pass.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(platform.url, token, 'POST', '/subscriptions', { coinId: 'LUMA', quantity: '100' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(answers.find((answer) => answer.status === 201)!.body.data).toMatchObject({ held: '200.000000' });
    await eventually(async () =>
      expect((await mine(token)).filter((row) => row.symbol === 'LUMA').map((row) => row.status)).toEqual(['under_review', 'under_review']),
    );
    expect(await assetRow(platform.url, token, 'bba', 'USDT')).toMatchObject({ available: '100.000000', frozen: '400.000000' });
    expect((await api.admin('POST', '/subscriptions/coins/LUMA/fail', staff.fin1, { reason: ' ' })).status).toBe(400);

    const failed = await api.admin<{ data: Record<string, unknown> }>('POST', '/subscriptions/coins/LUMA/fail', staff.fin1, {
      reason: 'The issuer withdrew the token',
    });
    expect(failed.body.data).toMatchObject({ phase: 'failed', reason: 'The issuer withdrew the token' });
    await eventually(async () =>
      expect((await mine(token)).filter((row) => row.symbol === 'LUMA')).toMatchObject([
        { status: 'issuance_failed', reason: 'The issuer withdrew the token', refund: '200.000000' },
        { status: 'issuance_failed', refund: '200.000000' },
      ]),
    );
    await eventually(async () =>
      expect(await assetRow(platform.url, token, 'bba', 'USDT')).toMatchObject({ available: '500.000000', frozen: '0.000000' }),
    );
    const staffView = await api.admin<{ data: { symbol: string; status: string }[] }>('GET', '/subscriptions?symbol=LUMA', staff.auditor);
    expect(staffView.body.data.map((row) => row.status)).toEqual(['issuance_failed', 'issuance_failed']);
  });

  it('finishes an allotment whose process stopped after the offering was allotted, so no hold stays frozen', async () => {
    const opens = now() + HOUR;
    await api.admin(
      'PUT',
      '/subscriptions/coins/HALF',
      staff.fin1,
      terms(opens, { name: 'Half', scale: 0, issuePrice: '1', feeRate: '0' }),
    );
    const { token } = await api.register('sub-e@example.com');
    await fund(api, platform.url, token, staff.fin1, '100');
    await moveClockTo(opens + HOUR);
    await call(platform.url, token, 'POST', '/subscriptions', { coinId: 'HALF', quantity: '40' });
    await eventually(async () =>
      expect((await mine(token)).find((row) => row.symbol === 'HALF')).toMatchObject({ status: 'under_review' }),
    );

    // The offering's allotment is recorded, and the process stops before any subscription is allotted.
    await moveClockTo(opens + 2 * DAY + HOUR);
    await platform.platform.app
      .get(SubscriptionStore)
      .offering('HALF', { type: 'AllotCoin', data: { staffId: FINANCE_ID } });
    expect((await mine(token)).find((row) => row.symbol === 'HALF')).toMatchObject({ status: 'under_review' });

    await platform.platform.app.get(SubscriptionRelease).run();
    await eventually(async () =>
      expect((await mine(token)).find((row) => row.symbol === 'HALF')).toMatchObject({
        status: 'passed',
        allotted: '40',
        paid: '40.000000',
      }),
    );
    await eventually(async () =>
      expect(await assetRow(platform.url, token, 'bba', 'USDT')).toMatchObject({ available: '60.000000', frozen: '0.000000' }),
    );
  });
});
