import { controlProposalDecider, controlProposalStream } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { readSettings, startPlatform } from '@meridian/platform';
import { EVENT_STORE } from '@meridian/runtime';
import { call, createFinanceStaff, FINANCE, openDepositChannel, staffMember } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { ADMIN, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * Four eyes on the settings that were changed without it (DESIGN.md invariant 10): lending's repayment
 * threshold and the spot fee rates wait for a second finance member when they loosen a control, and
 * a change confirmed but not applied when the process died is applied when the service starts again.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
});
afterAll(() => platform.stop());

type Proposal = {
  id: string;
  status: string;
  fields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  proposer_name: string;
  decided_by: string | null;
  decided_by_name: string | null;
  application: string | null;
  applied_on_recovery: boolean;
  lapsed_fields: string[];
};
type Changed<T> = { data: T; proposal: Proposal | null; message?: string };
type LendingRules = { repaymentDualApprovalAboveUsdt: string; changedBy: string | null };
type SpotFees = { makerRate: string; takerRate: string; updatedBy: string | null };

const lendingRules = async () => (await api.admin<{ data: LendingRules }>('GET', '/lending-rules/default', staff.fin1)).body.data;
const putLendingRules = (token: string, threshold: string, reason?: string) =>
  api.admin<Changed<LendingRules>>('PUT', '/lending-rules/default', token, { repaymentDualApprovalAboveUsdt: threshold, ...(reason === undefined ? {} : { reason }) });
const spotFees = async () => (await api.admin<{ data: SpotFees }>('GET', '/spot-fees/default', staff.fin1)).body.data;
const putSpotFees = (token: string, fees: Partial<SpotFees>, reason = 'fee review') => api.admin<Changed<SpotFees>>('PUT', '/spot-fees/default', token, { makerRate: '0.001', takerRate: '0.001', ...fees, reason });
const proposal = async (service: string, id: string) => (await api.admin<{ data: Proposal }>('GET', `/proposals/${service}/${id}`, staff.auditor)).body.data;
const staffId = async (token: string) => (await api.admin<{ data: { id: string } }>('GET', '/auth/me', token)).body.data.id;

describe("lending's repayment threshold", () => {
  it('is 10,000 USDT until finance changes it, and every staff member may read it', async () => {
    expect(await lendingRules()).toMatchObject({ repaymentDualApprovalAboveUsdt: '10000', changedBy: null });
    expect((await api.admin('GET', '/lending-rules/default', staff.auditor)).status).toBe(200);
    expect((await api.admin('PUT', '/lending-rules/default', staff.auditor, { repaymentDualApprovalAboveUsdt: '1', reason: 'x' })).status).toBe(403);
  });

  it('one finance member cannot raise it alone; the proposer cannot confirm; a second finance member does', async () => {
    const noReason = await putLendingRules(staff.fin1, '50000');
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason']);
    expect((await putLendingRules(staff.fin1, '-5', 'typo')).body.message).toBe('Repayment dual approval above usdt is not valid');

    const raised = await putLendingRules(staff.fin1, '50000', 'larger bank transfers at month end');
    expect(raised.status).toBe(200);
    expect(raised.body.data.repaymentDualApprovalAboveUsdt).toBe('10000');
    expect(raised.body.proposal).toMatchObject({ status: 'pending', fields: ['repaymentDualApprovalAboveUsdt'], before: { repaymentDualApprovalAboveUsdt: '10000' }, after: { repaymentDualApprovalAboveUsdt: '50000' }, proposer_name: FINANCE[0]!.email, application: null });
    expect((await lendingRules()).repaymentDualApprovalAboveUsdt).toBe('10000');

    const id = raised.body.proposal!.id;
    const own = await api.admin<{ message: string }>('POST', `/proposals/lending/${id}/confirm`, staff.fin1, {});
    expect([own.status, own.body.message]).toEqual([400, 'This change must be confirmed by another staff member']);
    expect((await api.admin('POST', `/proposals/lending/${id}/confirm`, staff.auditor, {})).status).toBe(403);
    expect((await lendingRules()).repaymentDualApprovalAboveUsdt).toBe('10000');

    const confirmed = await api.admin<{ data: Proposal }>('POST', `/proposals/lending/${id}/confirm`, staff.fin2, {});
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', decided_by_name: FINANCE[1]!.email, application: 'applied', applied_on_recovery: false });
    expect(await lendingRules()).toMatchObject({ repaymentDualApprovalAboveUsdt: '50000', changedBy: await staffId(staff.fin2) });
    expect((await api.admin('POST', `/proposals/lending/${id}/confirm`, staff.admin, {})).status).toBe(400);
  });

  it('lowering it applies at once, and a repayment above it then needs two different finance members', async () => {
    const lowered = await putLendingRules(staff.fin1, '100');
    expect([lowered.status, lowered.body.proposal, lowered.body.data.repaymentDualApprovalAboveUsdt]).toEqual([200, null, '100']);

    // A 500 USDT loan repaid by bank receipt: above the 100 USDT threshold now in force.
    await openDepositChannel(api, staff.fin1);
    await createComplianceOfficers(api);
    await capitaliseAndFund(api, staff, 'loan-book', '10000');
    const { token, user } = await api.register('borrower@four-eyes.test');
    await verify(api, platform.url, token, user.id, 'advanced', { realName: 'Ann Lee', documentNumber: 'E7000001' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
    await api.admin('PUT', `/credit/${user.id}`, staff.fin1, { score: 700, reason: 'Salary slips checked' });
    const form = new FormData();
    const fields = { productId: 'loan-7d', amount: '500', agreed: 'true', name: 'Ann Lee', country: 'SG', address: '1 Main St', birthDate: '1990-01-31', phone: '+6591234567', monthlyIncome: '6000' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const role of ['idFront', 'idBack']) form.append(role, testPhoto(), `${role}.png`);
    const loanId = (await call(platform.url, token, 'POST', '/loans', form)).body.data.id as string;
    expect((await api.admin('POST', `/loans/${loanId}/disburse`, staff.fin1)).status).toBe(201);
    const proof = new FormData();
    proof.append('amount', '500');
    proof.append('proof', testPhoto(), 'transfer.png');
    expect((await call(platform.url, token, 'POST', `/loans/${loanId}/repay`, proof)).body.data).toMatchObject({ pendingVia: 'proof' });

    const first = await api.admin<{ data: { owed: string; pendingApprovals: unknown[] } }>('POST', `/loans/${loanId}/approve-repayment`, staff.fin1);
    expect(first.body.data).toMatchObject({ owed: '500.000000', pendingApprovals: [expect.objectContaining({ staffId: await staffId(staff.fin1) })] });
    expect((await api.admin<{ message: string }>('POST', `/loans/${loanId}/approve-repayment`, staff.fin1)).body.message).toBe('The second approval must come from another staff member');
    const second = await api.admin<{ data: { status: string; owed: string } }>('POST', `/loans/${loanId}/approve-repayment`, staff.fin2);
    expect(second.body.data).toMatchObject({ status: 'cleared', owed: '0.000000' });
  });
});

describe('spot fee rates', () => {
  it('one finance member cannot lower a fee alone; the proposer cannot confirm; compliance may not; a second finance member does', async () => {
    expect(await spotFees()).toMatchObject({ makerRate: '0.001', takerRate: '0.001', updatedBy: null });
    const markets = async () => ((await (await fetch(`${platform.url}/api/v1/spot/markets`)).json()) as { data: { items: { symbol: string; makerFee: string; takerFee: string }[] } }).data.items;
    expect((await markets()).find((m) => m.symbol === 'BTCUSDT')).toMatchObject({ makerFee: '0.001', takerFee: '0.001' });

    const cut = await putSpotFees(staff.fin1, { makerRate: '0.0005' }, 'maker rebate campaign');
    expect(cut.status).toBe(200);
    expect(cut.body.data).toMatchObject({ makerRate: '0.001', takerRate: '0.001' });
    expect(cut.body.proposal).toMatchObject({ status: 'pending', fields: ['makerRate'], before: { makerRate: '0.001' }, after: { makerRate: '0.0005' }, proposer_name: FINANCE[0]!.email });
    expect((await spotFees()).makerRate).toBe('0.001');

    const id = cut.body.proposal!.id;
    const own = await api.admin<{ message: string }>('POST', `/proposals/trading/${id}/confirm`, staff.fin1, {});
    expect([own.status, own.body.message]).toEqual([400, 'This change must be confirmed by another staff member']);
    const compliance = await staffMember(api, 'officer@fees.test', ['compliance']);
    const notTheirs = await api.admin<{ message: string }>('POST', `/proposals/trading/${id}/confirm`, compliance, {});
    expect([notTheirs.status, notTheirs.body.message]).toEqual([400, 'Your role may not confirm this change']);
    expect((await api.admin<{ message: string }>('POST', `/proposals/trading/${id}/reject`, compliance, { reason: 'no' })).body.message).toBe('Your role may not reject this change');
    expect((await spotFees()).makerRate).toBe('0.001');

    const confirmed = await api.admin<{ data: Proposal }>('POST', `/proposals/trading/${id}/confirm`, staff.fin2, {});
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', decided_by_name: FINANCE[1]!.email, application: 'applied' });
    expect(await spotFees()).toMatchObject({ makerRate: '0.0005', takerRate: '0.001', updatedBy: await staffId(staff.fin2) });
    expect((await markets()).find((m) => m.symbol === 'BTCUSDT')).toMatchObject({ makerFee: '0.0005', takerFee: '0.001' });
  });

  it('raising a fee applies at once; a rate outside 0 to 1% is refused in the caller’s words', async () => {
    const raised = await putSpotFees(staff.fin1, { makerRate: '0.0005', takerRate: '0.002' });
    expect([raised.status, raised.body.proposal]).toEqual([200, null]);
    expect(await spotFees()).toMatchObject({ makerRate: '0.0005', takerRate: '0.002' });
    const tooHigh = await putSpotFees(staff.fin1, { makerRate: '0.05' });
    expect([tooHigh.status, tooHigh.body.message]).toEqual([400, 'A fee rate is a decimal fraction from 0 to 0.01, with at most six decimals']);
    expect((await putSpotFees(staff.fin1, { takerRate: '0.003' }, ' ')).body.message).toBe('Please give a reason');
    expect((await api.admin('PUT', '/spot-fees/default', (await staffMember(api, 'support@fees.test', ['support'])), { makerRate: '0.002', takerRate: '0.002', reason: 'x' })).status).toBe(403);
  });
});

describe("the house market maker's settings", () => {
  it('a narrower spread waits for a second admin; a wider one applies at once', async () => {
    type Book = { spreadBp: number; levels: number };
    const book = async () => (await api.admin<{ data: Book }>('GET', '/market-maker/ETHUSDT', staff.fin1)).body.data;
    const { spreadBp } = await book();
    const wider = await api.admin<Changed<Book>>('PUT', '/market-maker/ETHUSDT', staff.admin, { spreadBp: spreadBp + 10, reason: 'volatile feed' });
    expect([wider.status, wider.body.proposal, wider.body.data.spreadBp]).toEqual([200, null, spreadBp + 10]);

    const narrower = await api.admin<Changed<Book>>('PUT', '/market-maker/ETHUSDT', staff.admin, { spreadBp, reason: 'feed calm again' });
    expect(narrower.body.data.spreadBp).toBe(spreadBp + 10);
    expect(narrower.body.proposal).toMatchObject({ status: 'pending', fields: ['spreadBp'], after: { spreadBp }, confirm_roles: ['admin'] });
    const id = narrower.body.proposal!.id;
    expect((await api.admin<{ message: string }>('POST', `/proposals/trading/${id}/confirm`, staff.admin, {})).body.message).toBe('This change must be confirmed by another staff member');
    expect((await api.admin<{ message: string }>('POST', `/proposals/trading/${id}/confirm`, staff.fin2, {})).body.message).toBe('Your role may not confirm this change');
    expect((await book()).spreadBp).toBe(spreadBp + 10);
    const admin2 = await staffMember(api, 'admin2@market-maker.test', ['admin']);
    expect((await api.admin<{ data: Proposal }>('POST', `/proposals/trading/${id}/confirm`, admin2, {})).body.data).toMatchObject({ status: 'confirmed', application: 'applied' });
    expect((await book()).spreadBp).toBe(spreadBp);
  });
});

describe('a change confirmed when the process died before it applied', () => {
  /** What the desk's confirmation appends before it applies the change: the state a crash right after it leaves. */
  async function confirmWithoutApplying(service: string, id: string, confirmer: string, roles: string[]): Promise<void> {
    const store = platform.platform.app.get<EventStore>(EVENT_STORE);
    const { before } = await proposal(service, id);
    await handleCommand(store, controlProposalStream(service, id), controlProposalDecider, {
      type: 'ConfirmControlChange',
      data: { staffId: await staffId(confirmer), staffName: 'confirmer', roles, current: before },
      metadata: { now: new Date().toISOString() },
    });
  }

  async function restart(): Promise<void> {
    await platform.platform.stop();
    const settings = {
      ...readSettings({ DATABASE_URL: platform.db.url, PORT: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_PER_IP: '1000', PRICE_FEED: 'off', OPENING_CAPITAL: '0', HOUSE_BUFFER_SHARE: 'off' }),
      host: '127.0.0.1',
    };
    platform.platform = await startPlatform(settings, () => undefined, { clock: platform.clock });
    api = new Client(platform.platform.url);
    staff = { admin: await api.staffToken(), fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password), fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password), auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password) };
  }

  it('whose application failed is applied by confirming it again, by a member of a confirming role', async () => {
    expect((await putSpotFees(staff.fin1, { makerRate: '0.01', takerRate: '0.01' }, 'start of the test')).body.proposal).toBeNull();
    const cut = (await putSpotFees(staff.fin1, { makerRate: '0.0095', takerRate: '0.01' }, 'smaller cut')).body.proposal!;
    await confirmWithoutApplying('trading', cut.id, staff.fin2, ['finance']);
    expect(await proposal('trading', cut.id)).toMatchObject({ status: 'confirmed', application: 'due' });
    const officer = await staffMember(api, 'officer3@restart.test', ['compliance']);
    expect((await api.admin<{ message: string }>('POST', `/proposals/trading/${cut.id}/confirm`, officer, {})).body.message).toBe('Your role may not confirm this change');
    expect((await spotFees()).makerRate).toBe('0.01');
    // Confirmed already by fin2: completing it needs no second pair of eyes again, only a confirming role.
    const applied = await api.admin<{ data: Proposal }>('POST', `/proposals/trading/${cut.id}/confirm`, staff.fin1, {});
    expect([applied.status, applied.body.data]).toEqual([201, expect.objectContaining({ status: 'confirmed', application: 'applied', applied_on_recovery: true, decided_by_name: 'confirmer' })]);
    expect(await spotFees()).toMatchObject({ makerRate: '0.0095', updatedBy: await staffId(staff.fin2) });
    expect((await api.admin('POST', `/proposals/trading/${cut.id}/confirm`, staff.fin2, {})).status).toBe(400);
  });

  const changesNaming = async (proposalId: string) =>
    Number((await platform.platform.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE stream_id NOT LIKE 'control-proposal-%' AND (data->>'proposalId' = $1 OR data->'command'->>'reason' LIKE '%' || $1 || '%')`, [proposalId])).rows[0]!.n);

  // Two starts of the whole platform: more than the default minute on a loaded machine.
  it('is applied when the service starts again, once; one whose setting moved since lapses', async () => {
    // Where each setting starts, whatever ran before: a lower threshold and the highest fees apply at once.
    expect((await putLendingRules(staff.fin1, '1', 'start of the test')).body.proposal).toBeNull();
    expect((await putSpotFees(staff.fin1, { makerRate: '0.01', takerRate: '0.01' }, 'start of the test')).body.proposal).toBeNull();
    // Lending: the threshold from 1 to 20,000, confirmed by fin2 when the process died.
    const lending = (await putLendingRules(staff.fin1, '20000', 'seasonal volume')).body.proposal!;
    await confirmWithoutApplying('lending', lending.id, staff.fin2, ['finance']);
    // Trading: the maker fee from 0.01 to 0.004, the same.
    const maker = (await putSpotFees(staff.fin1, { makerRate: '0.004', takerRate: '0.01' }, 'maker rebate')).body.proposal!;
    await confirmWithoutApplying('trading', maker.id, staff.fin2, ['finance']);
    // Kyc: a higher withdrawal limit for unverified customers, confirmed by a second officer.
    const officer1 = await staffMember(api, 'officer1@restart.test', ['compliance']);
    const officer2 = await staffMember(api, 'officer2@restart.test', ['compliance']);
    const limits = (await api.admin<{ data: { limits: { level: string; withdrawPerDay: string }[] } }>('GET', '/verification-limits/current', officer1)).body.data.limits;
    const kyc = await api.admin<Changed<unknown>>('PUT', '/verification-limits/current', officer1, { limits: limits.map((row) => (row.level === 'unverified' ? { ...row, withdrawPerDay: '25000' } : row)), reason: 'Q4 review' });
    await confirmWithoutApplying('kyc', kyc.body.proposal!.id, officer2, ['compliance']);
    // Earn: a higher rate range, confirmed by fin2; then the taker fee moves on its own (a raise applies at once).
    const product = (await api.admin<{ data: { terms: Record<string, unknown> } }>('GET', '/earn/products/custody-30d', staff.fin1)).body.data.terms;
    const { productId: _id, ...terms } = product;
    const earn = await api.admin<Changed<unknown>>('PUT', '/earn/products/custody-30d', staff.fin1, { ...terms, dailyRateMax: '0.04', reason: 'promotion' });
    await confirmWithoutApplying('earn', earn.body.proposal!.id, staff.fin2, ['finance']);
    // A confirmed taker cut whose field then moves to a third value: it must not overwrite the later change.
    const taker = (await putSpotFees(staff.fin1, { makerRate: '0.01', takerRate: '0.0045' }, 'taker cut')).body.proposal!;
    await confirmWithoutApplying('trading', taker.id, staff.fin2, ['finance']);
    // Meanwhile another cut of the taker fee is proposed and confirmed in full: 0.006 is in force.
    const other = await putSpotFees(staff.fin1, { makerRate: '0.01', takerRate: '0.006' }, 'a smaller taker cut');
    expect((await api.admin('POST', `/proposals/trading/${other.body.proposal!.id}/confirm`, staff.fin2, {})).status).toBe(201);

    // Confirmed, not in force: what a crash between the two steps left behind.
    expect(await proposal('lending', lending.id)).toMatchObject({ status: 'confirmed', application: 'due' });
    expect((await lendingRules()).repaymentDualApprovalAboveUsdt).toBe('1');
    expect(await spotFees()).toMatchObject({ makerRate: '0.01', takerRate: '0.006' });

    await restart();

    expect(await proposal('lending', lending.id)).toMatchObject({ status: 'confirmed', application: 'applied', applied_on_recovery: true });
    expect(await lendingRules()).toMatchObject({ repaymentDualApprovalAboveUsdt: '20000', changedBy: await staffId(staff.fin2) });
    expect(await proposal('trading', maker.id)).toMatchObject({ application: 'applied', applied_on_recovery: true });
    expect(await spotFees()).toMatchObject({ makerRate: '0.004', takerRate: '0.006' });
    expect(await proposal('kyc', kyc.body.proposal!.id)).toMatchObject({ application: 'applied', applied_on_recovery: true });
    const officer = await api.staffToken('officer1@restart.test', 'officer1-pass-1');
    const unverified = (await api.admin<{ data: { limits: { level: string; withdrawPerDay: string }[] } }>('GET', '/verification-limits/current', officer)).body.data.limits.find((row) => row.level === 'unverified');
    expect(unverified?.withdrawPerDay).toBe('25000');
    expect(await proposal('earn', earn.body.proposal!.id)).toMatchObject({ application: 'applied', applied_on_recovery: true });
    expect((await api.admin<{ data: { terms: { dailyRateMax: string } } }>('GET', '/earn/products/custody-30d', staff.fin1)).body.data.terms.dailyRateMax).toBe('0.04');
    // The taker fee had moved on: the cut lapses and the later rate stands.
    expect(await proposal('trading', taker.id)).toMatchObject({ status: 'confirmed', application: 'lapsed', lapsed_fields: ['takerRate'] });
    expect((await spotFees()).takerRate).toBe('0.006');

    // Each change applied once: another start finds them applied and changes nothing.
    const counts = await Promise.all([lending.id, maker.id, taker.id].map(changesNaming));
    expect(counts).toEqual([1, 1, 0]);
    await restart();
    expect(await Promise.all([lending.id, maker.id, taker.id].map(changesNaming))).toEqual(counts);
    expect((await lendingRules()).repaymentDualApprovalAboveUsdt).toBe('20000');
    expect(await spotFees()).toMatchObject({ makerRate: '0.004', takerRate: '0.006' });
  }, 240_000);
});
