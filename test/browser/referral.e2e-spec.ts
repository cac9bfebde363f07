import type { BrowserContext } from 'playwright-core';
import { openAsCustomer } from '../support/customer-page';
import { Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { browserSuite } from '../support/browser-suite';

/**
 * The referral screens on a phone in Japanese (docs/referral.md): /invite shows the customer's code,
 * link and QR code and a friend counted at level 1; /bps the published rates in basis points, the
 * rules and the empty statement; a customer in the United Kingdom reads why referral rewards are off.
 */
let platform: TestPlatform;
let browser: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser } = suite);
});

describe('the referral screens in the browser', () => {
  it('shows the invitation, a friend at level 1, the rates and the rules in Japanese at 390 px', async () => {
    const api = new Client(platform.url);
    const { token, user } = await api.register('inviter@browser.test');
    await api.register('friend@browser.test', 'secret123', { invite_code: user.invitation_code });
    await eventually(async () => {
      const res = await fetch(`${platform.url}/api/v1/referral`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { data: { levels: { headcount: number }[] } }).data.levels[0]!.headcount).toBe(1);
    });

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/invite`);
    await page.getByTestId('language-select').selectOption('jp');
    await page.getByTestId('invite-code').filter({ hasText: user.invitation_code }).waitFor();
    expect(await page.getByTestId('invite-link').textContent()).toContain(`invite_code=${user.invitation_code}`);
    await page.getByTestId('qr-code').locator('img').waitFor();
    await page.getByTestId('referral-levels').getByText('レベル1').waitFor();
    await page.getByTestId('referral-records-empty').waitFor();
    expect(
      await page.evaluate(
        () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
      ),
    ).toBeLessThanOrEqual(390);
    await shoot(page, 'customer-invite-ja');

    await page.goto(`${platform.url}/bps`);
    await page.getByTestId('referral-rates').getByText('2000 bps（手数料の20%）').waitFor();
    await page.getByTestId('referral-rules').getByText('紹介報酬を提供していない国：GB。').waitFor();
    await page.getByTestId('referral-country').waitFor();
    await shoot(page, 'customer-bps-ja');
    await page.close();
  });

  it('tells a customer in the United Kingdom that referral rewards are off there, and why', async () => {
    const api = new Client(platform.url);
    await api.get('/web/getCode', { type: 'phone', account: '7700900456', area_code: '44' });
    const code = await api.codeFor('+447700900456');
    const registered = await api.post('/web/userRegister', {
      type: 'phone',
      account: '7700900456',
      area_code: '44',
      code,
      password: 'secret123',
      password2: 'secret123',
      agree: '1',
    });
    const token = registered.body.data.token as string;
    await eventually(async () => {
      const res = await fetch(`${platform.url}/api/v1/referral`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { data: { depth: number } }).data.depth).toBe(0);
    });
    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/bps`);
    await page.getByTestId('language-select').selectOption('jp');
    await page.getByTestId('referral-country').filter({ hasText: 'お住まいの国（GB）では紹介報酬を提供していません' }).waitFor();
    await shoot(page, 'customer-bps-gb-ja');
    await page.close();
  });
});
