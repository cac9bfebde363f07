import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { CustomerUpdateEvents, KYC_SOURCE } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { openAsCustomer } from '../support/customer-page';
import { call, createFinanceStaff } from '../support/funding';
import { capitaliseAndFund } from '../support/platform-capital';
import { assetRow, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { browserSuite } from '../support/browser-suite';

/**
 * Engagement on a phone (docs/engagement.md): staff write and publish a notice in English and
 * Japanese in the back office's rich-text editor; a customer reads it in Japanese (unread, then read),
 * signs in for the day in Korean and reads the rules and the records, searches the help centre,
 * reads the company profile, the agreements and the download page in Korean, and is asked to accept
 * a new version of the user agreement at the next visit. A visitor reads the real agreement over the
 * registration form.
 */
let platform: TestPlatform;
let browser: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser } = suite);
}, { env: { OFFICIAL_CHANNELS: '@meridian_official,support@meridian.example' } });

/** Types into the rich-text editor of the language tab shown. */
async function writeBody(office: Page, lang: string, text: string) {
  const editor = office.getByTestId(`texts-${lang}`).locator('[contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially(text);
}

describe('notices, the daily sign-in and content in the browser', () => {
  it('staff publish a notice in two languages and a customer reads it in Japanese', async () => {
    const api = new Client(platform.url);
    const { token } = await api.register('hanako@example.com');

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    await office.goto(`${platform.url}/admin/#/notices/create`);
    await office.locator('input[name="texts.en.title"]').fill('Maintenance on Sunday');
    await office.locator('textarea[name="texts.en.summary"]').fill('Trading pauses for 30 minutes');
    await writeBody(office, 'en', 'Trading pauses from 02:00 to 02:30.');
    await office.getByTestId('texts-tab-jp').click();
    await office.locator('input[name="texts.jp.title"]').fill('日曜日のメンテナンス');
    await office.locator('textarea[name="texts.jp.summary"]').fill('30分間取引を停止します');
    await writeBody(office, 'jp', '02:00から02:30まで取引を停止します。');
    await office.getByTestId('notice-save').click();
    await office.getByTestId('publish').click();
    await shoot(office, 'backoffice-notice-publish');
    await office.getByTestId('publication-confirm').click();
    await office.getByTestId('notice-status').filter({ hasText: 'Published' }).waitFor();

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/notice`);
    await page.getByTestId('language-select').selectOption('jp');
    const item = page.getByTestId('notice-item').filter({ hasText: '日曜日のメンテナンス' });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await shoot(page, 'customer-notices-ja');
    await item.click();
    await page.getByTestId('notice-body').filter({ hasText: '02:00から02:30まで取引を停止します。' }).waitFor();
    await page.goBack();
    await page.locator('[data-testid="notice-item"][data-read="true"]').filter({ hasText: '日曜日のメンテナンス' }).waitFor();
    await page.close();
    await office.close();
  });

  it('signs in for the day in Korean after reading the terms, and shows the rules and the records', async () => {
    const api = new Client(platform.url);
    const staff = await createFinanceStaff(api);
    await capitaliseAndFund(api, staff, 'rewards', '100');
    const { token } = await api.register('minji@example.com');

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/benefits`);
    await page.getByTestId('language-select').selectOption('hy');
    await page.getByTestId('sign-in-terms').filter({ hasText: '거래량 등 조건이 없습니다' }).waitFor();
    expect(await page.getByTestId('sign-in-day').count()).toBe(7);
    await shoot(page, 'customer-sign-in-ko');
    await page.getByTestId('sign-in').click();
    await page.getByTestId('signed-today').waitFor();
    expect(await page.locator('[data-testid="sign-in-day"][data-signed="true"]').count()).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('0.100000'));

    await page.getByTestId('sign-in-rules-link').click();
    await page.getByTestId('day-boundary').filter({ hasText: 'UTC+08:00' }).waitFor();
    expect(await page.getByTestId('sign-in-rules').textContent()).toContain('하루라도 빠지면');
    await shoot(page, 'customer-sign-in-rules-ko');
    await page.goto(`${platform.url}/benefitsDetail`);
    await page.getByTestId('sign-in-record').filter({ hasText: '1일째' }).waitFor();
    await page.close();
  });

  it('finds help, the company profile, the agreements and the download page in Korean', async () => {
    const api = new Client(platform.url);
    const { token } = await api.register('jiho@example.com');
    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/help`);
    await page.getByTestId('language-select').selectOption('hy');
    await page.getByRole('region', { name: '보안' }).waitFor();
    expect(await page.getByTestId('help-category').count()).toBe(3);
    await page.getByTestId('help-search').fill('인증 앱');
    await page.getByTestId('help-article').filter({ hasText: '인증 앱은 어떻게 켜나요?' }).waitFor();
    await shoot(page, 'customer-help-ko');
    await page.getByTestId('help-article').filter({ hasText: '인증 앱은 어떻게 켜나요?' }).click();
    await page.locator('[data-testid="content-page"][data-slug="authenticator"]').waitFor();

    await page.goto(`${platform.url}/about`);
    await page.getByRole('heading', { name: 'Meridian 소개' }).waitFor();
    await page.goto(`${platform.url}/agrt?id=5`);
    await page.getByRole('heading', { name: '개인정보 처리방침' }).waitFor();
    await page.goto(`${platform.url}/agreement`);
    await page.getByTestId('agreement-link').filter({ hasText: '이용 약관' }).waitFor();
    await page.goto(`${platform.url}/downLoad`);
    // Chromium may offer its own install prompt (the page has a manifest), else the steps by hand show.
    await page.locator('[data-testid="install-steps"], [data-testid="install-app"]').first().waitFor();
    await page.getByTestId('official-channel').filter({ hasText: '@meridian_official' }).waitFor();
    await shoot(page, 'customer-download-ko');
    const manifest = await fetch(`${platform.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(((await manifest.json()) as { display: string }).display).toBe('standalone');
    await page.close();
  });

  it('asks a customer to accept a new version of the user agreement at the next visit', async () => {
    const api = new Client(platform.url);
    const { token } = await api.register('accept@example.com');
    await eventually(async () =>
      expect((await call(platform.url, token, 'GET', '/agreements', undefined, null)).body.data.items[0].acceptedVersion).toBe(1),
    );
    const admin = await api.staffToken();
    const pages = await api.admin<{
      data: { id: string; slug: string; texts: Record<string, { title: string; summary: string; body: string }> }[];
    }>('GET', '/content-pages?kind=agreement', admin);
    const agreement = pages.body.data.find((page) => page.slug === 'user-agreement')!;
    const texts = {
      ...agreement.texts,
      jp: { ...agreement.texts.jp!, body: `${agreement.texts.jp!.body}<h2>9. 紛争</h2><p>まずサポートにご相談ください。</p>` },
    };
    await api.admin('PUT', `/content-pages/${agreement.id}`, admin, { texts });
    await api.admin('POST', `/content-pages/${agreement.id}/publish`, admin, { askAgain: true });

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/`);
    await page.getByTestId('language-select').selectOption('jp');
    const prompt = page.getByTestId('agreement-prompt');
    await prompt.filter({ hasText: '9. 紛争' }).waitFor();
    await shoot(page, 'customer-agreement-prompt-ja');
    await page.getByTestId('agreement-accept').click();
    await prompt.waitFor({ state: 'hidden' });
    expect((await call(platform.url, token, 'GET', '/agreements/pending', undefined, null)).body.data.items).toEqual([]);
    await page.close();
  });

  it('shows a visitor the user agreement in force over the registration form', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/`);
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    await page.goto(`${platform.url}/register`);
    await page.getByTestId('open-agreement').click();
    await page.getByTestId('agreement-body').filter({ hasText: '7. Privacy' }).waitFor();
    await page.getByTestId('agreement-agree').click();
    expect(await page.locator('input[name="agree"]').isChecked()).toBe(true);
    await page.close();
  });

  it('tells a verification decided in the personal inbox, in Thai, read on opening and archived', async () => {
    const api = new Client(platform.url);
    const { token, user } = await api.register('inbox-reader@example.com');
    const decided = { updates: [{ customerId: user.id, balances: [], deposits: [], withdrawals: [], spotOrders: [], verifications: [{ tier: 'primary', status: 'approved' }] }], at: new Date().toISOString() };
    const id = randomUUID();
    await platform.platform.app.get<MessageBus>(MESSAGE_BUS).publish([
      { id, type: CustomerUpdateEvents.updated, source: KYC_SOURCE, streamId: `kyc-${user.id}`, schemaVersion: 1, data: decided, metadata: {}, occurredAt: decided.at },
    ]);
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/inbox', undefined, null)).body.data.unread).toBe(1));
    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/inbox`);
    await page.getByTestId('language-select').selectOption('ty');
    await page.locator('[data-testid="inbox-item"][data-read="false"]').filter({ hasText: 'การยืนยันตัวตนได้รับการอนุมัติ' }).click();
    await page.getByTestId('inbox-detail-body').filter({ hasText: 'การยืนยันขั้นพื้นฐานของคุณได้รับการอนุมัติแล้ว' }).waitFor();
    await page.getByTestId('inbox-phrase-missing').waitFor();
    await shoot(page, 'inbox-message');
    await page.getByTestId('inbox-archive').click();
    await page.getByTestId('inbox-empty').waitFor();
    await page.close();
  });
});
