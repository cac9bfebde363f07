import type { BrowserContext } from 'playwright-core';
import { c2cBuyer, c2cStaffAgain, createSupport, openC2cDesk, walletUsdt } from '../support/c2c';
import { openAsCustomer } from '../support/customer-page';
import { createFinanceStaff } from '../support/funding';
import { Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { documentPhoto } from '../support/test-image';
import { createComplianceOfficers } from '../support/verification';
import { browserSuite } from '../support/browser-suite';

/**
 * A C2C purchase end to end in Traditional Chinese (docs/c2c.md): on a phone the customer places an
 * order at finance's TWD rate; staff, in the back office on a desktop page of the same browser, match
 * it to a receiving account; the customer's order shows the account as soon as it is held, they copy
 * it, send the payer and the receipt; staff see the payer is the verified person, look at the proof and
 * complete the order; the customer's screen says the USDT arrived, and the wallet holds it.
 */
let platform: TestPlatform;
let browser: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser } = suite);
});

describe('C2C quick buy in the browser', () => {
  it('buys USDT with a bank transfer in Traditional Chinese while staff match and complete it live', async () => {
    const api = new Client(platform.url);
    await createFinanceStaff(api);
    await createSupport(api);
    await createComplianceOfficers(api);
    const staff = await c2cStaffAgain(api);
    await openC2cDesk(api, staff, { fiat: 'TWD', rate: '32.5', inventory: '20000', min: '10', max: '30000' });
    const { token } = await c2cBuyer(api, platform.url, 'chen.taiwen@example.com', '陳大文', 'A123456789');

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/c2c_index`);
    await page.getByTestId('language-select').selectOption('ft');
    await page.getByTestId('c2c-rate-TWD').filter({ hasText: '1 USDT = 32.50 TWD' }).waitFor();
    await shoot(page, 'customer-c2c-index-ft');
    await page.getByTestId('c2c-buy').click();
    await page.waitForURL(/\/c2c_create/);
    await page.getByTestId('c2c-amount').fill('100');
    await page.getByTestId('c2c-you-pay').filter({ hasText: '3,250 TWD' }).waitFor();
    await page.getByTestId('c2c-create-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/c2c_order\?id=/);
    await page.locator('[data-testid="c2c-status"][data-status="unmatched"]').waitFor();
    expect(await page.getByTestId('c2c-status').textContent()).toBe('待分配帳戶');
    await page.getByTestId('c2c-countdown').filter({ hasText: '剩餘有效時間' }).waitFor();
    expect(await page.getByTestId('c2c-support').getAttribute('href')).toMatch(/^\/service\?c2c=/);
    await shoot(page, 'customer-c2c-order-ft');

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    // The desk as finance set it up: the rate table and the registry, each account confirmed by a second member.
    await office.goto(`${platform.url}/admin/#/c2c/rates`);
    await office.getByRole('row').filter({ hasText: 'TWD' }).filter({ hasText: '32.5' }).waitFor();
    await shoot(office, 'backoffice-c2c-rates');
    await office.goto(`${platform.url}/admin/#/c2c/receiving-accounts`);
    await office.getByRole('row').filter({ hasText: '012-345678-001' }).getByTestId('c2c-account-status').filter({ hasText: 'Active' }).waitFor();
    await office.goto(`${platform.url}/admin/#/c2c/orders`);
    await office.getByTestId('c2c-timer').first().waitFor();
    await shoot(office, 'backoffice-c2c-queue');
    await office.getByRole('row').filter({ hasText: '100.000000' }).first().click();
    await office.getByTestId('c2c-match-account').selectOption({ label: 'HSBC Hong Kong · 012-345678-001 · Meridian Trading Limited' });
    await office.getByTestId('c2c-match-submit').click();
    await office.getByTestId('c2c-staff-status').filter({ hasText: 'Matched, awaiting payment' }).waitFor();

    // The customer's order shows the account as soon as the inventory holds the amount: no reload.
    await page.locator('[data-testid="c2c-status"][data-status="matched"]').waitFor();
    await page.getByTestId('c2c-view-account').click();
    await page.waitForURL(/\/c2c_account\?id=/);
    expect(await page.getByTestId('c2c-account-number').textContent()).toBe('012-345678-001');
    expect(await page.getByTestId('c2c-account-amount').textContent()).toBe('3,250 TWD');
    expect(await page.getByTestId('c2c-own-name').textContent()).toContain('陳大文');
    await shoot(page, 'customer-c2c-account-ft');
    await page.getByTestId('c2c-go-submit').click();
    await page.waitForURL(/\/c2c_submit\?id=/);
    expect(await page.getByTestId('c2c-payer-name').inputValue()).toBe('陳大文');
    await page.getByTestId('c2c-proof-form').locator('button[type="submit"]').click();
    expect(await page.getByTestId('c2c-proof-form').textContent()).toContain('請輸入付款銀行');
    await page.getByTestId('c2c-payer-bank').fill('台灣銀行');
    await page.getByTestId('c2c-proof').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: documentPhoto(480, 640, [200, 200, 190]) });
    await shoot(page, 'customer-c2c-submit-ft');
    await page.getByTestId('c2c-proof-form').locator('button[type="submit"]').click();
    await page.waitForURL(/\/c2c_order\?id=/);
    await page.getByTestId('c2c-under-review').filter({ hasText: '憑證已交由工作人員審核' }).waitFor();

    await office.reload();
    await office.getByTestId('c2c-proof-image').locator('img').waitFor();
    expect(await office.getByTestId('c2c-name-check').textContent()).toContain('is the verified person');
    await shoot(office, 'backoffice-c2c-proof');
    await office.getByTestId('c2c-complete').click();
    await office.getByTestId('c2c-decision-reason').fill('TWD 3,250 received at HSBC');
    await office.getByTestId('c2c-decision-confirm').click();
    await office.getByTestId('c2c-staff-status').filter({ hasText: 'Completed' }).waitFor();
    await office.close();

    await page.getByTestId('c2c-completed').filter({ hasText: 'USDT 已轉入您的資金帳戶' }).waitFor();
    expect(await page.getByTestId('c2c-completed').textContent()).toMatch(/^100(\.0+)? USDT/);
    await shoot(page, 'customer-c2c-completed-ft');
    await eventually(async () => expect(await walletUsdt(platform.url, token)).toBe('100.000000'));
    await page.close();
  });
});
