import { io } from 'socket.io-client';
import { C2cOrderTimers } from '@meridian/c2c';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { EVENT_STORE } from '@meridian/runtime';
import type { EventStore } from '@meridian/eventstore';
import { resetAndRebuild } from '@meridian/testing';
import { c2cBuyer, c2cStaffAgain, createSupport, inventory, openC2cDesk, walletUsdt, type C2cStaff } from '../support/c2c';
import { call, createFinanceStaff } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto } from '../support/verification';

/**
 * C2C quick buy through the API on a simulated clock (docs/c2c.md): the order's three hours and the
 * half-time reminder, an extension, expiry without a proof and none with one, completion crediting the
 * wallet from the inventory's hold, a rejection giving the hold back, and the inventory refusing a
 * match it cannot cover. The books balance after each test.
 */
let platform: TestPlatform;
let api: Client;
let staff: C2cStaff;
let accountId: string;
let timers: C2cOrderTimers;
const HOUR = 3_600_000;
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const less = (balance: string, amount: string) => usdt(balance).subtract(usdt(amount)).toString();

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  await createFinanceStaff(api);
  await createSupport(api);
  await createComplianceOfficers(api);
  staff = await c2cStaffAgain(api);
  accountId = await openC2cDesk(api, staff, { inventory: '30000' });
  timers = platform.platform.app.get(C2cOrderTimers);
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], holds_resolved_twice: [], read_model_mismatches: [], chain_breaks: [] });
});

/** Time passes: the timers run on the moved clock, and the desk signs in again. */
async function pass(hours: number) {
  platform.clock.offsetMs += hours * HOUR;
  await timers.run();
  staff = await c2cStaffAgain(api);
}

let buyers = 0;
const buyer = (name?: string) => {
  buyers += 1;
  return c2cBuyer(api, platform.url, `c2c.buyer${buyers}@example.com`, name ?? `Chan Tai Man ${buyers}`, `K${1000000 + buyers}`);
};
const place = async (token: string, amount = '1000') => {
  const placed = await call(platform.url, token, 'POST', '/c2c/orders', { amount, fiat: 'HKD', payment: 'bank' });
  expect(placed.status).toBe(201);
  return placed.body.data as { id: string; status: string; fiatAmount: string; rate: string; expiresAt: string };
};
const order = async (token: string, id: string) => (await call(platform.url, token, 'GET', `/c2c/orders/${id}`, undefined, null)).body.data;
const staffOrder = async (id: string) => (await api.admin<{ data: any }>('GET', `/c2c/orders/${id}`, staff.support)).body.data;
const match = async (id: string) => {
  const matched = await api.admin('POST', `/c2c/orders/${id}/match`, staff.support, { receivingAccountId: accountId });
  expect(matched.status).toBe(201);
  await eventually(async () => expect((await staffOrder(id)).status).toBe('matched'));
};
const proof = async (token: string, id: string, payer: string) => {
  const form = new FormData();
  form.append('payer_name', payer);
  form.append('payer_bank', 'Hang Seng Bank');
  form.append('proof', testPhoto(), 'receipt.png');
  return call(platform.url, token, 'POST', `/c2c/orders/${id}/proof`, form);
};

describe('a C2C order on the clock', () => {
  it('publishes the rates to anyone and freezes the rate into an order valid three hours, at no fee', async () => {
    const rates = (await (await fetch(`${platform.url}/api/v1/c2c/rates`)).json()) as { data: { items: unknown[] } };
    expect(rates.data.items).toEqual([{ fiat: 'HKD', rate: '7.8', min: '10.000000', max: '50000.000000', decimals: 2, payments: ['bank', 'wire'] }]);
    const { token } = await buyer();
    const placed = await place(token, '100.5');
    expect(placed).toMatchObject({ status: 'unmatched', rate: '7.8', fiatAmount: '783.90' });
    expect(Date.parse(placed.expiresAt) - platform.clock.now().getTime()).toBeLessThanOrEqual(3 * HOUR);
    expect((await order(token, placed.id)).fee).toBe('0');
    // A later rate applies to later orders only.
    const raised = await api.admin('PUT', '/c2c/rates/HKD', staff.fin1, { rate: '7.9', min: '10', max: '50000', enabled: true });
    expect(raised.body).toMatchObject({ data: { rate: '7.9' }, proposal: null });
    expect((await order(token, placed.id)).rate).toBe('7.8');
    await api.admin('POST', `/c2c/orders/${placed.id}/reject`, staff.support, { reason: 'Test order' });
    const lowered = await api.admin<{ proposal: { id: string } }>('PUT', '/c2c/rates/HKD', staff.fin1, { rate: '7.8', min: '10', max: '50000', enabled: true, reason: 'Back to the market' });
    expect((await api.admin('POST', `/proposals/c2c/${lowered.body.proposal.id}/confirm`, staff.fin1, {})).status).toBe(400);
    expect((await api.admin('POST', `/proposals/c2c/${lowered.body.proposal.id}/confirm`, staff.fin2, {})).status).toBe(201);
  });

  it('reminds at half time and expires without a proof, giving the inventory its hold back', async () => {
    const { token } = await buyer();
    const before = await inventory(api, staff);
    const placed = await place(token);
    await match(placed.id);
    expect(await inventory(api, staff)).toBe(less(before, '1000'));
    expect((await order(token, placed.id)).receivingAccount).toEqual({ accountName: 'Meridian Trading Limited', accountNumber: '012-345678-001', bankName: 'HSBC Hong Kong', bankAddress: '1 Queen’s Road Central, Hong Kong' });
    await pass(1.6);
    expect((await staffOrder(placed.id)).remindedAt).not.toBeNull();
    await pass(1.5);
    expect((await order(token, placed.id)).status).toBe('expired');
    await eventually(async () => expect(await inventory(api, staff)).toBe(before));
  });

  it('never expires on the timer once the proof is in, and completion credits the wallet from the hold', async () => {
    const { token } = await buyer('陳大文');
    const before = await inventory(api, staff);
    const placed = await place(token, '250');
    await match(placed.id);
    expect((await proof(token, placed.id, '陳 大文')).body.data.status).toBe('proof_submitted');
    await pass(5);
    expect((await staffOrder(placed.id)).status).toBe('proof_submitted');
    const completed = await api.admin('POST', `/c2c/orders/${placed.id}/complete`, staff.fin1, { reason: 'HKD 1,950.00 received in HSBC' });
    expect(completed.body).toMatchObject({ data: { status: 'completed' } });
    await eventually(async () => expect((await order(token, placed.id)).creditedAt).not.toBeNull());
    expect(await walletUsdt(platform.url, token)).toBe('250.000000');
    expect(await inventory(api, staff)).toBe(less(before, '250'));
  });

  it('is extended by support with a reason, told to the customer’s open apps, and expires at the new deadline', async () => {
    const { token } = await buyer();
    const placed = await place(token);
    const socket = io(`${platform.url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
    const pushed: { orderId: string; notice: string; status: string; expiresAt: string | null }[] = [];
    socket.on('c2c', (payload) => pushed.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect((await api.admin('POST', `/c2c/orders/${placed.id}/extend`, staff.support, { hours: 2, reason: ' ' })).status).toBe(400);
    expect((await api.admin('POST', `/c2c/orders/${placed.id}/extend`, staff.support, { hours: 0, reason: 'Bank delay' })).status).toBe(400);
    const extended = await api.admin<{ data: { expiresAt: string } }>('POST', `/c2c/orders/${placed.id}/extend`, staff.support, { hours: 2, reason: 'The customer’s bank is slow today' });
    expect(Date.parse(extended.body.data.expiresAt) - Date.parse(placed.expiresAt)).toBe(2 * HOUR);
    await eventually(async () => expect(pushed).toEqual([{ orderId: placed.id, notice: 'extended', status: 'unmatched', expiresAt: extended.body.data.expiresAt }]));
    socket.disconnect();
    await pass(3.1);
    expect((await order(token, placed.id)).status).toBe('unmatched');
    await pass(2);
    expect((await order(token, placed.id)).status).toBe('expired');
  });

  it('gives the hold back when staff reject it, with the reason the customer reads', async () => {
    const { token } = await buyer();
    const before = await inventory(api, staff);
    const placed = await place(token, '500');
    await match(placed.id);
    expect((await api.admin('POST', `/c2c/orders/${placed.id}/reject`, staff.support, { reason: '' })).status).toBe(400);
    await api.admin('POST', `/c2c/orders/${placed.id}/reject`, staff.support, { reason: 'No transfer arrived' });
    expect(await order(token, placed.id)).toMatchObject({ status: 'rejected', reason: 'No transfer arrived' });
    await eventually(async () => expect(await inventory(api, staff)).toBe(before));
    expect((await proof(token, placed.id, 'Chan Tai Man')).status).toBe(400);
  });

  it('refuses a match the inventory cannot cover, and never lets two matches spend it twice', async () => {
    const available = await inventory(api, staff);
    const big = await buyer();
    const tooBig = await place(big.token, usdt(available).add(usdt('1')).toString());
    const refused = await api.admin<{ message: string }>('POST', `/c2c/orders/${tooBig.id}/match`, staff.support, { receivingAccountId: accountId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('finance must fund it first');
    expect((await staffOrder(tooBig.id)).status).toBe('unmatched');
    // Two orders of two thirds each, matched at once: one is held, the other is refused, now or by the ledger.
    const share = usdt(available).toDecimal().multiply(Decimal.parse('2')).divide(Decimal.parse('3'), 0, 'down').toString();
    const first = await buyer();
    const second = await buyer();
    const orders = [await place(first.token, share), await place(second.token, share)];
    const answers = await Promise.all(orders.map((o) => api.admin('POST', `/c2c/orders/${o.id}/match`, staff.support, { receivingAccountId: accountId })));
    await eventually(async () => {
      const rows = await Promise.all(orders.map((o) => staffOrder(o.id)));
      expect(rows.filter((row) => row.matching).length).toBe(0);
      expect(rows.map((row) => row.status).sort()).toEqual(['matched', 'unmatched']);
      const unmatched = rows.find((row) => row.status === 'unmatched');
      const refusedNow = answers.some((answer) => answer.status === 400);
      expect(refusedNow || unmatched.matchRefusal === 'c2c.inventoryShort').toBe(true);
    });
    expect(usdt(await inventory(api, staff)).isNegative()).toBe(false);
    for (const o of [tooBig, ...orders]) await api.admin('POST', `/c2c/orders/${o.id}/reject`, staff.support, { reason: 'Test over' });
  });

  it('rebuilds its read models from the log to the same rows', async () => {
    const store = platform.platform.app.get(EVENT_STORE) as EventStore;
    for (const [name, table] of [['c2c-orders', 'c2c_orders'], ['c2c-receiving-accounts', 'c2c_receiving_accounts']] as const) {
      const projection = store.inlineProjectionList.find((p) => p.name === name)!;
      const outcome = await resetAndRebuild(store, projection, [{ table }]);
      expect(outcome.before[table]!.length).toBeGreaterThan(0);
      expect(outcome.after).toEqual(outcome.before);
      expect(outcome.published).toBe(0);
    }
  });
});
