import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { shoot } from '../support/screenshots';
import { createFinanceStaff, FINANCE, openDepositChannel, PNG_PROOF, setTradePassword } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * Money in and out, as a customer and a finance officer walk it: a deposit with a proof image,
 * approved in the back office, appears in the open app without a reload; a withdrawal is requested,
 * approved, and shows in the records.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let desktop: BrowserContext;
let api: Client;
const email = `funding-${Date.now()}@example.com`;

beforeAll(async () => {
  platform = await startTestPlatform();
  platform.clock.setNextUtc(6); // 14:00 in Hong Kong: withdrawals open
  api = new Client(platform.url);
  const staff = await createFinanceStaff(api);
  await openDepositChannel(api, staff.fin1);
  const { token } = await api.register(email);
  await setTradePassword(api, token);
  phone = await launchChromium({ width: 390, height: 844 });
  desktop = await launchChromium({ width: 1366, height: 860 });
}, 300_000);

afterEach(async () => {
  // On a failure, keep what the screens showed for whoever reads the log.
  const dir = join(tmpdir(), 'meridian-browser-failures');
  mkdirSync(dir, { recursive: true });
  for (const context of [phone, desktop]) {
    for (const [i, page] of context.pages().entries()) await page.screenshot({ path: join(dir, `${expect.getState().currentTestName?.slice(0, 30)}-${i}.png`) }).catch(() => undefined);
  }
});

afterAll(async () => {
  await phone?.close();
  await desktop?.close();
  await platform?.stop();
});

async function customerLogin(page: Page): Promise<void> {
  await page.goto(`${platform.url}/login`);
  await page.locator('input[name="account"]').fill(email);
  await page.locator('input[name="password"]').fill('secret123');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function financeLogin(page: Page): Promise<void> {
  await page.goto(`${platform.url}/admin/`);
  const form = page.locator('input[name="email"]');
  await form.or(page.getByText('Dashboard').first()).first().waitFor();
  if (!(await form.isVisible())) return;
  await form.fill(FINANCE[0]!.email);
  await page.locator('input[name="password"]').fill(FINANCE[0]!.password);
  await page.locator('button[type="submit"]').click();
  await page.getByText('Deposits').first().waitFor();
}

async function approveFirstPending(page: Page, resource: 'deposits' | 'withdrawals', screenshot?: string): Promise<void> {
  await financeLogin(page);
  await page.goto(`${platform.url}/admin/#/${resource}`);
  await page.getByText(email).first().click();
  await page.getByTestId('approve').click();
  if (screenshot) await shoot(page, screenshot);
  await page.getByTestId('confirm-approve').click();
  await page.getByTestId('approve').waitFor({ state: 'detached' });
}

const available = (page: Page, type: string, coin: string) => page.getByTestId(`asset-row-${type}-${coin}`).getByTestId('available');

/**
 * Waits, without reloading, until the assets screen shows `value` for the row. Read from here rather
 * than by a predicate in the page: the page's content security policy forbids evaluating strings.
 */
const availableBecomes = (page: Page, type: string, coin: string, value: string, timeout = 15_000) =>
  eventually(async () => expect(await available(page, type, coin).getAttribute('data-value')).toBe(value), timeout);

describe('funding in the browser', () => {
  let customer: Page;

  it('deposits with a proof image; the approval shows in the open app without a reload', async () => {
    customer = await phone.newPage();
    await customerLogin(customer);
    await customer.goto(`${platform.url}/authenticationrj`);
    await customer.locator('select[name="coin"]').selectOption('USDT');
    await customer.locator('select[name="chain"]').selectOption('ERC20');
    await customer.locator('input[name="amount"]').fill('500');
    await customer.locator('input[name="tx_hash"]').fill('0x5f2a9c1e');
    const proofFile = join(mkdtempSync(join(tmpdir(), 'proof-')), 'proof.png');
    writeFileSync(proofFile, PNG_PROOF);
    await customer.locator('input[name="proof"]').setInputFiles(proofFile);
    await shoot(customer, 'customer-deposit');
    await customer.locator('button[type="submit"]').click();
    await customer.getByTestId('confirm').click();
    await customer.getByTestId('toast').first().waitFor();

    await customer.goto(`${platform.url}/table1`);
    await expect(available(customer, 'bba', 'USDT').getAttribute('data-value')).resolves.toBe('0.000000');
    // On a 390 px phone every action's label stays on one line, in English and in Spanish.
    for (const language of ['xby', 'en']) {
      await customer.getByTestId('language-select').first().selectOption(language);
      for (const action of ['deposit', 'withdraw', 'transfer', 'records']) {
        const button = await customer.getByTestId(`action-${action}`).boundingBox();
        const label = await customer.getByTestId(`action-${action}`).locator('span').boundingBox();
        expect({ action, language, oneLine: label!.height < 22, inside: label!.width <= button!.width }).toEqual({ action, language, oneLine: true, inside: true });
      }
    }

    const staff = await desktop.newPage();
    await approveFirstPending(staff, 'deposits', 'backoffice-deposit-review');
    await staff.close();

    await availableBecomes(customer, 'bba', 'USDT', '500.000000');
    await shoot(customer, 'customer-assets');
  });

  it('withdraws with the rules and fee shown before confirming; finance approves; the records show it', async () => {
    await customer.goto(`${platform.url}/authenticationcj`);
    await customer.getByTestId('method-crypto').click();
    await customer.locator('select[name="coin"]').selectOption('USDT');
    await customer.locator('select[name="chain"]').selectOption('ERC20');
    await customer.getByTestId('withdraw-rules').waitFor();
    await customer.locator('input[name="address"]').fill('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
    await customer.locator('input[name="amount"]').fill('200');
    await customer.locator('input[name="trade_password"]').fill('246810');
    await customer.locator('button[type="submit"]').click();
    await customer.getByTestId('confirm-fee').waitFor();
    expect(await customer.getByTestId('confirm-receive').textContent()).toContain('190');
    await shoot(customer, 'customer-withdraw-confirm');
    await customer.getByTestId('confirm').click();
    await customer.getByTestId('toast').first().waitFor();

    const staff = await desktop.newPage();
    await approveFirstPending(staff, 'withdrawals');
    await staff.close();

    await customer.goto(`${platform.url}/moneyRecord`);
    await customer.getByTestId('records-tab-withdrawal').click();
    const status = customer.getByTestId('record-row').first().getByTestId('record-status');
    await expect(status.getAttribute('data-status')).resolves.toBe('completed');
    await shoot(customer, 'customer-records');
    // The account records read as sentences, not the ledger's memos.
    await customer.getByTestId('records-tab-account').click();
    await customer.getByTestId('record-memo').getByText('Deposit USDT · ERC20').first().waitFor();
    await shoot(customer, 'customer-account-records');
    expect((await customer.getByTestId('record-memo').allTextContents()).some((memo) => /Deposit USDT ERC20|Withdrawal paid out|bba/.test(memo) && !memo.includes('·'))).toBe(false);
    await customer.goto(`${platform.url}/table1`);
    await availableBecomes(customer, 'bba', 'USDT', '300.000000');
  });
});
