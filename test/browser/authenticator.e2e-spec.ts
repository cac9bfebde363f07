import type { BrowserContext } from 'playwright-core';
import { authenticatorCode } from '../support/authenticator';
import { openAsCustomer } from '../support/customer-page';
import { call, createFinanceStaff, fund, openDepositChannel, setTradePassword } from '../support/funding';
import { Client, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { documentPhoto } from '../support/test-image';
import { browserSuite } from '../support/browser-suite';

/**
 * A customer turns on an authenticator app from the user centre (the test plays the app: it computes
 * each code from the key the screen shows), keeps the recovery codes, and then needs a fresh code to
 * log in and to withdraw; in the security centre it signs the other device out.
 */
let platform: TestPlatform;
let browser: BrowserContext;

const EMAIL = 'two.factor@example.com';

browserSuite((suite) => {
  ({ platform, browser } = suite);
  platform.clock.setNextUtc(6); // 14:00 in Hong Kong: withdrawals open
});

const customerPage = (token: string) => openAsCustomer(browser, platform.url, token);

/** What the phone shows now; each call first moves the platform's clock a step on, since a code works once. */
const nextCode = (secret: string) => {
  platform.clock.offsetMs += 30_000;
  return authenticatorCode(secret, platform.clock.now().getTime());
};

describe('the authenticator app in the browser', () => {
  it('is turned on with a code from the shown key, then asked for at login and on a withdrawal', async () => {
    const api = new Client(platform.url);
    const finance = await createFinanceStaff(api);
    await openDepositChannel(api, finance.fin1);
    const { token } = await api.register(EMAIL);
    await fund(api, platform.url, token, finance.fin1, '1000');
    await setTradePassword(api, token);

    const page = await customerPage(token);
    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('authenticator-link').click();
    await page.waitForURL(/\/googleCode$/);
    await page.getByTestId('authenticator-start').click();
    const secret = ((await page.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByTestId('qr-code').locator('img').waitFor();
    await shoot(page, 'customer-authenticator-setup');

    // A wrong code is refused in place; the right one turns it on and shows the recovery codes once.
    await page.locator('input[name="code"]').fill('12345');
    await page.locator('input[name="password"]').fill('secret123');
    await page.getByRole('button', { name: 'Turn on' }).click();
    expect(await page.locator('input[name="code"]').getAttribute('aria-invalid')).toBe('true');
    await page.locator('input[name="code"]').fill(nextCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)]));
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(8);
    await shoot(page, 'customer-authenticator-recovery');
    await page.getByTestId('recovery-saved').click();
    await page.waitForURL(/\/setting$/);
    await page.getByTestId('authenticator-link').filter({ hasText: 'On' }).waitFor();

    // Logging in again: the password alone is not enough.
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login/);
    await page.locator('input[name="account"]').fill(EMAIL);
    await page.locator('input[name="password"]').fill('secret123');
    await page.locator('form button[type="submit"]').click();
    const codeField = page.getByTestId('login-totp');
    await codeField.waitFor();
    await shoot(page, 'customer-login-authenticator');
    await codeField.fill(nextCode(secret));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // A withdrawal carries a code too.
    await page.goto(`${platform.url}/authenticationcj`);
    await page.getByTestId('method-crypto').click();
    await page.locator('select[name="coin"]').selectOption('USDT');
    await page.locator('select[name="chain"]').selectOption('ERC20');
    await page.getByTestId('withdraw-rules').waitFor();
    await page.locator('input[name="address"]').fill('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
    await page.locator('input[name="amount"]').fill('200');
    await page.locator('input[name="trade_password"]').fill('246810');
    await page.locator('form button[type="submit"]').click();
    expect(await page.getByTestId('withdraw-totp').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('withdraw-totp').fill(nextCode(secret));
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/moneyRecord$/);
    // The browser's logout ended the first session; the check logs in afresh, with a code of its own.
    const again = await api.post('/web/userLogin', { account: EMAIL, password: 'secret123', totp_code: nextCode(secret) });
    const withdrawals = await call(platform.url, again.body.data.token as string, 'GET', '/withdrawals');
    expect(withdrawals.body.data.items.map((item: { amount: string }) => item.amount)).toEqual(['200.000000']);

    // The security centre: this browser and the check's login are open; the other one is signed out.
    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('security-link').click();
    await page.waitForURL(/\/security$/);
    await page.getByTestId('session').nth(1).waitFor();
    expect(await page.getByTestId('session').count()).toBe(2);
    expect(await page.locator('[data-testid="session"][data-current="true"]').textContent()).toContain('Chrome on Linux');
    await page.getByTestId('login-record').nth(2).waitFor();
    await shoot(page, 'customer-security-centre');
    await page.getByTestId('sign-out-others').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('sign-out-others').waitFor({ state: 'detached' });
    expect(await page.getByTestId('session').count()).toBe(1);
    expect((await call(platform.url, again.body.data.token as string, 'GET', '/me')).body.code).toBe(2000);
  });
});

describe('the profile in the browser', () => {
  it('changes the avatar and nickname, binds a phone with a code, and sets an anti-phishing phrase', async () => {
    const api = new Client(platform.url);
    const { token } = await api.register('profile.page@example.com');
    await setTradePassword(api, token);
    const page = await customerPage(token);
    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('profile-link').click();
    await page.waitForURL(/\/info$/);
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: documentPhoto(160, 160, [90, 140, 220]) });
    await page.getByTestId('avatar').locator('img').waitFor();

    await page.getByTestId('nickname-link').click();
    await page.locator('input[name="nickname"]').fill('Ann Lee');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/info$/);
    await page.getByTestId('nickname-link').filter({ hasText: 'Ann Lee' }).waitFor();

    await page.getByTestId('phone-link').click();
    await page.waitForURL(/\/mobile$/);
    await page.locator('select[name="area_code"]').selectOption('852');
    await page.locator('input[name="account"]').fill('61234567');
    await page.getByTestId('send-code').click();
    await page.getByText('Resend', { exact: false }).first().waitFor();
    await page.locator('input[name="code"]').fill(await api.codeFor('+85261234567'));
    await page.locator('input[name="trade_password"]').fill('246810');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/info$/);
    await page.getByTestId('phone-link').filter({ hasText: '+852' }).waitFor();
    await shoot(page, 'customer-profile');

    await page.goto(`${platform.url}/security/anti-phishing`);
    await page.locator('input[name="phrase"]').fill('blue heron');
    await page.locator('input[name="trade_password"]').fill('246810');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/security$/);
    await page.getByTestId('phrase-link').filter({ hasText: 'On' }).waitFor();

    // A message claiming to be from us, from a look-alike site: the check says it is not.
    await page.getByTestId('official-check-link').click();
    await page.locator('input[name="value"]').fill('https://meridian-login.example/verify');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[data-testid="official-result"][data-official="false"]').waitFor();
    await shoot(page, 'customer-official-check');
    await page.close();
  });
});
