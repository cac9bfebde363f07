import type { BrowserContext, Page } from 'playwright-core';
import { openAsCustomer } from '../support/customer-page';
import { call, createFinanceStaff, FINANCE, fund, openDepositChannel, setTradePassword } from '../support/funding';
import { ADMIN, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { documentPhoto } from '../support/test-image';
import { createComplianceOfficers, verify } from '../support/verification';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 20, items 1, 5, 6 and 13 as the walk met them. A verified customer on a 390 px phone in
 * Vietnamese asks for a credit evaluation on /ldcoin; finance answers it from the loans queue in the
 * Japanese back office, whose dashboard counts the waiting verifications, loans and evaluations; the
 * customer applies with the verified nationality; in Chinese the loans queue names the customer and
 * the product, and the loan's page lists every account with its balance. A withdrawal held after a
 * security change says until when, in Thai and the Thai time zone, to finance and to the customer.
 */
let platform: TestPlatform;
let browser: BrowserContext;
let api: Client;

browserSuite(async (suite) => {
  ({ platform, browser } = suite);
  api = new Client(platform.url);
  const staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  await createComplianceOfficers(api);
});

const proof = (name: string) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: documentPhoto(480, 300, [140, 160, 200]) });

/** A desktop tab of the back office in `language` and `timeZone`, signed in as the admin. */
async function backOffice(language: { locale: string }, timeZone: string): Promise<Page> {
  const office = await browser.newPage();
  await office.setViewportSize({ width: 1366, height: 900 });
  await (await browser.newCDPSession(office)).send('Emulation.setTimezoneOverride', { timezoneId: timeZone });
  await office.goto(`${platform.url}/admin/`);
  const form = office.locator('input[name="email"]');
  const menu = office.locator('a[href="#/customers"]').first();
  await form.or(menu).first().waitFor();
  if (await form.isVisible()) {
    await form.fill(ADMIN.email);
    await office.locator('input[name="password"]').fill(ADMIN.password);
    await office.locator('button[type="submit"]').click();
    await menu.waitFor();
  }
  // react-admin keeps the chosen language in its store (what the language menu sets); signed in,
  // so that the reload does not reset the store as a sign-out would.
  await office.evaluate((locale) => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('RaStore.locale', JSON.stringify(locale)), language.locale);
  await office.reload();
  await menu.waitFor();
  await eventually(async () => expect(await office.getAttribute('html', 'lang')).toBe(language.locale));
  return office;
}

describe('what customers and staff meet', () => {
  it('gets a first loan through the apps: evaluation asked in Vietnamese, answered in the Japanese back office', async () => {
    const { token, user } = await api.register('tran.vay@example.com');
    await verify(api, platform.url, token, user.id, 'advanced', { realName: 'Tran Thi Binh', documentNumber: 'B07654321' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.refusal).toBe('loans.noScore'));

    const phone = await openAsCustomer(browser, platform.url, token);
    await phone.goto(`${platform.url}/ldcoin`);
    await phone.getByTestId('language-select').selectOption('yn');
    await phone.getByTestId('loan-refusal').filter({ hasText: 'chưa được đánh giá' }).waitFor();
    await phone.getByTestId('evaluation-proof1').setInputFiles(proof('payslip'));
    await shoot(phone, 'customer-loan-evaluation-request-vi');
    await phone.getByTestId('credit-evaluation-submit').click();
    await phone.getByTestId('credit-evaluation-waiting').filter({ hasText: 'Đã yêu cầu đánh giá' }).waitFor();
    await shoot(phone, 'customer-loan-evaluation-waiting-vi');

    const office = await backOffice({ locale: 'ja' }, 'Asia/Tokyo');
    // The dashboard counts what waits, verifications and credit evaluations among it.
    await office.goto(`${platform.url}/admin/#/`);
    await office.getByTestId('waiting-verifications').filter({ hasText: '本人確認' }).waitFor();
    await office.getByTestId('waiting-credit_requests').filter({ hasText: '信用評価 1 件' }).waitFor();
    await shoot(office, 'backoffice-dashboard-counts-ja');

    await office.goto(`${platform.url}/admin/#/loans`);
    const request = office.getByTestId('credit-request').filter({ hasText: 'tran.vay@example.com' });
    await request.getByTestId('credit-request-proof').locator('img').waitFor();
    await shoot(office, 'backoffice-credit-requests-ja');
    await request.getByTestId('credit-score-input').fill('720');
    await request.getByTestId('credit-reason-input').fill('給与明細を確認');
    await request.getByTestId('credit-save').click();
    await request.waitFor({ state: 'detached' });

    // The customer's screen shows the score; the loan form takes the verified nationality.
    await phone.goto(`${platform.url}/xinyongfen`);
    await phone.getByTestId('credit-score').filter({ hasText: '720' }).waitFor();
    await phone.goto(`${platform.url}/ldcoin`);
    await phone.getByTestId('loan-form').waitFor();
    expect(await phone.getByTestId('loan-country').inputValue()).toBe('Singapore');
    expect(await phone.getByTestId('loan-country').getAttribute('readonly')).not.toBeNull();
    await phone.getByTestId('loan-amount').fill('1000');
    const fields = { name: 'Trần Thị Bình', address: '5 Nguyễn Huệ, Quận 1, TP.HCM', birthDate: '1992-03-08', phone: '+84908765432', monthlyIncome: '2500' };
    for (const [field, value] of Object.entries(fields)) await phone.getByTestId(`loan-${field}`).fill(value);
    for (const role of ['idFront', 'idBack']) await phone.getByTestId(`loan-image-${role}`).setInputFiles(proof(role));
    await phone.locator('input[name="agreed"]').check();
    await shoot(phone, 'customer-loan-nationality-vi');
    await phone.getByTestId('loan-submit').click();
    await phone.getByTestId('confirm').click();
    await phone.waitForURL(/\/repaymentNew\?loan=/);
    await phone.locator('[data-testid="loan-status"][data-status="pending"]').waitFor();

    // The KYC review screen shows the customer's balances beside the submission.
    await office.goto(`${platform.url}/admin/#/kyc?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`);
    await office.getByRole('row').filter({ hasText: 'tran.vay@example.com' }).first().click();
    await office.getByTestId('customer-context').getByTestId('customer-balances').waitFor();
    expect(await office.getByTestId('customer-context').getByTestId('balance-row').count()).toBe(5);
    await office.close();
    await phone.close();
  }, 240_000);

  it('shows the loans queue with the customer and the product, and every account beside the loan, in Chinese', async () => {
    const office = await backOffice({ locale: 'zh' }, 'Asia/Shanghai');
    await office.goto(`${platform.url}/admin/#/loans`);
    const row = office.getByRole('row').filter({ hasText: 'tran.vay@example.com' }).first();
    await row.filter({ hasText: '7 天贷款' }).waitFor();
    await shoot(office, 'backoffice-loans-queue-zh');
    await row.click();
    const context = office.getByTestId('customer-context');
    await context.getByTestId('customer-balances').waitFor();
    const kinds = await context.getByTestId('balance-row').locator('td:first-child').allTextContents();
    expect(kinds).toEqual(expect.arrayContaining(['合约', '期权', '期货']));
    expect(kinds).toHaveLength(5);
    await shoot(office, 'backoffice-loan-customer-balances-zh');
    await office.close();
  }, 120_000);

  it('explains a security hold in Thai and the Thai time zone, to finance and to the customer', async () => {
    platform.clock.setNextUtc(6); // 14:00 in Hong Kong: inside the withdrawal window
    const fin1 = await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password); // signed in again after the clock moved
    const { token } = await api.register('somchai.hold@example.com');
    await setTradePassword(api, token);
    await fund(api, platform.url, token, fin1, '1000');
    // Money in the contract and option accounts, which staff see beside the withdrawal.
    for (const [to, amount] of [['hy', '300'], ['jg', '50']] as const) expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to, amount })).body.code).toBe(1);
    const withdrawal = (tradePassword: string) => ({ method: 'crypto', coin: 'USDT', chain: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', amount: '100', trade_password: tradePassword });
    const before = await call<{ id: string }>(platform.url, token, 'POST', '/withdrawals', withdrawal('246810'));
    await setTradePassword(api, token, 'secret123', '135791');
    const after = await call<{ id: string; review_hold_until: string }>(platform.url, token, 'POST', '/withdrawals', withdrawal('135791'));
    expect(after.body.data.review_hold_until).toEqual(expect.any(String));

    const office = await backOffice({ locale: 'th' }, 'Asia/Bangkok');
    // Requested after the change: the screen says until when, and approval waits for it.
    await office.goto(`${platform.url}/admin/#/withdrawals/${after.body.data.id}/show`);
    const notice = office.getByTestId('security-hold');
    await notice.filter({ hasText: 'ระงับไว้หลังการเปลี่ยนแปลงความปลอดภัย' }).waitFor();
    const noticeText = (await notice.textContent()) ?? '';
    expect(noticeText).toContain('2569'); // the Buddhist-era year
    expect(noticeText).toContain('GMT+7');
    expect(noticeText).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(await office.getByTestId('approve').isDisabled()).toBe(true);
    // Every account with its balance: the contract (สัญญา) and option (ออปชัน) accounts among them.
    const balances = office.getByTestId('customer-context').getByTestId('balance-row');
    await balances.filter({ hasText: 'สัญญา' }).filter({ hasText: '300.000000' }).waitFor();
    await balances.filter({ hasText: 'ออปชัน' }).filter({ hasText: '50.000000' }).waitFor();
    await shoot(office, 'backoffice-withdrawal-security-hold-th');

    // Requested before it: approving is refused, and the refusal says until when in the reader's words.
    await office.goto(`${platform.url}/admin/#/withdrawals/${before.body.data.id}/show`);
    await office.getByTestId('approve').click();
    await office.getByTestId('confirm-approve').click();
    const refusal = office.getByTestId('decision-error');
    await refusal.filter({ hasText: 'การถอนนี้อนุมัติได้ตั้งแต่' }).waitFor();
    const refusalText = (await refusal.textContent()) ?? '';
    expect(refusalText).toContain('2569');
    expect(refusalText).not.toMatch(/\d{4}-\d{2}-\d{2}T|Held for review/);
    await shoot(office, 'backoffice-withdrawal-hold-refused-th');
    await office.close();

    // The customer's record names the same moment.
    const phone = await openAsCustomer(browser, platform.url, token);
    await phone.goto(`${platform.url}/moneyRecord`);
    await phone.getByTestId('language-select').selectOption('ty');
    const held = phone.getByTestId('record-hold').first();
    await held.filter({ hasText: '2569' }).waitFor();
    expect(await held.textContent()).toContain('ฝ่ายการเงินอนุมัติได้ตั้งแต่');
    await shoot(phone, 'customer-withdrawal-hold-th');
    await phone.close();
  }, 240_000);
});
