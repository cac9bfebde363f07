import type { BrowserContext } from 'playwright-core';
import { openAsCustomer } from '../support/customer-page';
import { ADMIN, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { browserSuite } from '../support/browser-suite';
import { call, createFinanceStaff, depositForm, openDepositChannel } from '../support/funding';

/**
 * Live support (docs/support.md): on a phone a customer writes to support in Korean; a staff member
 * answers from the back office's queue on a desktop page of the same browser, and the answer appears
 * on the customer's screen as it is sent, over the private socket, without a reload.
 */
let platform: TestPlatform;
let browser: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser } = suite);
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
  it('shows staff whether the deposit a conversation names is the customer’s own, another customer’s or none', async () => {
    const api = new Client(platform.url);
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    const owner = await api.register('owner@support.test');
    const stranger = await api.register('stranger@support.test');
    const depositOf = async (token: string) =>
      (await call(platform.url, token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount: '50', tx_hash: `0x${'ab'.repeat(32)}` }))).body.data.id as string;
    const about = async (referenceId: string) =>
      (await call(platform.url, owner.token, 'POST', '/support/conversations', { body: `About ${referenceId}`, referenceKind: 'deposit', referenceId })).body.data.id as string;
    const conversations = { own: await about(await depositOf(owner.token)), other: await about(await depositOf(stranger.token)), missing: await about('no-such-deposit') };

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    for (const [owned, id] of Object.entries(conversations)) {
      await office.goto(`${platform.url}/admin/#/support/conversations/${id}/show`);
      await office.locator(`[data-testid="support-reference-owner"][data-status="${owned}"]`).waitFor();
      if (owned === 'other') await shoot(office, 'backoffice-support-reference');
    }
    // An admin picks whom to assign it to (themself first); an agent could only take it.
    await office.getByTestId('support-assign').click();
    await eventually(async () => expect(await office.getByTestId('support-assignee').inputValue()).not.toBe(''));
    await office.getByTestId('support-reason').fill('Checking the deposit myself');
    await office.getByTestId('support-reason-confirm').click();
    await office.getByText(ADMIN.email).first().waitFor();
    await office.close();
  });
});
