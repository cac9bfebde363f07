import type { BrowserContext, Page } from 'playwright-core';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { eventually, type TestPlatform } from '../support/platform-harness';
import { testWallet } from '../support/wallet-signer';
import { browserSuite, DESKTOP, PHONE } from '../support/browser-suite';

/** The part of the browser's Web Storage these tests plant a session in (the page's, not Node's). */
type WebStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void; clear(): void };

/**
 * The flows a customer and a staff member walk, in Debian's Chromium against the built apps served
 * by the platform, as `npm start` serves them. With UPDATE_SCREENSHOTS=1 the README's screenshots are
 * written to docs/screenshots.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let desktop: BrowserContext;

browserSuite(
  (suite) => {
    ({ platform } = suite);
    [phone, desktop] = suite.browsers as [BrowserContext, BrowserContext];
  },
  { viewports: [PHONE, DESKTOP] },
);

/** Support reads the code from the back office's message outbox, as they would for a customer on the phone. */
async function codeFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto(`${platform.url}/admin/#/outbox?filter=${encodeURIComponent(JSON.stringify({ recipient: email }))}`);
  const body = page.getByText(/verification code is \d{6}/).first();
  await body.waitFor();
  return /(\d{6})/.exec((await body.textContent()) ?? '')![1]!;
}

describe('a customer registers, logs out, logs in and reads the app in Japanese', () => {
  const email = `browser-${Date.now()}@example.com`;
  const password = 'browser-pass-1';

  it('registers by e-mail with the code from the back office outbox', async () => {
    const page = await phone.newPage();
    await page.goto(`${platform.url}/register`);
    await page.getByTestId('tab-email').click();
    await page.locator('input[name="account"]').fill(email);
    await page.getByTestId('send-code').click();
    await shoot(page, 'customer-register');

    const staff = await desktop.newPage();
    await staffLogin(staff, platform.url);
    const code = await codeFromOutbox(staff, email);
    await staff.close();

    await page.locator('input[name="code"]').fill(code);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password2"]').fill(password);
    await page.locator('input[name="agree"]').check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/register'));
    await shoot(page, 'customer-home');

    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('user-account').waitFor();
    await shoot(page, 'customer-user-centre');
    // Logging out on purpose is quiet: no failed or aborted request, no warning, no question. (Once the
    // screen's own requests are answered: one still on its way when the session ends is cancelled.)
    await page.waitForLoadState('networkidle');
    const troubles: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) troubles.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => troubles.push(`${request.failure()?.errorText} ${request.url()}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') troubles.push(message.text());
    });
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/web/logout'));
    await page.getByTestId('logout').click();
    // The server closed the session (the back office's timeline shows it later), not only the app.
    expect(await (await loggedOut).json()).toMatchObject({ code: 0 });
    await page.waitForURL(/\/login/);
    await page.locator('input[name="account"]').waitFor();
    await page.waitForTimeout(1000);
    expect(troubles).toEqual([]);
    expect(await page.getByTestId('relogin-dialog').isVisible()).toBe(false);
    expect(await page.locator('[data-testid="toast"].toast--warning').allTextContents()).toEqual([]);
    await page.close();
  });

  it('logs in again and switches to Japanese, with the Japanese page title', async () => {
    const page = await phone.newPage();
    await page.goto(`${platform.url}/login`);
    await page.locator('input[name="account"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByTestId('language-select').first().selectOption('jp');
    await eventually(async () => expect(await page.title()).toContain('暗号資産'));
    expect(await page.title()).toBe('Meridian - 暗号資産・FX・株式の取引');
    expect(await page.getAttribute('html', 'lang')).toMatch(/^ja/);
    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('user-account').waitFor();
    expect(await page.title()).toBe('Meridian - 暗号資産・FX・株式の取引');
    await shoot(page, 'customer-user-centre-jp');
    await page.close();
  });

  it('asks to log in again or go back when the stored session is no longer valid, instead of leaving for /login', async () => {
    const page = await phone.newPage();
    // Once, before the app's first load: the token of a session the server no longer knows.
    await page.addInitScript(() => {
      const { localStorage, sessionStorage } = globalThis as unknown as Record<'localStorage' | 'sessionStorage', WebStorage>;
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', '1');
      localStorage.setItem('meridian.token', 'a-token-the-server-never-issued');
      localStorage.setItem('meridian.user', JSON.stringify({ id: 'gone', account: 'gone@test.local' }));
    });
    await page.goto(`${platform.url}/setting`);
    const logInAgain = page.getByTestId('relogin-login');
    await logInAgain.waitFor();
    expect(new URL(page.url()).pathname).toBe('/setting');
    // "Back" from a page the app was opened on goes home, which anyone may see, and asks nothing more.
    await page.getByTestId('relogin-back').click();
    await page.waitForURL((url) => url.pathname === '/');
    // Answers to what the settings page had asked still arrive: they must not bring the box back.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('relogin-dialog').isVisible()).toBe(false);
    await page.getByTestId('user-centre-link').click();
    await logInAgain.waitFor();
    await logInAgain.click();
    await page.waitForURL(/\/login/);
    await page.evaluate(() => (globalThis as unknown as { localStorage: WebStorage }).localStorage.clear());
    await page.close();
  });

  it('creates a demo account from the login screen', async () => {
    const page = await phone.newPage();
    await page.goto(`${platform.url}/login`);
    await shoot(page, 'customer-login');
    await page.getByTestId('create-demo').click();
    await page.getByTestId('demo-badge').first().waitFor();
    await page.close();
  });

  it('lets staff find the customer in the back office and see the registration events', async () => {
    const page = await desktop.newPage();
    await staffLogin(page, platform.url);
    // A fresh install takes no deposits until finance opens a channel, and the dashboard says so first.
    await page.getByText(/^0 of \d+ coin and network channels open to deposits$/).waitFor();
    expect(await page.getByTestId('checklist-deposit_channels').getAttribute('data-done')).toBe('false');
    await page.getByTestId('waiting-deposits').getByText('0 deposits waiting').waitFor();
    await shoot(page, 'backoffice-dashboard');
    // Staff read the back office in any of the customer app's languages.
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'ไทย' }).click();
    await page.getByText('เริ่มต้นใช้งาน').waitFor();
    await shoot(page, 'backoffice-dashboard-th');
    await page.getByRole('button', { name: /^ภาษา: ไทย/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText('Getting started').waitFor();
    await page.goto(`${platform.url}/admin/#/customers`);
    await page.locator('input[name="q"]').fill(email);
    // The list is drawn unfiltered first, with the demo customer above this one: a click while the
    // filter's answer redraws it can open the demo customer, whose history has no SessionClosed.
    await eventually(async () => expect(await page.locator('tbody tr').count()).toBe(1));
    await page.getByText(email).first().waitFor();
    await shoot(page, 'backoffice-customers');
    await page.getByText(email).first().click();
    await page.waitForURL(/#\/customers\/[0-9a-f-]{36}\/show/);
    await page.getByText(email).first().waitFor();
    // Each awaited, not read from the first rows drawn: the page may draw before its last fetch lands.
    const rows = page.getByTestId('event-row');
    for (const type of ['CustomerRegistered', 'SessionOpened', 'SessionClosed']) {
      await rows.filter({ has: page.getByTestId('event-type').getByText(type, { exact: true }) }).first().waitFor();
    }
    await shoot(page, 'backoffice-customer-timeline');
    await page.close();
  });
});

describe('wallet sign-in from the login screen (Sign-In with Ethereum)', () => {
  const wallet = testWallet(0x5a);

  /** A fresh visitor in English: the earlier tests left a session and Japanese in this browser. */
  async function visitorLogin(page: Page): Promise<void> {
    await phone.clearCookies();
    await page.goto(`${platform.url}/login`);
    await page.evaluate(() => (globalThis as unknown as { localStorage: WebStorage }).localStorage.clear());
    await page.reload();
    await page.getByTestId('wallet-option').waitFor();
  }

  it('inside a wallet browser, signs the platform’s message with the wallet’s key and signs in', async () => {
    const page = await phone.newPage();
    // The wallet's key stays in the test: the page's provider hands the bytes to sign over to it.
    await page.exposeFunction('testWalletSign', (hex: `0x${string}`) => wallet.signMessage({ message: { raw: hex } }));
    await page.addInitScript((address: string) => {
      const sign = (globalThis as unknown as { testWalletSign: (hex: string) => Promise<string> }).testWalletSign;
      // A minimal EIP-1193 provider, as a DApp browser injects one.
      (globalThis as unknown as { ethereum: unknown }).ethereum = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
          if (method === 'eth_chainId') return '0x1';
          if (method === 'personal_sign' && params?.[1] === address) return sign(params[0] as string);
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
        },
      };
    }, wallet.address);
    const walletChunks: string[] = [];
    page.on('request', (request) => {
      if (/wallet-signature[^/]*\.js$/.test(request.url())) walletChunks.push(request.url());
    });
    await visitorLogin(page);
    await page.getByRole('link', { name: 'User Agreement' }).waitFor();
    // The code that talks to the wallet is not part of the screen until the customer asks for it.
    expect(walletChunks).toEqual([]);
    await shoot(page, 'customer-login-wallet');
    await page.getByTestId('wallet-option').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(walletChunks).toHaveLength(1);

    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('user-account').getByText(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`).waitFor();

    // No login password to confirm a trade password with: the wallet signs a fresh message instead.
    await page.goto(`${platform.url}/bindmpwd`);
    await page.getByTestId('trade-password-by-wallet').getByText(/Your wallet confirms it's you/).waitFor();
    expect(await page.locator('input[name="login_password"]').count()).toBe(0);
    await page.locator('input[name="password"]').fill('135790');
    await page.locator('input[name="password2"]').fill('135790');
    await shoot(page, 'customer-trade-password-wallet');
    await page.getByRole('button', { name: 'Set trade password' }).click();
    await page.waitForURL((url) => url.pathname === '/setting');
    await page.goto(`${platform.url}/bindmpwd`);
    await page.getByTestId('trade-password-status').getByText('Your trade password is set.').waitFor();
    await page.close();
  });

  it('outside a wallet browser, says to use a DApp wallet, and that no one will ask for the recovery phrase', async () => {
    const page = await phone.newPage();
    await visitorLogin(page);
    await page.getByTestId('wallet-option').click();
    await page.getByTestId('wallet-outside').getByText('Please use DAPP wallet Sign In').waitFor();
    await page.getByTestId('recovery-phrase-notice').getByText('We never ask for your recovery phrase').click();
    await page.getByText(/No one from Meridian will ever ask for your wallet's recovery phrase/).waitFor();
    await shoot(page, 'customer-login-wallet-outside');
    await page.close();
  });
});
