import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { Pool } from 'pg';
import { catalogues } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { ADMIN, eventually, type TestPlatform } from '../support/platform-harness';
import { browserSuite } from '../support/browser-suite';
import { shoot } from '../support/screenshots';

/**
 * Issue 20, item 9 (the back office's part), as the walk met it in Japanese: the deposits queue's
 * customer filter was labelled "Customer", a mistyped TRC20 address was refused with "This address
 * is not valid for the TRC20 network", and the contract terms said "Quoted in USD and settled in
 * USDT one for one". The back office now names every label in its language and sends that language
 * to the server, which answers in it. The test browser's own language is English, so only the
 * language chosen in the back office can have made the difference.
 */
let platform: TestPlatform;
let browser: BrowserContext;
let office: Page;

browserSuite(async (suite) => {
  ({ platform, browser } = suite);
  office = await browser.newPage();
  await office.goto(`${platform.url}/admin/`);
  const form = office.locator('input[name="email"]');
  const menu = office.locator('a[href="#/customers"]').first();
  await form.or(menu).first().waitFor();
  if (await form.isVisible()) {
    await form.fill(ADMIN.email);
    await office.locator('input[name="password"]').fill(ADMIN.password);
    await office.locator('button[type="submit"]').click();
    await menu.waitFor();
  }
  // The language menu keeps its choice in react-admin's store; signed in, so the reload keeps it.
  await office.evaluate(() =>
    (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem(
      'RaStore.locale',
      JSON.stringify('ja'),
    ),
  );
  await office.reload();
  await menu.waitFor();
  await eventually(async () => expect(await office.getAttribute('html', 'lang')).toBe('ja'));
}, { viewports: [{ width: 1366, height: 900 }] });

describe('the back office in Japanese', () => {
  it('labels the queues’ filters in Japanese', async () => {
    await office.goto(`${platform.url}/admin/#/deposits`);
    await office.getByLabel('顧客', { exact: true }).first().waitFor();
    await office.getByLabel('状態', { exact: true }).first().waitFor();
    expect(await office.getByLabel('Customer', { exact: true }).count()).toBe(0);
  });

  it('shows the server’s refusal of a mistyped address in Japanese', async () => {
    expect(await office.evaluate(() => (globalThis as unknown as { navigator: { language: string } }).navigator.language)).toMatch(/^en/);
    await office.goto(`${platform.url}/admin/#/deposit-addresses/USDT-TRC20`);
    const address = office.locator('input[name="address"]');
    await address.waitFor();
    await address.fill('0xnot-tron');
    await office.locator('button[type="submit"]').click();
    await office.getByText(catalogues.jp['withdraw.addressInvalid'].replace('{chain}', 'TRC20')).first().waitFor();
    expect(await office.getByText('This address is not valid for the TRC20 network').count()).toBe(0);
  });

  it('shows the contract terms’ note in Japanese', async () => {
    await office.goto(`${platform.url}/admin/#/contracts/EURUSD/show`);
    await office.getByText(catalogues.jp['contracts.pointValueUsd']).first().waitFor();
    expect(await office.getByText('Quoted in USD and settled in USDT one for one').count()).toBe(0);
  });
});

describe('the bus’s failing deliveries (Deliveries)', () => {
  it('shows a consumer held back by an event it keeps failing on, since when and why, in Japanese', async () => {
    // What the bus's recording observer writes after a handler's failed attempts (libs/messaging delivery-failures.ts).
    const eventId = randomUUID();
    await platform.platform.app.get<Pool>(PG_POOL).query(
      `INSERT INTO bus_delivery_failures (consumer, event_id, event_type, source, attempts, last_error, first_failed_at)
       VALUES ('trading.contract-funds', $1, 'FundsSentToTrading', 'accounts', 14, 'ContractRejection contracts.duplicate: contracts.duplicate', now() - interval '3 minutes')`,
      [eventId],
    );
    // The dashboard counts it among what waits for staff, and its count opens the list.
    await office.goto(`${platform.url}/admin/#/`);
    await office.reload(); // without the previous test's notice
    await office.getByTestId('waiting-deliveries').filter({ hasText: '失敗中の配信 1 件' }).click();
    await office.waitForURL(/#\/deliveries/);
    const row = office.locator('tbody tr').filter({ hasText: eventId });
    await row.getByText('失敗中', { exact: true }).waitFor();
    for (const text of ['trading.contract-funds', 'FundsSentToTrading', '14', 'ContractRejection contracts.duplicate: contracts.duplicate']) await row.getByText(text, { exact: true }).first().waitFor();
    await office.getByText('コンシューマー', { exact: true }).first().waitFor();
    await shoot(office, 'backoffice-deliveries');
  });
});
