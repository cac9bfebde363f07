import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { openAsCustomer } from '../support/customer-page';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';

/**
 * Live support (docs/support.md): on a phone a customer writes to support in Korean; a staff member
 * answers from the back office's queue on a desktop page of the same browser, and the answer appears
 * on the customer's screen as it is sent, over the private socket, without a reload.
 */
let platform: TestPlatform;
let browser: BrowserContext;

beforeAll(async () => {
  platform = await startTestPlatform();
  browser = await launchChromium({ width: 390, height: 844 });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('live support in the browser', () => {
  it('carries a Korean question to the back office and the answer back live', async () => {
    const api = new Client(platform.url);
    const { token } = await api.register('support.browser@example.com');

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/service`);
    await page.getByTestId('language-select').selectOption('hy');
    await page.getByTestId('support-empty').filter({ hasText: '아직 대화가 없습니다' }).waitFor();
    await page.getByTestId('support-input').fill('입금이 아직 도착하지 않았습니다');
    await page.getByTestId('support-send').click();
    await page.waitForURL(/\/service\?id=/);
    await page.locator('[data-testid="support-message"][data-author="customer"]').filter({ hasText: '입금이 아직 도착하지 않았습니다' }).waitFor();
    await shoot(page, 'customer-support-hy');

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    await office.goto(`${platform.url}/admin/#/support/conversations`);
    await office.getByRole('row').filter({ hasText: '입금이 아직 도착하지 않았습니다' }).first().click();
    await office.getByTestId('support-staff-thread').filter({ hasText: '입금이 아직 도착하지 않았습니다' }).waitFor();
    await office.getByTestId('support-staff-input').fill('안녕하세요, 입금을 확인해 드리겠습니다');
    await office.getByTestId('support-staff-send').click();
    await office.locator('[data-testid="support-staff-message"][data-kind="reply"]').waitFor();
    await shoot(office, 'backoffice-support-conversation');
    await office.close();

    // No reload: the reply reaches the open screen over the customer's private socket.
    await page.locator('[data-testid="support-message"][data-author="staff"]').filter({ hasText: '안녕하세요, 입금을 확인해 드리겠습니다' }).waitFor();
    expect(await page.locator('[data-testid="support-message"]').count()).toBe(2);
    await page.close();
  });
});
