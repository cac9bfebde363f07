import { c2cBuyer, c2cStaffAgain, createSupport, openC2cDesk, walletUsdt, type C2cStaff } from '../support/c2c';
import { call, createFinanceStaff } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto } from '../support/verification';

/**
 * Staff's side of C2C through the API (docs/c2c.md): four eyes on a completion above the threshold
 * and on a receiving account, one open order per customer (also when two arrive at once), a payer who
 * is not the verified person shown to staff and rejected with that reason, and the refusals a
 * customer reads in their language.
 */
let platform: TestPlatform;
let api: Client;
let staff: C2cStaff;
let accountId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  await createFinanceStaff(api);
  await createSupport(api);
  await createComplianceOfficers(api);
  staff = await c2cStaffAgain(api);
  accountId = await openC2cDesk(api, staff, { inventory: '60000' });
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], holds_resolved_twice: [], read_model_mismatches: [] });
});

let buyers = 0;
const buyer = (name: string) => {
  buyers += 1;
  return c2cBuyer(api, platform.url, `c2c.review${buyers}@example.com`, name, `R${2000000 + buyers}`);
};
const place = (token: string, amount = '1000', headers: Record<string, string> = {}) =>
  fetch(`${platform.url}/api/v1/c2c/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ amount, fiat: 'HKD', payment: 'bank' }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string; data: { id: string } } }));
const staffOrder = async (id: string) => (await api.admin<{ data: any }>('GET', `/c2c/orders/${id}`, staff.support)).body.data;
async function matchedOrder(token: string, amount: string): Promise<string> {
  const { body } = await place(token, amount);
  await api.admin('POST', `/c2c/orders/${body.data.id}/match`, staff.support, { receivingAccountId: accountId });
  await eventually(async () => expect((await staffOrder(body.data.id)).status).toBe('matched'));
  return body.data.id;
}
async function sendProof(token: string, id: string, payer: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ payer_name: payer, payer_bank: 'Bank of East Asia' })) form.append(name, value);
  form.append('proof', testPhoto(), 'receipt.png');
  return call(platform.url, token, 'POST', `/c2c/orders/${id}/proof`, form);
}

describe("staff's side of a C2C order", () => {
  it('needs a second, different finance member to complete above the threshold; support completes nothing', async () => {
    const { token } = await buyer('Lee Siu Ming');
    const id = await matchedOrder(token, '15000');
    await sendProof(token, id, 'LEE Siu-ming');
    expect((await api.admin('POST', `/c2c/orders/${id}/complete`, staff.support, { reason: 'Funds in' })).status).toBe(403);
    const first = await api.admin<{ data: any }>('POST', `/c2c/orders/${id}/complete`, staff.fin1, { reason: 'HKD 117,000.00 received' });
    expect(first.body.data).toMatchObject({ status: 'proof_submitted', approvals: [{ staffId: expect.any(String) }] });
    expect((await api.admin('POST', `/c2c/orders/${id}/complete`, staff.fin1, { reason: 'Again' })).status).toBe(400);
    expect(await walletUsdt(platform.url, token)).toBe('0.000000');
    const second = await api.admin<{ data: any }>('POST', `/c2c/orders/${id}/complete`, staff.fin2, { reason: 'Checked the statement too' });
    expect(second.body.data.status).toBe('completed');
    await eventually(async () => expect(await walletUsdt(platform.url, token)).toBe('15000.000000'));
  });

  it('shows staff a payer who is not the verified person, refuses to complete it, and rejects it with that reason', async () => {
    const { token } = await buyer('Wong Ka Yan');
    const id = await matchedOrder(token, '300');
    const sent = await sendProof(token, id, 'Cheung Mei Ling');
    expect(sent.body.data).toMatchObject({ status: 'proof_submitted', payerName: 'Cheung Mei Ling', verifiedName: 'Wong Ka Yan' });
    expect(await staffOrder(id)).toMatchObject({ nameMatches: false, payerName: 'Cheung Mei Ling', verifiedName: 'Wong Ka Yan' });
    const refused = await api.admin<{ message: string }>('POST', `/c2c/orders/${id}/complete`, staff.fin1, { reason: 'Money arrived' });
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('not the verified real name') } });
    await api.admin('POST', `/c2c/orders/${id}/reject`, staff.support, { reason: 'The payer is not the account holder: third-party payments are refused' });
    const seen = (await call(platform.url, token, 'GET', `/c2c/orders/${id}`, undefined, null)).body.data;
    expect(seen).toMatchObject({ status: 'rejected', reason: 'The payer is not the account holder: third-party payments are refused' });
  });

  it('lets a customer hold one open order, even when two placements arrive at once', async () => {
    const { token } = await buyer('Ho Wing Kit');
    const [a, b] = await Promise.all([place(token, '100'), place(token, '200')]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const third = await place(token, '50', { 'accept-language': 'zh-TW' });
    expect(third).toMatchObject({ status: 400, body: { message: '您有一筆進行中的訂單：請先完成或等待其結束' } });
    const open = [a, b].find((answer) => answer.status === 201)!.body.data.id;
    await api.admin('POST', `/c2c/orders/${open}/reject`, staff.support, { reason: 'Customer asked to cancel' });
    expect((await place(token, '50')).status).toBe(201);
  });

  it('refuses an unverified customer, bad input in the reader’s language, and another customer’s order', async () => {
    const { token } = await api.register('c2c.unverified@example.com');
    expect(await place(token, '100', { 'accept-language': 'ja' })).toMatchObject({ status: 400, body: { message: '銀行振込で購入する前に基本認証を完了してください' } });
    const owner = await buyer('Tam Chi Keung');
    const bad = await Promise.all([place(owner.token, 'abc'), place(owner.token, '5'), place(owner.token, '60000')]);
    expect(bad.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, 'Enter the USDT amount as a number with at most 6 decimals, e.g. 100'],
      [400, 'The smallest order is 10.00 USDT'],
      [400, 'The largest order is 50,000.00 USDT'],
    ]);
    const wrongFiat = await call(platform.url, owner.token, 'POST', '/c2c/orders', { amount: '100', fiat: 'EUR', payment: 'bank' });
    expect(wrongFiat.body.message).toBe('EUR is not offered for quick buy now');
    const mine = (await place(owner.token, '100')).body.data.id;
    const other = (await api.register('c2c.other@example.com')).token;
    expect((await call(platform.url, other, 'GET', `/c2c/orders/${mine}`, undefined, null)).status).toBe(404);
    expect((await sendProof(other, mine, 'Tam Chi Keung')).status).toBe(404);
    expect((await call(platform.url, owner.token, 'GET', '/c2c/orders/not-a-uuid', undefined, null)).status).toBe(400);
    await api.admin('POST', `/c2c/orders/${mine}/reject`, staff.support, { reason: 'Test over' });
  });

  it('offers a receiving account only once a second member confirms it, and never after it is retired', async () => {
    const proposed = await api.admin<{ data: { id: string; status: string } }>('POST', '/c2c/receiving-accounts', staff.fin1, {
      fiat: 'HKD',
      accountName: 'Meridian Trading Limited',
      accountNumber: '024-888888-002',
      bankName: 'Hang Seng Bank',
      bankAddress: '83 Des Voeux Road Central, Hong Kong',
      reason: 'A second HKD account',
    });
    expect(proposed.body.data.status).toBe('proposed');
    const { token } = await buyer('Yip Hoi Lam');
    const { body } = await place(token, '100');
    const matchTo = (account: string) => api.admin<{ message: string }>('POST', `/c2c/orders/${body.data.id}/match`, staff.support, { receivingAccountId: account });
    expect((await matchTo(proposed.body.data.id)).status).toBe(400);
    expect((await api.admin('POST', `/c2c/receiving-accounts/${proposed.body.data.id}/confirm`, staff.fin1, {})).status).toBe(400);
    expect((await api.admin('POST', `/c2c/receiving-accounts/${proposed.body.data.id}/confirm`, staff.fin2, {})).status).toBe(201);
    await api.admin('POST', `/c2c/receiving-accounts/${proposed.body.data.id}/retire`, staff.fin1, { reason: 'Closed by the bank' });
    expect((await matchTo(proposed.body.data.id)).status).toBe(400);
    expect((await matchTo(accountId)).status).toBe(201);
    await api.admin('POST', `/c2c/orders/${body.data.id}/reject`, staff.support, { reason: 'Test over' });
  });

  it('lists the queue by the deadline, any status newest first or as staff sort it, and the receiving accounts active first', async () => {
    type Listed = { data: { id: string; status: string; amount: string }[]; total: number };
    const list = async (query: string) => (await api.admin<Listed>('GET', `/c2c/orders?${query}`, staff.support)).body;
    const first = (await place((await buyer('Lam Ka Wai')).token, '300')).body.data.id;
    const second = (await place((await buyer('Chan Siu Ming')).token, '200')).body.data.id;
    await api.admin('POST', `/c2c/orders/${second}/reject`, staff.support, { reason: 'Listed and rejected' });
    await eventually(async () => expect((await staffOrder(second)).status).toBe('rejected'));

    const queue = await list('');
    expect(queue.data.every((order) => ['unmatched', 'matched', 'proof_submitted'].includes(order.status))).toBe(true);
    expect(queue.data.map((order) => order.id)).toContain(first);
    expect(queue.data.map((order) => order.id)).not.toContain(second);
    const rejected = await list('status=rejected');
    expect(rejected.data[0]).toMatchObject({ id: second, status: 'rejected' }); // newest first
    expect(rejected.total).toBe(rejected.data.length);
    const byAmount = (await list('status=rejected&_sort=amount&_order=DESC')).data.map((order) => Number(order.amount));
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    expect((await list(`status=rejected&customerId=${(await staffOrder(first)).customerId}`)).total).toBe(0);

    type Accounts = { data: { status: string; fiat: string }[]; total: number };
    const accounts = (await api.admin<Accounts>('GET', '/c2c/receiving-accounts', staff.fin1)).body;
    expect(accounts.data[0]!.status).toBe('active');
    expect(accounts.data.map((account) => account.status)).toContain('retired');
    const retired = (await api.admin<Accounts>('GET', '/c2c/receiving-accounts?status=retired&fiat=HKD', staff.fin1)).body;
    expect(retired.total).toBeGreaterThan(0);
    expect(retired.data.every((account) => account.status === 'retired' && account.fiat === 'HKD')).toBe(true);
    await api.admin('POST', `/c2c/orders/${first}/reject`, staff.support, { reason: 'Test over' });
  });

  it('raises the completion threshold only when a second member confirms it', async () => {
    const raised = await api.admin<{ data: { completionDualApprovalAboveUsdt: string }; proposal: { id: string } }>('PUT', '/c2c/rules/default', staff.fin1, { completionDualApprovalAboveUsdt: '20000', reason: 'Busier desk' });
    expect(raised.body.data.completionDualApprovalAboveUsdt).toBe('10000');
    await api.admin('POST', `/proposals/c2c/${raised.body.proposal.id}/confirm`, staff.fin2, {});
    expect((await api.admin<{ data: { completionDualApprovalAboveUsdt: string } }>('GET', '/c2c/rules/default', staff.auditor)).body.data.completionDualApprovalAboveUsdt).toBe('20000');
  });
});
