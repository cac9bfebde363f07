import type { BrowserContext } from 'playwright-core';
import { openAsCustomer } from '../support/customer-page';
import { createFinanceStaff } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { documentPhoto } from '../support/test-image';
import { call } from '../support/funding';
import { createComplianceOfficers, verify } from '../support/verification';
import { browserSuite } from '../support/browser-suite';

/**
 * A customer with advanced verification and a credit score applies for a loan in Vietnamese on a
 * phone, with the ID photos; finance disburses it in the back office; the repayment screen shows it
 * disbursed with the money in the wallet; the customer repays part by bank transfer with a receipt,
 * which finance approves from the proof queue.
 */
let platform: TestPlatform;
let browser: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser } = suite);
});

const photo = (role: string) => ({ name: `${role}.png`, mimeType: 'image/png', buffer: documentPhoto(480, 300, role === 'idFront' ? [120, 160, 210] : [150, 170, 150]) });

describe('loans in the browser', () => {
  it('applies in Vietnamese with the ID photos, finance disburses it, and a bank transfer repays part of it', async () => {
    const api = new Client(platform.url);
    const staff = await createFinanceStaff(api);
    // A loan is lent only from what the loan book holds: the operator's capital, moved there by finance.
    await capitaliseAndFund(api, staff, 'loan-book', '10000');
    await createComplianceOfficers(api);
    const { token, user } = await api.register('nguyen.vay@example.com');
    await verify(api, platform.url, token, user.id, 'advanced', { realName: 'Nguyen Van An', documentNumber: 'C01234567' });
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/credit')).body.data.tiers).toContain('advanced'));
    await api.admin('PUT', `/credit/${user.id}`, staff.fin1, { score: 720, reason: 'Payslips checked' });

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/xinyongfen`);
    await page.getByTestId('language-select').selectOption('yn');
    await page.getByTestId('credit-available').filter({ hasText: '20.000' }).waitFor();
    await page.getByTestId('credit-apply').click();
    await page.waitForURL(/\/ldcoin$/);
    await page.getByTestId('loan-amount').fill('1000');
    // The nationality is the verified one (read-only); the rest the customer types.
    expect(await page.getByTestId('loan-country').inputValue()).toBe('Singapore');
    const fields = { name: 'Nguyễn Văn An', address: '12 Lê Lợi, Quận 1, TP.HCM', birthDate: '1990-05-17', phone: '+84901234567', monthlyIncome: '3000' };
    for (const [field, value] of Object.entries(fields)) await page.getByTestId(`loan-${field}`).fill(value);
    await page.getByTestId('loan-submit').click();
    // The ID photos and the agreement are still missing: nothing is sent.
    expect(await page.locator('[data-testid="loan-form"] [aria-invalid="true"]').count()).toBeGreaterThanOrEqual(3);
    for (const role of ['idFront', 'idBack']) await page.getByTestId(`loan-image-${role}`).setInputFiles(photo(role));
    await page.locator('input[name="agreed"]').check();
    await shoot(page, 'customer-loan-apply-vi');
    await page.getByTestId('loan-submit').click();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/repaymentNew\?loan=/);
    await page.locator('[data-testid="loan-status"][data-status="pending"]').waitFor();
    expect(await page.getByTestId('loan-status').textContent()).toBe('Chưa duyệt');

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    await office.goto(`${platform.url}/admin/#/loans?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    await office.getByRole('row').filter({ hasText: '7-day loan' }).first().click();
    await office.getByTestId('loan-image').nth(1).locator('img').waitFor();
    expect(await office.getByTestId('loan-applicant').textContent()).toContain('Nguyễn Văn An');
    await office.getByTestId('loan-disburse').click();
    await office.getByTestId('loan-decision-confirm').click();
    await office.getByTestId('loan-staff-status').filter({ hasText: 'Disbursed' }).waitFor();
    await shoot(office, 'backoffice-loan-disbursed');

    await page.reload();
    await page.locator('[data-testid="loan-status"][data-status="disbursed"]').waitFor();
    await page.getByTestId('repay-form').waitFor();
    await shoot(page, 'customer-loan-repayment-vi');
    const walletUsdt = async () => (await call(platform.url, token, 'GET', '/assets?type=bba')).body.data.accounts[0].rows.find((row: { coin: string }) => row.coin === 'USDT').available;
    await eventually(async () => expect(await walletUsdt()).toBe('1000.000000'));

    await page.getByTestId('repay-by-transfer').click();
    await page.getByTestId('repay-amount').fill('300');
    await page.getByTestId('repay-form').locator('button[type="submit"]').click();
    expect(await page.getByTestId('repay-form').textContent()).toContain('Vui lòng thêm ảnh biên lai chuyển khoản');
    await page.getByTestId('repay-proof').setInputFiles(photo('receipt'));
    await page.getByTestId('repay-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('loan-pending-repayment').filter({ hasText: 'đang được bộ phận tài chính xem xét' }).waitFor();

    await office.goto(`${platform.url}/admin/#/loans?filter=${encodeURIComponent(JSON.stringify({ pendingVia: 'proof' }))}`);
    await office.getByRole('row').filter({ hasText: '7-day loan' }).first().click();
    await office.getByTestId('loan-pending-proof').locator('img').waitFor();
    await shoot(office, 'backoffice-loan-repayment-proof');
    await office.getByTestId('loan-approve-repayment').click();
    await office.getByTestId('loan-decision-confirm').click();
    await office.getByTestId('loan-pending-proof').waitFor({ state: 'detached' });
    await office.close();

    await page.locator('[data-testid="loan-status"][data-status="repaying"]').waitFor();
    expect(await page.getByTestId('loan-owed').textContent()).toContain('700');
    // Repaid by the bank transfer: the wallet keeps what was lent.
    expect(await walletUsdt()).toBe('1000.000000');
    await page.close();
  });
});
