import { VipAssessment } from '@meridian/accounts';
import { EarnCutoff } from '@meridian/earn';
import type { EventStore, InlineProjection } from '@meridian/eventstore';
import { LoanAccrual } from '@meridian/lending';
import { EVENT_STORE } from '@meridian/runtime';
import { resetAndRebuild, type ReadModelTable } from '@meridian/testing';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * DESIGN.md invariant 1 and issue 19, section 7: every read model a service registers is a projection
 * that can be reset and rebuilt from the log to the same rows, and a rebuild publishes nothing (a
 * projection never writes to the outbox, so no hold, payout or disbursement is requested twice). A
 * journey through identity, verification, funding, earn (an order, its yields and its maturity), VIP
 * levels and a loan (disbursed, accrued, repaid) leaves events for each; then each registered inline
 * projection is reset through its own `reset` and rebuilt in turn.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
const DAY = 86_400_000;

/** Every registered inline projection's tables, which its own reset must empty. A new projection must be added here. */
const READ_MODELS: Record<string, ReadModelTable[]> = {
  identity: [{ table: 'customers' }, { table: 'customer_sessions' }, { table: 'staff_members' }, { table: 'staff_sessions' }],
  accounts: [
    { table: 'ledger_balances' },
    { table: 'ledger_postings', ignore: ['id'] },
    { table: 'ledger_holds' },
    { table: 'ledger_entry_ids' },
    { table: 'deposits' },
    { table: 'withdrawals' },
    { table: 'deposit_channels' },
    { table: 'withdrawal_addresses' },
    { table: 'bank_cards' },
  ],
  'accounts-vip': [{ table: 'accounts_vip_levels' }],
  kyc: [{ table: 'kyc_customers' }, { table: 'kyc_identities' }, { table: 'kyc_submissions' }],
  'risk-profile': [{ table: 'risk_profiles' }],
  'verification-limits': [{ table: 'kyc_verification_limits' }],
  'earn-orders': [{ table: 'earn_yields' }, { table: 'earn_orders' }],
  'earn-rates': [{ table: 'earn_daily_rates' }],
  'earn-products': [{ table: 'earn_products' }],
  'earn-etf': [{ table: 'earn_etf_values' }, { table: 'earn_etf_trades' }, { table: 'earn_etf_holdings' }],
  'earn-subscription': [{ table: 'earn_coin_subscriptions' }, { table: 'earn_coin_offerings' }],
  loans: [{ table: 'loan_interest' }, { table: 'loans' }],
  credit: [{ table: 'credit_scores' }],
  'spot-listings': [{ table: 'spot_listings' }],
  // C2C's read models; test/e2e/c2c.int-spec.ts rebuilds them over a day of orders.
  'c2c-orders': [{ table: 'c2c_orders' }],
  'c2c-receiving-accounts': [{ table: 'c2c_receiving_accounts' }],
  // Engagement's read models (the seeded content here); test/e2e/engagement*.int-spec.ts rebuild them over sign-ins, notices and acceptances.
  'engagement-content': [{ table: 'content_pages' }, { table: 'content_page_versions' }, { table: 'help_categories' }, { table: 'agreement_acceptances' }],
  'engagement-notices': [{ table: 'notices' }, { table: 'notice_reads' }],
  'engagement-sign-ins': [{ table: 'sign_ins' }],
  // test/e2e/referral.int-spec.ts rebuilds them over a chain of referrals and their commissions.
  'engagement-referrals': [{ table: 'referral_bindings' }, { table: 'referral_commissions' }],
  'engagement-inbox': [{ table: 'inbox_messages' }, { table: 'inbox_preferences' }],
  'engagement-support': [{ table: 'support_conversations' }, { table: 'support_messages' }],
};

let projections: readonly InlineProjection[];

/** Staff sessions expire as the simulated clock moves on: they log in again. */
async function signInAgain() {
  staff = {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await createComplianceOfficers(api);
  platform.clock.setNextUtc(10);
  await signInAgain();
  await capitaliseAndFund(api, staff, 'earn-payouts', '10000');
  await capitaliseAndFund(api, staff, 'loan-book', '10000');

  // A saver: an earn order held, its daily yields paid, its principal back at maturity; a VIP level on the way.
  const saver = await api.register('rebuilt-saver@example.com');
  await fund(api, platform.url, saver.token, staff.fin1, '30000');
  const order = await call(platform.url, saver.token, 'POST', '/earn/orders', { productId: 'custody-7d', amount: '1000' });
  expect(order.body.code).toBe(1);
  await eventually(async () => expect((await call(platform.url, saver.token, 'GET', `/earn/orders/${order.body.data.id}`)).body.data.status).toBe('in_custody'));

  // A borrower: verified, scored, a loan disbursed and repaid.
  const borrower = await api.register('rebuilt-borrower@example.com');
  await verify(api, platform.url, borrower.token, borrower.user.id, 'advanced', { realName: 'Rebuilt Borrower', documentNumber: 'E7700001' });
  await eventually(async () => expect((await call(platform.url, borrower.token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
  await api.admin('PUT', `/credit/${borrower.user.id}`, staff.fin1, { score: 700, reason: 'Salary slips checked' });
  const form = new FormData();
  for (const [name, value] of Object.entries({ productId: 'loan-7d', amount: '1000', agreed: 'true', name: 'Rebuilt Borrower', country: 'SG', address: '1 Main St', birthDate: '1990-01-31', phone: '+6591234567', monthlyIncome: '6000' })) form.append(name, value);
  for (const role of ['idFront', 'idBack']) form.append(role, testPhoto(), `${role}.png`);
  const loanId = (await call(platform.url, borrower.token, 'POST', '/loans', form)).body.data.id as string;
  expect((await api.admin('POST', `/loans/${loanId}/disburse`, staff.fin1)).status).toBeLessThan(300);

  // Eight days pass: yields, maturity, the VIP assessment, loan interest; then the loan is repaid.
  for (let day = 0; day < 8; day++) {
    platform.clock.offsetMs += DAY;
    await platform.platform.app.get(EarnCutoff).run();
    await platform.platform.app.get(LoanAccrual).run();
  }
  await platform.platform.app.get(VipAssessment).run();
  await eventually(async () => expect((await call(platform.url, saver.token, 'GET', `/earn/orders/${order.body.data.id}`)).body.data.status).toBe('completed'));
  await signInAgain();
  await fund(api, platform.url, borrower.token, staff.fin1, '100');
  const owed = (await call(platform.url, borrower.token, 'GET', `/loans/${loanId}`)).body.data;
  expect((await call(platform.url, borrower.token, 'POST', `/loans/${loanId}/repay`, { amount: owed.owed })).body.code).toBe(1);
  // Accounts takes the repayment and lending settles it over the bus: the journey ends when the loan is
  // cleared, so no consumer still appends (or publishes) while a projection is rebuilt.
  await eventually(async () => expect((await call(platform.url, borrower.token, 'GET', `/loans/${loanId}`)).body.data.status).toBe('cleared'));

  projections = (platform.platform.app.get(EVENT_STORE) as EventStore).inlineProjectionList;
}, 240_000);
afterAll(() => platform.stop());

it('declares the read model of every registered inline projection', () => {
  expect(projections.map((p) => p.name).sort()).toEqual(Object.keys(READ_MODELS).sort());
});

it('has every registered inline projection name its owner, the events it handles and a reset', () => {
  const undeclared = projections.filter((p) => !p.owner || p.canHandle.length === 0 || typeof p.reset !== 'function').map((p) => p.name);
  expect(undeclared).toEqual([]);
});

describe.each(Object.keys(READ_MODELS))('the %s projection', (name) => {
  it('resets and rebuilds to the same rows, and publishes nothing', async () => {
    const store = platform.platform.app.get(EVENT_STORE) as EventStore;
    const projection = projections.find((p) => p.name === name)!;
    const outcome = await resetAndRebuild(store, projection, READ_MODELS[name]!);
    expect(outcome.after).toEqual(outcome.before);
    expect(outcome.published).toBe(0);
  });
});
