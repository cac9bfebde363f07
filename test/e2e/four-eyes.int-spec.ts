import { randomUUID } from 'node:crypto';
import { assetRow, Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { call, createFinanceStaff, depositForm, FINANCE, openDepositChannel, staffMember } from '../support/funding';

/**
 * Four eyes on money (DESIGN.md invariant 10): a large deposit needs two different finance staff
 * members, and a change that loosens a control waits for a second staff member, through the real API.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
});
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], read_model_mismatches: [], chain_breaks: [] });
});

const available = async (token: string) => (await assetRow(platform.url, token, 'bba', 'USDT')).available;
const deposit = async (token: string, amount: string): Promise<string> => {
  const answer = await call(platform.url, token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount, tx_hash: `0x${randomUUID().replace(/-/g, '')}` }));
  if (!answer.body.data?.id) throw new Error(`deposit: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as string;
};
type Deposit = { status: string; approvals: { staff_id: string }[] };
const approve = (id: string, token: string) => api.admin<{ data: Deposit; message?: string }>('POST', `/deposits/${id}/approve`, token, { note: 'looked at the proof' });
type Rules = Record<string, unknown> & { dual_approval_above: string; review_hold_hours: number; proposal: Proposal | null };
type Proposal = { id: string; status: string; fields: string[]; before: Record<string, unknown>; after: Record<string, unknown>; proposer_name: string; decided_by_name: string | null; reason: string };
const rules = async () => (await api.admin<{ data: Rules }>('GET', '/withdrawal-rules/default', staff.fin1)).body.data;
const putRules = async (token: string, changes: Record<string, unknown>, reason?: string) => {
  const { id: _id, changed_at: _at, ...current } = await rules();
  return api.admin<{ data: Rules; message?: string }>('PUT', '/withdrawal-rules/default', token, { ...current, ...changes, ...(reason === undefined ? {} : { reason }) });
};

describe('a deposit above the dual-approval threshold', () => {
  it('one finance member leaves a 50,000,000 USDT deposit approving with nothing credited; the same member twice is refused; a second completes it', async () => {
    const { token } = await api.register('whale@example.com');
    const id = await deposit(token, '50000000');

    const first = await approve(id, staff.fin1);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'approving', approvals: [{ staff_id: expect.any(String) }] });
    expect(await available(token)).toBe('0.000000');

    const again = await approve(id, staff.fin1);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The second approval must come from another staff member');
    expect(await available(token)).toBe('0.000000');

    const second = await approve(id, staff.fin2);
    expect(second.body.data).toMatchObject({ status: 'completed' });
    expect(second.body.data.approvals).toHaveLength(2);
    expect(await available(token)).toBe('50000000.000000');
  });

  it('a rejection after the first approval releases nothing', async () => {
    const { token } = await api.register('rejected-whale@example.com');
    const id = await deposit(token, '20000');
    expect((await approve(id, staff.fin1)).body.data.status).toBe('approving');
    const rejected = await api.admin<{ data: Deposit }>('POST', `/deposits/${id}/reject`, staff.fin2, { reason: 'the proof is a 1x1 image' });
    expect(rejected.body.data.status).toBe('rejected');
    expect((await approve(id, staff.fin2)).status).toBe(400);
    expect(await available(token)).toBe('0.000000');
  });

  it('one approval is enough at or below the threshold', async () => {
    const { token } = await api.register('small@example.com');
    const id = await deposit(token, '10000');
    expect((await approve(id, staff.fin1)).body.data.status).toBe('completed');
    expect(await available(token)).toBe('10000.000000');
  });
});

describe('a change that loosens a control', () => {
  it('refuses an amount or rate that is not a plain decimal, naming the field, and changes nothing', async () => {
    const before = await rules();
    for (const [field, value] of [['min_usdt', '1e3'], ['max_usdt', 'abc'], ['fee_rate', '-0.1'], ['dual_approval_above', '0x10']]) {
      const put = await putRules(staff.fin1, { [field]: value }, 'typo');
      const named = field.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
      expect({ field, status: put.status, message: put.body.message }).toEqual({ field, status: 400, message: `${named} is not valid` });
    }
    expect(await rules()).toEqual(before);
  });

  it('raising dual_approval_above changes nothing until another staff member confirms; the proposer cannot', async () => {
    const noReason = await putRules(staff.fin1, { dual_approval_above: '100000000' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give a reason');

    const put = await putRules(staff.fin1, { dual_approval_above: '100000000' }, 'month-end volume');
    expect(put.status).toBe(200);
    expect(put.body.data.dual_approval_above).toBe('10000');
    const proposal = put.body.data.proposal!;
    expect(proposal).toMatchObject({ status: 'pending', fields: ['dualApprovalAboveUsdt'], before: { dualApprovalAboveUsdt: '10000' }, after: { dualApprovalAboveUsdt: '100000000' }, proposer_name: FINANCE[0]!.email });
    expect((await rules()).dual_approval_above).toBe('10000');

    // Still in force: a large deposit needs two approvers while the proposal waits.
    const { token } = await api.register('while-pending@example.com');
    const id = await deposit(token, '60000');
    expect((await approve(id, staff.fin1)).body.data.status).toBe('approving');
    expect((await approve(id, staff.fin2)).body.data.status).toBe('completed');

    const pending = await api.admin<{ data: Proposal[]; total: number }>('GET', '/proposals/accounts?status=pending', staff.fin2);
    expect(pending.body.data.map((p) => p.id)).toContain(proposal.id);

    const own = await api.admin<{ message: string }>('POST', `/proposals/accounts/${proposal.id}/confirm`, staff.fin1, {});
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This change must be confirmed by another staff member');
    expect((await api.admin('POST', `/proposals/accounts/${proposal.id}/confirm`, staff.auditor, {})).status).toBe(403);
    expect((await rules()).dual_approval_above).toBe('10000');

    const confirmed = await api.admin<{ data: Proposal }>('POST', `/proposals/accounts/${proposal.id}/confirm`, staff.fin2, {});
    expect(confirmed.status).toBe(201);
    // Accounts applies the change in the confirmation's transaction: it is in force as soon as it is confirmed.
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', proposer_name: FINANCE[0]!.email, decided_by_name: FINANCE[1]!.email, application: 'applied', applied_on_recovery: false });
    expect((await rules()).dual_approval_above).toBe('100000000');
    expect((await api.admin('POST', `/proposals/accounts/${proposal.id}/confirm`, staff.admin, {})).status).toBe(400);

    // The audit names both: the auditor reads the confirmed proposal.
    const audited = await api.admin<{ data: Proposal }>('GET', `/proposals/accounts/${proposal.id}`, staff.auditor);
    expect(audited.body.data).toMatchObject({ status: 'confirmed', proposer_name: FINANCE[0]!.email, decided_by_name: FINANCE[1]!.email, reason: 'month-end volume' });
  });

  it('tightening applies at once, with no proposal', async () => {
    const put = await putRules(staff.fin1, { dual_approval_above: '5000', review_hold_hours: 48 });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ dual_approval_above: '5000', review_hold_hours: 48, proposal: null });
    expect(await rules()).toMatchObject({ dual_approval_above: '5000', review_hold_hours: 48 });
  });

  it('a review hold of 0 waits for a second member; a rejection leaves the hold as it was', async () => {
    const put = await putRules(staff.fin1, { review_hold_hours: 0, dual_approval_above: '1000' }, 'support asked');
    // The tightening half (a lower threshold) applies at once; the shorter hold waits.
    expect(put.body.data).toMatchObject({ review_hold_hours: 48, dual_approval_above: '1000', proposal: { fields: ['reviewHoldHours'], status: 'pending' } });
    const id = put.body.data.proposal!.id;
    expect((await api.admin('POST', `/proposals/accounts/${id}/confirm`, staff.fin1, {})).status).toBe(400);
    expect((await api.admin('POST', `/proposals/accounts/${id}/reject`, staff.fin2, { reason: '' })).status).toBe(400);
    const rejected = await api.admin<{ data: Proposal }>('POST', `/proposals/accounts/${id}/reject`, staff.fin2, { reason: 'the hold protects hijacked accounts' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decided_by_name: FINANCE[1]!.email });
    expect((await api.admin('POST', `/proposals/accounts/${id}/confirm`, staff.admin, {})).status).toBe(400);
    expect((await rules()).review_hold_hours).toBe(48);
  });

  it('the proposer withdraws a proposal; nobody else can', async () => {
    const put = await putRules(staff.fin1, { review_hold_hours: 0 }, 'try');
    const id = put.body.data.proposal!.id;
    expect((await api.admin('POST', `/proposals/accounts/${id}/withdraw`, staff.fin2, { reason: 'not mine' })).status).toBe(400);
    const withdrawn = await api.admin<{ data: Proposal }>('POST', `/proposals/accounts/${id}/withdraw`, staff.fin1, { reason: 'typo' });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await rules()).review_hold_hours).toBe(48);
  });
});

describe('the settings of other services', () => {
  type Answer = { data: Record<string, unknown>; proposal: Proposal | null; message?: string };

  it('a rate range above the published one waits for a second finance member; a lower one applies at once', async () => {
    const product = await api.admin<{ data: { terms: Record<string, unknown> } }>('GET', '/earn/products/custody-30d', staff.fin1);
    const { productId: _id, ...terms } = product.body.data.terms;
    const raised = await api.admin<Answer>('PUT', '/earn/products/custody-30d', staff.fin1, { ...terms, dailyRateMax: '0.05', reason: 'year-end promotion' });
    expect(raised.body.proposal).toMatchObject({ status: 'pending', fields: ['dailyRateMax'], after: { dailyRateMax: '0.05' }, proposer_name: FINANCE[0]!.email });
    expect((await api.admin<{ data: { terms: { dailyRateMax: string } } }>('GET', '/earn/products/custody-30d', staff.fin1)).body.data.terms.dailyRateMax).toBe(terms.dailyRateMax);
    expect((await api.admin('POST', `/proposals/earn/${raised.body.proposal!.id}/confirm`, staff.fin1, {})).status).toBe(400);
    const confirmed = await api.admin<{ data: Proposal }>('POST', `/proposals/earn/${raised.body.proposal!.id}/confirm`, staff.fin2, {});
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', decided_by_name: FINANCE[1]!.email });
    expect((await api.admin<{ data: { terms: { dailyRateMax: string } } }>('GET', '/earn/products/custody-30d', staff.fin1)).body.data.terms.dailyRateMax).toBe('0.05');

    const lowered = await api.admin<Answer>('PUT', '/earn/products/custody-30d', staff.fin1, { ...terms, reason: 'promotion over' });
    expect(lowered.body.proposal).toBeNull();
    expect((await api.admin<{ data: { terms: { dailyRateMax: string } } }>('GET', '/earn/products/custody-30d', staff.fin1)).body.data.terms.dailyRateMax).toBe(terms.dailyRateMax);
  });

  it('more leverage on a contract waits for a second admin; less applies at once', async () => {
    const admin2 = await staffMember(api, 'admin2@four-eyes.test', ['admin']);
    const before = (await api.admin<{ data: { maxLeverage: number } }>('GET', '/contracts/ETHUSDT', staff.admin)).body.data.maxLeverage;
    const lower = await api.admin<Answer>('PUT', '/contracts/ETHUSDT', staff.admin, { maxLeverage: before - 1, reason: 'calmer market' });
    expect([lower.body.data.maxLeverage, lower.body.proposal]).toEqual([before - 1, null]);
    const higher = await api.admin<Answer>('PUT', '/contracts/ETHUSDT', staff.admin, { maxLeverage: before, reason: 'back to the listing' });
    expect(higher.body.data.maxLeverage).toBe(before - 1);
    expect(higher.body.proposal).toMatchObject({ fields: ['maxLeverage'], status: 'pending' });
    expect((await api.admin('POST', `/proposals/trading/${higher.body.proposal!.id}/confirm`, staff.admin, {})).status).toBe(400);
    // Finance confirms trading's fee proposals, not its contract terms: the route lets it in, the proposal's roles do not.
    const financeTries = await api.admin<{ message: string }>('POST', `/proposals/trading/${higher.body.proposal!.id}/confirm`, staff.fin1, {});
    expect([financeTries.status, financeTries.body.message]).toEqual([400, 'Your role may not confirm this change']);
    expect((await api.admin('POST', `/proposals/trading/${higher.body.proposal!.id}/confirm`, admin2, {})).status).toBe(201);
    expect((await api.admin<{ data: { maxLeverage: number } }>('GET', '/contracts/ETHUSDT', staff.admin)).body.data.maxLeverage).toBe(before);
  });

  it('a higher verification limit waits for a second compliance member', async () => {
    const officer1 = await staffMember(api, 'officer1@four-eyes.test', ['compliance']);
    const officer2 = await staffMember(api, 'officer2@four-eyes.test', ['compliance']);
    const current = (await api.admin<{ data: { limits: { level: string; withdrawPerDay: string }[] } }>('GET', '/verification-limits/current', officer1)).body.data.limits;
    const raised = current.map((row) => (row.level === 'unverified' ? { ...row, withdrawPerDay: '30000' } : row));
    const asked = await api.admin<Answer>('PUT', '/verification-limits/current', officer1, { limits: raised, reason: 'Q4 review' });
    expect(asked.body.proposal).toMatchObject({ fields: ['unverified.withdrawPerDay'], before: { 'unverified.withdrawPerDay': '20000' }, after: { 'unverified.withdrawPerDay': '30000' } });
    const unverifiedLimit = async () => (await api.admin<{ data: { limits: { level: string; withdrawPerDay: string }[] } }>('GET', '/verification-limits/current', officer1)).body.data.limits[0]!.withdrawPerDay;
    expect(await unverifiedLimit()).toBe('20000');
    expect((await api.admin('POST', `/proposals/kyc/${asked.body.proposal!.id}/confirm`, officer1, {})).status).toBe(400);
    expect((await api.admin('POST', `/proposals/kyc/${asked.body.proposal!.id}/confirm`, officer2, {})).status).toBe(201);
    expect(await unverifiedLimit()).toBe('30000');
  });
});
