import { LoanAccrual } from '@meridian/lending';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * Loans through the API on a simulated clock: the gates (advanced verification, a credit score that
 * allows it, the limit), an application with its documents, finance's disbursement from
 * `platform:loan-book`, three interest-free days, daily interest, overdue with its late fee, and
 * repayment from the wallet. The books balance after each test.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let accrual: LoanAccrual;
const DAY = 86_400_000;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await createComplianceOfficers(api);
  accrual = platform.platform.app.get(LoanAccrual);
  // A loan is lent only from what the loan book holds: the operator's capital, moved there by finance
  // (before the clock moves on, while the staff sessions are fresh).
  await capitaliseAndFund(api, staff, 'loan-book', LOAN_BOOK_FUNDING);
  platform.clock.setNextUtc(10);
  // The clock moved on (up to a day): staff sign in again, as they would that morning.
  staff = {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
});
const LOAN_BOOK_FUNDING = '100000';
afterAll(() => platform.stop());

afterEach(async () => {
  const check = await api.admin<{ data: { ok: boolean } }>('GET', '/audit/ledger-check', staff.auditor);
  expect(check.body.data).toMatchObject({ ok: true, negative_accounts: [], holds_resolved_twice: [], read_model_mismatches: [], chain_breaks: [] });
});

async function platformBalances() {
  const accounts = await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor);
  const balance = (account: string) => Number(accounts.body.data.find((row) => row.account === account)?.balance ?? '0');
  return { bank: balance('platform:deposit-clearing:USDT'), book: balance('platform:loan-book:USDT') };
}

async function passDays(days: number) {
  platform.clock.offsetMs += days * DAY;
  await accrual.run();
  staff = { ...staff, fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password), auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password) };
}

function application(fields: Record<string, string> = {}, images: string[] = ['idFront', 'idBack']): FormData {
  const form = new FormData();
  const values = { productId: 'loan-7d', amount: '1000', agreed: 'true', name: 'Ann Lee', country: 'SG', address: '1 Main St', birthDate: '1990-01-31', phone: '+6591234567', monthlyIncome: '6000', ...fields };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const role of images) form.append(role, testPhoto(), `${role}.png`);
  return form;
}

const loan = async (token: string, id: string) => (await call(platform.url, token, 'GET', `/loans/${id}`)).body.data;
let borrowerCount = 0;
/** A customer with advanced verification and a credit score of `score`. */
async function borrower(score: number): Promise<{ token: string; id: string }> {
  const email = `borrower${(borrowerCount += 1)}@example.com`;
  const { token, user } = await api.register(email);
  await verify(api, platform.url, token, user.id, 'advanced', { realName: `Borrower ${borrowerCount}`, documentNumber: `E${1000000 + borrowerCount}` });
  await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
  await api.admin('PUT', `/credit/${user.id}`, staff.fin1, { score, reason: 'Salary slips and bank statements checked' });
  return { token, id: user.id };
}

describe('loans through the API', () => {
  it('publishes the terms and the score-to-limit table to anyone', async () => {
    const { data } = (await (await fetch(`${platform.url}/api/v1/loans/terms`)).json()) as { data: { products: { productId: string; interestFreeDays: number }[]; creditBands: { limit: string }[] } };
    expect(data.products.map((p) => [p.productId, p.interestFreeDays])).toEqual([
      ['loan-7d', 3],
      ['loan-14d', 3],
      ['loan-30d', 3],
    ]);
    expect(data.creditBands.map((band) => band.limit)).toEqual(['0', '5000', '20000', '50000']);
  });

  it('asks for senior verification, then a score, and checks the agreement, the limit and the documents', async () => {
    const { token, user } = await api.register('not-yet@example.com');
    expect((await call(platform.url, token, 'POST', '/loans', application())).body.message).toBe('Please complete senior verification');
    const scoreless = await call(platform.url, token, 'PUT', '/credit', {});
    expect(scoreless.status).toBe(404);
    expect((await api.admin<{ message: string }>('PUT', `/credit/${user.id}`, staff.fin1, { score: 700, reason: 'x' })).body.message).toBe('Please complete real-name authentication first');

    const { token: ok } = await borrower(720); // 20,000 USDT
    expect((await call(platform.url, ok, 'POST', '/loans', application({ agreed: 'false' }))).body.message).toBe('Please check the loan agreement');
    expect((await call(platform.url, ok, 'POST', '/loans', application({ amount: '20000.01' }))).body.message).toBe('Exceeded loan limit: you can borrow 20,000.00 USDT more');
    expect((await call(platform.url, ok, 'POST', '/loans', application({}, ['idFront']))).body.message).toBe('Please add the idBack photo');
    const credit = await call(platform.url, ok, 'GET', '/credit');
    expect(credit.body.data).toMatchObject({ score: 720, limit: '20000.000000', available: '20000.000000', refusal: null });
  });

  it('lets only one of two applications at once use the same limit', async () => {
    const { token } = await borrower(650); // 5,000 USDT
    const answers = await Promise.all([call(platform.url, token, 'POST', '/loans', application({ amount: '3000' })), call(platform.url, token, 'POST', '/loans', application({ amount: '3000' }))]);
    expect(answers.map((answer) => answer.body.data?.status ?? answer.body.message).sort()).toEqual(['Exceeded loan limit: you can borrow 2,000.00 USDT more', 'pending']);
    const pending = answers.find((answer) => answer.body.data)!.body.data.id as string;
    expect((await call(platform.url, token, 'POST', `/loans/${pending}/withdraw`)).body.data.status).toBe('withdrawn');
    expect((await call(platform.url, token, 'GET', '/credit')).body.data.available).toBe('5000.000000');
  });

  it('disburses from the loan book, charges nothing for three days, then interest, overdue and a late fee, and is cleared by repayment', async () => {
    const { token } = await borrower(720);
    const id = (await call(platform.url, token, 'POST', '/loans', application())).body.data.id as string;
    const { token: stranger } = await borrower(700);
    expect((await call(platform.url, stranger, 'GET', `/loans/${id}`)).status).toBe(404);
    expect((await api.admin('POST', `/loans/${id}/disburse`, staff.auditor)).status).toBe(403);
    expect((await api.admin<{ data: { status: string; terms: { dailyRate: string } } }>('POST', `/loans/${id}/disburse`, staff.fin1)).body.data).toMatchObject({ status: 'disbursed', terms: { dailyRate: '0.001' } });
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('1000.000000'));

    await passDays(3);
    expect(await loan(token, id)).toMatchObject({ interestAccruedDays: 0, accumulatedInterest: '0.000000', owed: '1000.000000' });
    await passDays(4); // days 4 to 7 at 0.1%: 4 USDT
    expect(await loan(token, id)).toMatchObject({ status: 'disbursed', interestAccruedDays: 4, accumulatedInterest: '4.000000', yesterdayInterest: '1.000000' });
    await passDays(2); // days 8 and 9 overdue at 0.2%, and the late fee of 0.5%
    const overdue = await loan(token, id);
    expect(overdue).toMatchObject({ status: 'overdue', overdueDays: 2, accumulatedInterest: '8.000000', lateFee: '5.000000', owed: '1013.000000', totalRepayment: '1013.000000' });

    // The wallet holds 1000: a full repayment is refused, a partial one is taken (late fee, then interest, then principal).
    await call(platform.url, token, 'POST', `/loans/${id}/repay`, { amount: '1013' });
    await eventually(async () => expect(await loan(token, id)).toMatchObject({ pendingRepayment: null, repaymentFailure: 'loans.insufficientBalance' }));
    await call(platform.url, token, 'POST', `/loans/${id}/repay`, { amount: '1000' });
    await eventually(async () => expect(await loan(token, id)).toMatchObject({ status: 'overdue', lateFee: '0.000000', accumulatedInterest: '0.000000', principalOutstanding: '13.000000' }));
    await fund(api, platform.url, token, staff.fin1, '13');
    await call(platform.url, token, 'POST', `/loans/${id}/repay`, { amount: '13' });
    await eventually(async () => expect(await loan(token, id)).toMatchObject({ status: 'cleared', owed: '0.000000', repaid: '1013.000000' }));
    await passDays(1);
    expect((await loan(token, id)).totalInterest).toBe('8.000000');

    const book = await api.admin<{ data: { lent: string; repaid: string } }>('GET', '/loans/book/current', staff.auditor);
    expect(book.body.data).toMatchObject({ lent: '1000.000000', repaid: '1013.000000' });
    // The loan book's balance is what finance put in, plus what came back, less what went out.
    const accounts = await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor);
    expect(accounts.body.data.find((row) => row.account === 'platform:loan-book:USDT')?.balance).toBe('100013.000000');
  });

  it('answers the specification’s legacy loan calls with the same handlers', async () => {
    const { token } = await borrower(800);
    expect((await api.get('/web/lendMy', { token })).body.data).toMatchObject({ score: 800, limit: '50000.000000' });
    expect((await api.get('/web/lendList', { token })).body.data.products).toHaveLength(3);
    const id = (await call(platform.url, token, 'POST', '/loans', application({ amount: '300' }))).body.data.id as string;
    await api.admin('POST', `/loans/${id}/disburse`, staff.fin1);
    expect((await api.get('/web/lendMylist', { token })).body.data.items.map((l: { id: string; status: string }) => [l.id, l.status])).toEqual([[id, 'disbursed']]);
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('300.000000'));
    expect((await api.get('/web/lendBack', { token, id, amount: '300' })).body.code).toBe(1);
    await eventually(async () => expect(await loan(token, id)).toMatchObject({ status: 'cleared' }));
    const imageId = (await api.admin<{ data: { images: { imageId: string }[] } }>('GET', `/loans/${id}`, staff.fin1)).body.data.images[0]!.imageId;
    const image = await fetch(`${platform.url}/web/lend_img?${new URLSearchParams({ token, id: imageId, rtoken: 'legacyimg1' })}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('takes a repayment by bank transfer once finance approves its proof; a rejected proof says why', async () => {
    const { token } = await borrower(700);
    const id = (await call(platform.url, token, 'POST', '/loans', application({ amount: '500' }))).body.data.id as string;
    await api.admin('POST', `/loans/${id}/disburse`, staff.fin1);
    const proofOf = (amount: string) => {
      const form = new FormData();
      form.append('amount', amount);
      form.append('proof', testPhoto(), 'transfer.png');
      return form;
    };
    expect((await call(platform.url, token, 'POST', `/loans/${id}/repay`, proofOf('500'))).body.data).toMatchObject({ pendingRepayment: '500.000000', pendingVia: 'proof' });
    expect((await call(platform.url, token, 'POST', `/loans/${id}/repay`, { amount: '1' })).body.message).toBe('A repayment of this loan is already on its way');
    await api.admin('POST', `/loans/${id}/reject-repayment`, staff.fin1, { reason: 'No transfer of 500 USDT reached us' });
    expect(await loan(token, id)).toMatchObject({ pendingRepayment: null, proofRejection: 'No transfer of 500 USDT reached us', owed: '500.000000' });
    await call(platform.url, token, 'POST', `/loans/${id}/repay`, proofOf('500'));
    expect((await api.admin('POST', `/loans/${id}/approve-repayment`, staff.auditor)).status).toBe(403);
    const before = await platformBalances();
    await api.admin('POST', `/loans/${id}/approve-repayment`, staff.fin1);
    expect(await loan(token, id)).toMatchObject({ status: 'cleared', owed: '0.000000', repaid: '500.000000', proofRejection: null });
    // The wallet keeps what was lent: the repayment came in through the bank (deposit clearing), which pays the loan book.
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('500.000000'));
    await eventually(async () => {
      const after = await platformBalances();
      expect([after.bank - before.bank, after.book - before.book]).toEqual([-500, 500]);
    });
  });

  it('lets finance reject an application with a reason, and the customer apply again', async () => {
    const { token } = await borrower(700);
    const first = (await call(platform.url, token, 'POST', '/loans', application())).body.data.id as string;
    const rejected = await api.admin<{ data: { status: string; reason: string } }>('POST', `/loans/${first}/reject`, staff.fin1, { reason: 'The bank statement is unreadable' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'The bank statement is unreadable' });
    const again = await call(platform.url, token, 'POST', '/loans', application({}, ['idFront', 'idBack', 'bankStatement']));
    expect(again.body.data.status).toBe('pending');
    const images = (await api.admin<{ data: { images: { imageId: string; role: string }[] } }>('GET', `/loans/${again.body.data.id}`, staff.fin1)).body.data.images;
    expect(images.map((image) => image.role).sort()).toEqual(['bankStatement', 'idBack', 'idFront']);
    const { token: other } = await borrower(600);
    expect((await fetch(`${platform.url}/api/v1/loans/images/${images[0]!.imageId}`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
    expect((await fetch(`${platform.url}/api/v1/loans/images/${images[0]!.imageId}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('lists the review queue oldest first, any status newest first, one customer’s loans and the proofs waiting for review', async () => {
    type Listed = { data: { id: string; status: string; customerId: string; pendingVia: string | null }[]; total: number };
    const list = async (query: string) => (await api.admin<Listed>('GET', `/loans?${query}`, staff.auditor)).body;
    const { token, id: customerId } = await borrower(700);
    const first = (await call(platform.url, token, 'POST', '/loans', application({ amount: '100' }))).body.data.id as string;
    const second = (await call(platform.url, token, 'POST', '/loans', application({ amount: '200' }))).body.data.id as string;

    const queue = (await list('status=pending')).data;
    expect(queue.every((listed) => listed.status === 'pending')).toBe(true);
    expect(queue.map((listed) => listed.id).filter((id) => [first, second].includes(id))).toEqual([first, second]);
    expect(await list(`customerId=${customerId}`)).toMatchObject({ total: 2, data: [{ id: second }, { id: first }] });
    expect((await api.admin('GET', '/loans?customerId=not-a-customer', staff.auditor)).status).toBe(400);

    await api.admin('POST', `/loans/${first}/disburse`, staff.fin1);
    const proof = new FormData();
    proof.append('amount', '100');
    proof.append('proof', testPhoto(), 'transfer.png');
    await call(platform.url, token, 'POST', `/loans/${first}/repay`, proof);
    const proofs = (await list('pendingVia=proof')).data;
    expect(proofs.every((listed) => listed.pendingVia === 'proof')).toBe(true);
    expect(proofs.map((listed) => listed.id)).toContain(first);
    expect((await list(`status=disbursed&customerId=${customerId}`)).data.map((listed) => listed.id)).toEqual([first]);
    await call(platform.url, token, 'POST', `/loans/${second}/withdraw`);
  });
});

// After the loans above, whose totals of the loan book they check.
describe('a loan above the dual-approval threshold', () => {
  it('disburses a loan above 10,000 USDT only at a second, different finance member\'s approval: the first lends nothing', async () => {
    const { token } = await borrower(720); // 20,000 USDT
    const id = (await call(platform.url, token, 'POST', '/loans', application({ amount: '15000' }))).body.data.id as string;
    const bookBefore = (await platformBalances()).book;
    const first = await api.admin<{ data: { status: string; disbursementApprovals: { staffId: string }[] } }>('POST', `/loans/${id}/disburse`, staff.fin1);
    expect(first.body.data).toMatchObject({ status: 'pending', disbursementApprovals: [{ staffId: expect.any(String) }] });
    const again = await api.admin<{ message: string }>('POST', `/loans/${id}/disburse`, staff.fin1);
    expect(again.status).toBe(400);
    expect((await platformBalances()).book).toBe(bookBefore);
    expect((await loan(token, id)).status).toBe('pending');
    // The clock has moved on over the loans above: the second member signs in that morning.
    const fin2 = await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password);
    const second = await api.admin<{ data: { status: string }; message?: string }>('POST', `/loans/${id}/disburse`, fin2);
    expect({ status: second.status, message: second.body.message, loan: second.body.data?.status }).toMatchObject({ status: 201, loan: 'disbursed' });
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('15000.000000'));
    expect((await platformBalances()).book).toBe(bookBefore - 15000);
  });
});
