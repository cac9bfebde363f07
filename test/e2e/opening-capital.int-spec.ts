import { randomUUID } from 'node:crypto';
import { readSettings, seedOpeningCapital, startPlatform } from '@meridian/platform';
import { ContractCoreService, MarketDataService } from '@meridian/trading';
import { ADMIN, assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff, fund, openDepositChannel, staffMember } from '../support/funding';

/**
 * Issue 19, section 2: opening capital at install. A platform first started with OPENING_CAPITAL
 * records it once as the operator's capital contribution (actor `install`), funds the paying accounts
 * from the treasury (house 40%, insurance 10%, earn payouts 10%, loan book 20%, the rest kept) and
 * enforces the default house buffer (HOUSE_BUFFER_SHARE, 0.1): a customer can trade and buy earn
 * products at once, and the house stops taking new exposure when its options' payouts pass what it holds.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

interface Buffer {
  share: string | null;
  optionsMaxPayout: string;
  required: string;
  balance: string;
  takingNewExposure: boolean;
}
interface House {
  house: string;
  insuranceFund: string;
  houseBuffer: Buffer;
}

const EXPECTED = {
  'platform:treasury:USDT': '200000.000000',
  'platform:earn-payouts:USDT': '100000.000000',
  'platform:loan-book:USDT': '200000.000000',
};

beforeAll(async () => {
  platform = await startTestPlatform({ OPENING_CAPITAL: '1000000', HOUSE_BUFFER_SHARE: '0.1' });
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await platform.platform.app.get(MarketDataService).step();
}, 120_000);
afterAll(() => platform.stop());

/** The opening balances as finance and the auditor see them: funding ledger accounts and the contract core's. */
async function openingBalances() {
  const accounts = (await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor)).body.data;
  const house = (await api.admin<{ data: House }>('GET', '/contracts/house', staff.auditor)).body.data;
  const contributions = (await api.admin<{ data: { id: string; amount: string; status: string; proposedBy: string; decidedBy: string; reason: string }[] }>('GET', '/capital-contributions', staff.fin1)).body.data;
  const pick = Object.fromEntries(Object.keys(EXPECTED).map((account) => [account, accounts.find((row) => row.account === account)?.balance]));
  return { ledger: pick, house: house.house, insurance: house.insuranceFund, buffer: house.houseBuffer, contributions };
}

async function expectOpeningOnce() {
  await eventually(async () => {
    const seen = await openingBalances();
    expect(seen.ledger).toEqual(EXPECTED);
    expect([seen.house, seen.insurance]).toEqual(['400000.000000', '100000.000000']);
    expect(seen.buffer).toMatchObject({ share: '0.1', takingNewExposure: true });
    expect(seen.contributions).toEqual([
      expect.objectContaining({ amount: '1000000.000000', status: 'confirmed', proposedBy: 'install', decidedBy: 'install', reason: 'Opening capital set by OPENING_CAPITAL at install' }),
    ]);
  });
  // One capital entry and one entry per funding on the platform's ledger stream, whatever restarts.
  const { rows } = await platform.db.pool.query<{ id: string; n: string }>(
    `SELECT entry_id AS id, count(*)::text AS n FROM ledger_entry_ids WHERE entry_id LIKE 'capital-contribution-%' OR entry_id LIKE 'platform-funding-opening-capital-%' GROUP BY entry_id ORDER BY entry_id`,
  );
  expect(rows).toEqual([
    { id: 'capital-contribution-00000000-0000-4000-8000-00000000c0de', n: '1' },
    { id: 'platform-funding-opening-capital-earn-payouts', n: '1' },
    { id: 'platform-funding-opening-capital-house', n: '1' },
    { id: 'platform-funding-opening-capital-insurance', n: '1' },
    { id: 'platform-funding-opening-capital-loan-book', n: '1' },
  ]);
  const buffers = await platform.db.pool.query("SELECT data FROM events WHERE stream_id = 'contract-core' AND event_type = 'HouseBufferConfigured'");
  expect(buffers.rows.map((row) => row.data.command)).toEqual([expect.objectContaining({ share: '0.1', staffId: 'install', reason: 'Default buffer at install' })]);
}

describe('opening capital at install', () => {
  it('funds the treasury, the house, the insurance fund, earn payouts and the loan book once, across restarts', async () => {
    expect(platform.platform.opening).toMatchObject({
      capital: { capital: '1000000.000000', treasury: '200000.000000', seededNow: true },
      buffer: { share: '0.1', seededNow: true },
    });
    await expectOpeningOnce();

    // A restart, even with other settings, follows what the install recorded and records nothing again.
    await platform.platform.stop();
    const settings = {
      ...readSettings({ DATABASE_URL: platform.db.url, PORT: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PRICE_FEED: 'off', RATE_LIMIT_PER_IP: '1000', OPENING_CAPITAL: '5000000', HOUSE_BUFFER_SHARE: '0.5' }),
      host: '127.0.0.1',
    };
    platform.platform = await startPlatform(settings, () => undefined, { clock: platform.clock });
    api = new Client(platform.platform.url);
    expect(platform.platform.opening).toMatchObject({ capital: { capital: '1000000.000000', seededNow: false }, buffer: { share: '0.1', seededNow: false } });
    await platform.platform.app.get(MarketDataService).step();
    // Two more seedings at once (two processes starting together) find everything recorded.
    const again = await Promise.all([seedOpeningCapital(platform.platform.app, settings), seedOpeningCapital(platform.platform.app, settings)]);
    expect(again.map((seed) => [seed.capital?.seededNow, seed.buffer?.seededNow])).toEqual([[false, false], [false, false]]);
    await expectOpeningOnce();

    const check = (await api.admin<{ data: { ok: boolean; negative_accounts: unknown[] } }>('GET', '/audit/ledger-check', staff.auditor)).body.data;
    expect(check).toMatchObject({ ok: true, negative_accounts: [] });
  }, 120_000);

  it('lets a customer open a contract and buy an earn product right away', async () => {
    const base = platform.platform.url;
    const { token } = await api.register('first-customer@example.com');
    await fund(api, base, token, staff.fin1, '3000');
    expect((await call(base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '1000' })).body.code).toBe(1);
    await eventually(async () => expect(await assetRow(base, token, 'hy', 'USDT')).toMatchObject({ available: '1000.000000' }));
    const opened = await call(base, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' });
    expect(opened.body).toMatchObject({ code: 1, data: { status: 'open' } });
    const earn = await call(base, token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '1000' });
    expect(earn.body.code).toBe(1);
    expect(earn.body.data.status).not.toBe('closed');
    expect((await call(base, token, 'POST', `/contracts/positions/${opened.body.data.id}/close`, {})).body.data.status).toBe('closed');
    const check = (await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor)).body.data;
    expect(check.ok).toBe(true);
  }, 120_000);

  it('enforces the house buffer: once its options could pay more than it holds, a new option is refused', async () => {
    const base = platform.platform.url;
    const core = platform.platform.app.get(ContractCoreService);
    // A customer with an option account big enough to bet against the whole house (credited in the
    // core directly: the per-customer stake caps would need hundreds of orders through the API).
    const whale = randomUUID();
    await core.submit({ type: 'ReceiveFromFunding', transferId: `test-${whale}`, customerId: whale, account: 'jg', amount: '500000', at: new Date().toISOString() });
    const house = async () => (await api.admin<{ data: House }>('GET', '/contracts/house', staff.auditor)).body.data.houseBuffer;
    const placeOne = (amount: string) =>
      core.submit({ type: 'PlaceOption', optionId: randomUUID(), ownerId: whale, symbol: 'BTCUSDT', direction: 'rise', seconds: 300, amount, jurisdiction: { country: null, demo: false }, at: new Date().toISOString() });
    // Stakes of 10,000, then 1,000, then 100 (payouts x 0.90) until each is refused: the order that
    // would take what the house must hold past what it holds is itself refused, never the one after it.
    let placed = 0;
    for (const amount of ['10000', '1000', '100']) {
      for (;;) {
        // The core refuses before it queues anything: submit throws at once.
        const refusal = await Promise.resolve()
          .then(() => placeOne(amount))
          .then(
          () => null,
          (error: unknown) => error,
        );
        if (refusal !== null) {
          expect((refusal as { key?: string }).key).toBe('contracts.houseBuffer');
          break;
        }
        placed += 1;
        expect(placed).toBeLessThanOrEqual(100);
      }
    }
    const stopped = await house();
    const [payouts, held] = [Number(stopped.optionsMaxPayout), Number(stopped.balance)];
    expect(payouts).toBeLessThanOrEqual(held);
    expect(held - payouts).toBeLessThan(90);
    expect(stopped).toMatchObject({ share: '0.1', takingNewExposure: true });
    expect(Math.abs(held - 400000)).toBeLessThan(100);

    const { token } = await api.register('option-customer@example.com');
    await fund(api, base, token, staff.fin1, '500');
    expect((await call(base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '200' })).body.code).toBe(1);
    await eventually(async () => expect(await assetRow(base, token, 'jg', 'USDT')).toMatchObject({ available: '200.000000' }));
    const refused = await call(base, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 300, amount: '100' });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: 'The platform is not taking new positions or options that add to its exposure right now; closing, settlement and payouts are not affected. Try again later',
    });
  }, 120_000);

  it('raises the buffer at once; lowering or clearing it waits for a second admin', async () => {
    const put = (who: string, share: string | null, reason: string) =>
      api.admin<{ data: Buffer; proposal: { id: string; status: string; fields: string[] } | null }>('PUT', '/contracts/house/buffer', who, { share, reason });
    const raised = await put(staff.admin, '0.2', 'more cover');
    expect([raised.status, raised.body.data.share, raised.body.proposal]).toEqual([200, '0.2', null]);
    const lowered = await put(staff.admin, '0.05', 'less cover');
    expect(lowered.body.data.share).toBe('0.2');
    expect(lowered.body.proposal).toMatchObject({ status: 'pending', fields: ['share'] });
    const cleared = await put(staff.admin, null, 'no buffer');
    expect(cleared.body.data.share).toBe('0.2');
    expect(cleared.body.proposal).toMatchObject({ status: 'pending', fields: ['enforced', 'share'] });
    // The proposer cannot confirm; another admin can.
    expect((await api.admin('POST', `/proposals/trading/${lowered.body.proposal!.id}/confirm`, staff.admin, {})).status).toBe(400);
    const admin2 = await staffMember(api, 'admin2@opening.test', ['admin']);
    expect((await api.admin('POST', `/proposals/trading/${lowered.body.proposal!.id}/confirm`, admin2, {})).status).toBe(201);
    const now = (await api.admin<{ data: House }>('GET', '/contracts/house', staff.auditor)).body.data.houseBuffer;
    expect(now.share).toBe('0.05');
  });
});
