import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { shoot } from '../support/screenshots';
import { call, createFinanceStaff, FINANCE, openDepositChannel, PNG_PROOF, setTradePassword } from '../support/funding';
import { assetRow, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { LANGUAGES } from '../../web-customer/src/shared/i18n/languages';
import { browserSuite, DESKTOP, PHONE } from '../support/browser-suite';

/**
 * Money in and out, as a customer and a finance officer walk it: a deposit with a proof image,
 * approved in the back office, appears in the open app without a reload; a withdrawal is requested,
 * approved, and shows in the records, beside one finance rejected and the transfers between accounts.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let desktop: BrowserContext;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;
let customerToken: string;
const email = `funding-${Date.now()}@example.com`;
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const WITHDRAWAL_ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

browserSuite(
  async (suite) => {
    ({ platform } = suite);
    [phone, desktop] = suite.browsers as [BrowserContext, BrowserContext];
    platform.clock.setNextUtc(6); // 14:00 in Hong Kong: withdrawals open
    api = new Client(platform.url);
    staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    customerToken = (await api.register(email)).token;
    await setTradePassword(api, customerToken);
  },
  { viewports: [PHONE, DESKTOP] },
);

afterEach(async () => {
  // On a failure, keep what the screens showed for whoever reads the log.
  const dir = join(tmpdir(), 'meridian-browser-failures');
  mkdirSync(dir, { recursive: true });
  for (const context of [phone, desktop]) {
    for (const [i, page] of context.pages().entries()) await page.screenshot({ path: join(dir, `${expect.getState().currentTestName?.slice(0, 30)}-${i}.png`) }).catch(() => undefined);
  }
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

/** Finance opens or closes a deposit network, as the back office's deposit addresses page does. */
const setTrc20Deposits = async (enabled: boolean) => {
  const res = await api.admin('PUT', '/deposit-addresses/USDT-TRC20', staff.fin1, { address: TRC20_ADDRESS, memo: '', enabled });
  expect(res.status).toBe(200);
};

/** Whether the text of an element wraps: an inline element has one box per line. */
const lineCount = (page: Page, testId: string) => page.getByTestId(testId).locator('span').evaluate((label: { getClientRects(): { length: number } }) => label.getClientRects().length);

describe('funding in the browser', () => {
  let customer: Page;

  it('says in plain words that a network takes no deposits yet, even when it closed after the page opened', async () => {
    const page = await phone.newPage();
    await customerLogin(page);
    await page.goto(`${platform.url}/authenticationrj`);
    await page.getByTestId('deposit-address').waitFor();
    const closed = page.getByTestId('deposit-unavailable');
    // Closed in the catalogue: the open network is offered in its place.
    await page.locator('select[name="chain"]').selectOption('TRC20');
    await closed.getByText('Deposits of USDT on TRC20 are not open yet').waitFor();
    await page.getByTestId('use-chain-ERC20').click();
    await page.getByTestId('deposit-address').waitFor();

    // Open when the page loaded, closed before the customer picked it: the server refuses the address.
    await setTrc20Deposits(true);
    await page.reload();
    await page.getByTestId('deposit-address').waitFor();
    await setTrc20Deposits(false);
    await page.locator('select[name="chain"]').selectOption('TRC20');
    await closed.getByText('Deposits of USDT on TRC20 are not open yet').waitFor();
    expect(await closed.textContent()).toContain('contact support');
    expect(await page.locator('main').textContent()).not.toMatch(/recharge channel|channelClosed/);
    expect(await page.getByTestId('toast').count()).toBe(0);
    // The catalogue is read again, so the picker marks the network as well.
    await eventually(async () => expect(await page.locator('select[name="chain"] option[value="TRC20"]').textContent()).toBe('TRC20 (suspended)'));
    await shoot(page, 'customer-deposit-network-closed');
    await page.close();
  });

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
    // On a 390 px phone every action's label stays on one line inside its button, in every language.
    for (const { key: language, locale } of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
      await customer.getByTestId('language-select').first().selectOption(language);
      await eventually(async () => expect(await customer.getAttribute('html', 'lang')).toBe(locale));
      for (const action of ['deposit', 'withdraw', 'transfer', 'records']) {
        const button = await customer.getByTestId(`action-${action}`).boundingBox();
        const label = await customer.getByTestId(`action-${action}`).locator('span').boundingBox();
        const lines = await lineCount(customer, `action-${action}`);
        expect({ action, language, lines, inside: label!.width <= button!.width }).toEqual({ action, language, lines: 1, inside: true });
      }
    }

    const office = await desktop.newPage();
    await approveFirstPending(office, 'deposits', 'backoffice-deposit-review');
    await office.close();

    await availableBecomes(customer, 'bba', 'USDT', '500.000000');
    await shoot(customer, 'customer-assets');
  });

  it('withdraws with the rules and fee shown before confirming; finance approves; the records show it', async () => {
    await customer.goto(`${platform.url}/authenticationcj`);
    await customer.getByTestId('method-crypto').click();
    await customer.locator('select[name="coin"]').selectOption('USDT');
    await customer.locator('select[name="chain"]').selectOption('ERC20');
    await customer.getByTestId('withdraw-rules').waitFor();
    await customer.locator('input[name="address"]').fill(WITHDRAWAL_ADDRESS);
    await customer.locator('input[name="amount"]').fill('200');
    await customer.locator('input[name="trade_password"]').fill('246810');
    await customer.locator('button[type="submit"]').click();
    await customer.getByTestId('confirm-fee').waitFor();
    expect(await customer.getByTestId('confirm-receive').textContent()).toContain('190');
    await shoot(customer, 'customer-withdraw-confirm');
    await customer.getByTestId('confirm').click();
    await customer.getByTestId('toast').first().waitFor();

    const office = await desktop.newPage();
    await approveFirstPending(office, 'withdrawals');
    await office.close();

    // A second withdrawal, which finance rejects; and 50 USDT to spot and back.
    const second = await call(platform.url, customerToken, 'POST', '/withdrawals', { method: 'crypto', coin: 'USDT', chain: 'ERC20', address: WITHDRAWAL_ADDRESS, amount: '100', trade_password: '246810' });
    expect(second.body.data?.id).toBeDefined();
    const rejected = await api.admin('POST', `/withdrawals/${second.body.data.id}/reject`, staff.fin1, { reason: 'Address is on a sanctions list' });
    expect(rejected.status).toBeLessThan(300);
    expect((await call(platform.url, customerToken, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '50' })).body.code).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, customerToken, 'bb', 'USDT')).available).toBe('50.000000'));
    expect((await call(platform.url, customerToken, 'POST', '/transfers', { coin: 'USDT', from: 'bb', to: 'bba', amount: '50' })).body.code).toBe(1);

    await customer.goto(`${platform.url}/moneyRecord`);
    await customer.getByTestId('records-tab-withdrawal').click();
    const rows = customer.getByTestId('record-row');
    await rows.filter({ has: customer.locator('[data-status="completed"]') }).waitFor();
    // A rejected withdrawal says so, why, and that the money came back; never "You'll receive".
    const refused = rows.filter({ has: customer.locator('[data-status="rejected"]') });
    expect(await refused.getByTestId('record-rejection').textContent()).toBe('Rejected: Address is on a sanctions list. 100.000000 USDT is back in your funding account.');
    expect(await refused.textContent()).not.toContain("You'll receive");
    await shoot(customer, 'customer-records');

    // The account records read as sentences in the customer's words, not the ledger's memos and codes.
    await customer.getByTestId('records-tab-account').click();
    await customer.getByTestId('record-memo').getByText('Deposit USDT · ERC20').first().waitFor();
    await customer.getByTestId('record-memo').getByText('Spot → Funding').waitFor();
    const memos = await customer.getByTestId('record-memo').allTextContents();
    expect(memos).toEqual(
      expect.arrayContaining(['Funding → Spot', 'Withdrawal rejected: Address is on a sanctions list. The amount is back in your funding account.']),
    );
    expect(memos.filter((memo) => /Deposit USDT ERC20|Withdrawal paid out|Transfer |\bbba?\b/.test(memo))).toEqual([]);
    // The spot side of a transfer is known by a short reference, with a button to copy it, not a uuid.
    const reference = (await customer.getByTestId('record-reference').first().textContent()) ?? '';
    expect(reference).toMatch(/^[0-9A-F]{10}$/);
    await customer.getByRole('button', { name: `Copy reference ${reference}` }).first().waitFor();
    await shoot(customer, 'customer-account-records');
    // In Spanish the same records name the accounts in Spanish.
    await customer.getByTestId('language-select').first().selectOption('xby');
    await customer.getByTestId('record-memo').getByText('Fondos → Spot').waitFor();
    await customer.getByTestId('language-select').first().selectOption('en');
    await customer.goto(`${platform.url}/table1`);
    await availableBecomes(customer, 'bba', 'USDT', '300.000000');
  });
});
