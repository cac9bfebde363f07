import { CORE_LEDGERS, HttpCoreLedgers, PLATFORM_CONFIG, type CoreLedgers } from '@meridian/runtime';
import { ContractCoreService, MarketDataService, OptionExpiry } from '@meridian/trading';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';

/**
 * Issue 19, section 7: the auditor's ledger check reads every journal (the funding ledger and the
 * spot and contract cores) and the account replay shows every account of a customer, contract and
 * option accounts included, as of any moment.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let market: MarketDataService;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
  await fundTheHouse('50000');
});
afterAll(() => platform.stop());

interface Check {
  ok: boolean;
  assets: { asset: string; total: string; balanced: boolean; by_ledger: Record<string, string>; in_flight: string }[];
  ledgers: { ledger: string; events: number; accounts: number }[];
  negative_accounts: unknown[];
  core_mismatches: unknown[];
  unbalanced_events: unknown[];
}
interface Replay {
  events: { ledger: string; type: string; postings: { account: string; amount: string }[] }[];
  balances: { ledger?: string; account: string; balance: string }[];
  matches_read_model: boolean | null;
}

/**
 * The house pays what customers win and may not go below zero: the operator's capital enters the
 * treasury (proposed by one finance member, confirmed by another) and finance funds the house from it.
 */
async function fundTheHouse(amount: string) {
  const proposed = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', staff.fin1, { requestId: '5e1d2c3b-4a59-4687-9a1b-2c3d4e5f6071', amount, reason: 'Operator capital for the house' });
  expect(proposed.status).toBeLessThan(300);
  expect((await api.admin('POST', `/capital-contributions/${proposed.body.data.id}/confirm`, staff.fin2)).status).toBeLessThan(300);
  const funded = await api.admin('POST', '/platform-accounts/fundings', staff.fin1, { requestId: '6f2e3d4c-5b6a-4798-8b2c-3d4e5f607182', to: 'house', amount, reason: 'The house pays what customers win' });
  expect(funded.status).toBeLessThan(300);
  const core = platform.platform.app.get(ContractCoreService);
  await eventually(async () => expect(core.state.balance('platform:house:USDT')).toBeGreaterThan(0n));
}

/** Waits until the wall clock (which stamps `recorded_at`) has passed `moment`, so a cut there splits the log. */
async function after(moment: number) {
  await eventually(async () => expect(Date.now()).toBeGreaterThan(moment + 1));
}

it('checks every account of every core and replays contract and option accounts as of a moment', async () => {
  const { token, user } = await api.register('audited@example.com');
  await fund(api, platform.url, token, staff.fin1, '3000');
  for (const [to, amount] of [['hy', '1000'], ['jg', '500']] as const) {
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to, amount })).body.code).toBe(1);
    await eventually(async () => expect(await assetRow(platform.url, token, to, 'USDT')).toMatchObject({ available: `${amount}.000000` }));
  }

  // An open, then a moment, then its close.
  const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' });
  expect(opened.body).toMatchObject({ code: 1, data: { status: 'open' } });
  const positionId = opened.body.data.id as string;
  const whileOpen = await assetRow(platform.url, token, 'hy', 'USDT');
  await after(Date.now());
  const beforeClose = new Date().toISOString();
  await after(Date.parse(beforeClose));
  const closed = await call(platform.url, token, 'POST', `/contracts/positions/${positionId}/close`, {});
  expect(closed.body).toMatchObject({ code: 1, data: { status: 'closed' } });

  // An option, struck and settled at the recorded ticks.
  const placed = await call(platform.url, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '100' });
  expect(placed.body).toMatchObject({ code: 1, data: { status: 'waiting' } });
  const accepted = Date.parse(placed.body.data.acceptedAt);
  for (const seconds of [1, 30, 60, 61]) await market.step(new Date(accepted + seconds * 1000));
  const core = platform.platform.app.get(ContractCoreService);
  await eventually(async () => expect(core.state.option(placed.body.data.id)!.strikeTick).not.toBeNull());
  await platform.platform.app.get(OptionExpiry).settleDue(new Date(accepted + 70_000));
  await eventually(async () => expect(core.state.option(placed.body.data.id)!.status).toBe('settled'));

  // The check reads the contract core's journal beside the funding ledger's: USDT sums to zero over
  // both, and the clearing accounts between them cancel (without the core, the 1,500 sent would show).
  // The fees crossing to the funding wallet's platform:fees are in flight until accounts hears of them.
  const checked = async () => (await api.admin<{ data: Check }>('GET', '/audit/ledger-check', staff.auditor)).body.data;
  await eventually(async () => expect((await checked()).assets.find((a) => a.asset === 'USDT')!.in_flight).toMatch(/^-?0(\.0+)?$/));
  const check = await checked();
  expect(check).toMatchObject({ ok: true, negative_accounts: [], core_mismatches: [], unbalanced_events: [] });
  expect(check.ledgers.map((l) => l.ledger)).toEqual(['funding', 'spot', 'contract']);
  const contract = check.ledgers.find((l) => l.ledger === 'contract')!;
  expect(contract.events).toBeGreaterThanOrEqual(6); // two transfers in, an open, a close, an option placed and settled
  // Contract and option accounts, the position's margin, the option's stake, the house and the clearing
  // account (which the fees cross to the funding wallet's platform:fees through).
  expect(contract.accounts).toBeGreaterThanOrEqual(6);
  const usdt = check.assets.find((a) => a.asset === 'USDT')!;
  expect(usdt).toMatchObject({ total: expect.stringMatching(/^-?0(\.0+)?$/), balanced: true, in_flight: expect.stringMatching(/^-?0(\.0+)?$/) });
  expect(Object.keys(usdt.by_ledger)).toEqual(['funding', 'spot', 'contract']);

  // The replay now: every account of the customer, the contract and option accounts from the core, equal to what they show.
  const now = (await api.admin<{ data: Replay }>('GET', `/audit/accounts/${user.id}/replay`, staff.auditor)).body.data;
  expect(now.matches_read_model).toBe(true);
  const balanceOf = (replay: Replay, account: string) => replay.balances.find((b) => b.account === account)?.balance;
  const hy = await assetRow(platform.url, token, 'hy', 'USDT');
  const jg = await assetRow(platform.url, token, 'jg', 'USDT');
  expect(balanceOf(now, `user:${user.id}:contract:USDT`)).toBe(hy.available);
  expect(balanceOf(now, `user:${user.id}:option:USDT`)).toBe(jg.available);
  expect(balanceOf(now, `user:${user.id}:funding:USDT`)).toBe('1500.000000');
  expect(now.balances.find((b) => b.account === `user:${user.id}:contract:USDT`)!.ledger).toBe('contract');
  expect(now.events.filter((e) => e.ledger === 'contract').map((e) => e.type)).toEqual(
    expect.arrayContaining(['ContractFundsReceived', 'PositionOpened', 'PositionClosed', 'OptionPlaced', 'OptionSettled']),
  );

  // As of the moment before the close: the contract account as it stood while the position was open,
  // its margin held, and no option yet.
  const then = (await api.admin<{ data: Replay }>('GET', `/audit/accounts/${user.id}/replay?at=${encodeURIComponent(beforeClose)}`, staff.auditor)).body.data;
  expect(balanceOf(then, `user:${user.id}:contract:USDT`)).toBe(whileOpen.available);
  expect(balanceOf(then, `hold:pos-${positionId}:USDT`)).toBe(whileOpen.frozen);
  expect(balanceOf(then, `user:${user.id}:option:USDT`)).toBe('500.000000');
  expect(then.events.map((e) => e.type)).not.toContain('PositionClosed');
  expect(balanceOf(then, `user:${user.id}:contract:USDT`)).not.toBe(hy.available);
});

it('answers the same over /internal/v1/audit, as an accounts process without the cores asks in the distributed profile', async () => {
  const { internalToken } = platform.platform.app.get(PLATFORM_CONFIG) as { internalToken: string };
  const overHttp = new HttpCoreLedgers(platform.url, internalToken);
  const inProcess = platform.platform.app.get<symbol, CoreLedgers>(CORE_LEDGERS);
  expect(await overHttp.check()).toEqual(await inProcess.check());
  const customer = (await platform.db.pool.query<{ customer_id: string }>("SELECT customer_id FROM ledger_balances WHERE account LIKE 'user:%' LIMIT 1")).rows[0]!.customer_id;
  const at = new Date(Date.now() - 1000).toISOString();
  expect(await overHttp.replay(customer, at)).toEqual(await inProcess.replay(customer, at));
  expect((await fetch(`${platform.url}/internal/v1/audit/core-ledgers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBeGreaterThanOrEqual(400);
});
