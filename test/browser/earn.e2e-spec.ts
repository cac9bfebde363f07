import type { BrowserContext } from 'playwright-core';
import { EarnCutoff, EtfValuation } from '@meridian/earn';
import { DailyCloseRecorder, MarketDataService } from '@meridian/trading';
import { openAsCustomer } from '../support/customer-page';
import { createFinanceStaff, FINANCE, fund, openDepositChannel } from '../support/funding';
import { contributeCapital, fundPlatformAccount } from '../support/platform-capital';
import { Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { browserSuite } from '../support/browser-suite';

/**
 * A customer buys a 7-day custody product on a phone after reading its rules and confirming, watches
 * it go into custody and earn, asks to redeem early at the quoted penalty, and finance approves the
 * redemption in the back office. Another is given VIP 1 by finance on the customer's page and buys a
 * VIP product in Japanese, the level-3 product shown locked. A third buys units of the low-risk ETF in
 * Spanish once the fund is valued from a trading day's closes. A fourth subscribes to a new coin in
 * Korean, finance allots it in the back office after the window, and an admin lists it as a spot market.
 */
let platform: TestPlatform;
let browser: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser } = suite);
  platform.clock.setNextUtc(10);
});

describe('custody earn in the browser', () => {
  it('buys, earns, asks to redeem early at the quoted penalty, and finance approves it', async () => {
    const api = new Client(platform.url);
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    // Orders are accepted only while the payout account covers their yields: the operator's capital
    // (10,000), half of it moved there by finance; the rest stays in the treasury for the form below.
    await contributeCapital(api, staff.fin1, staff.fin2, '10000');
    await fundPlatformAccount(api, staff.fin1, 'earn-payouts', '5000');
    const { token } = await api.register('earner@example.com');
    await fund(api, platform.url, token, staff.fin1, '2000');

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('earn-link').click();
    await page.getByTestId('earn-product-custody-7d').waitFor();
    await shoot(page, 'customer-earn-products');
    await page.getByTestId('earn-product-custody-7d').getByTestId('earn-buy').click();
    await page.waitForURL(/\/profit_buy\?product=custody-7d/);
    await page.getByTestId('earn-amount').fill('50');
    await page.locator('form button[type="submit"]').click();
    expect(await page.getByTestId('earn-amount').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('earn-amount').fill('1000');
    expect(await page.getByTestId('earn-projection').textContent()).toContain('21');
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('confirm').waitFor();
    await shoot(page, 'customer-earn-confirm');
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/profit_wdtg\?order=/);
    const detail = page.getByTestId('earn-order-detail');
    await detail.locator('[data-testid="earn-status"][data-status="in_custody"]').waitFor();

    // Three days on: two days paid at 0.3%.
    platform.clock.offsetMs += 3 * 86_400_000;
    await platform.platform.app.get(EarnCutoff).run();
    await page.reload();
    await page.getByTestId('earn-earned').filter({ hasText: '6' }).waitFor();
    await shoot(page, 'customer-earn-order');
    await page.getByTestId('earn-redeem').click();
    expect(await page.getByTestId('earn-quote-penalty').textContent()).toContain('50');
    await page.getByTestId('confirm').click();
    await detail.locator('[data-testid="earn-status"][data-status="redeeming"]').waitFor();

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    await office.goto(`${platform.url}/admin/#/earn-orders?filter=${encodeURIComponent(JSON.stringify({ status: 'redeeming' }))}`);
    await office.getByRole('row').filter({ hasText: 'custody-7d' }).first().click();
    await office.getByTestId('earn-approve').click();
    await office.getByTestId('earn-decision-confirm').click();
    await office.getByTestId('earn-staff-status').filter({ hasText: 'Redeemed' }).waitFor();
    await shoot(office, 'backoffice-earn-redemption');
    // The liabilities page: the yields paid and the penalty kept, against what live orders may still claim.
    // The order reads Redeemed once earn decided; the payout account moves when accounts has settled the
    // redemption over the bus, a moment later, and the page shows what it read when it opened.
    await eventually(async () => {
      await office.goto(`${platform.url}/admin/#/liabilities`);
      await office.reload();
      await office.getByTestId('liabilities-earn').filter({ hasText: '5044.000000' }).waitFor({ timeout: 3000 });
    }, 30_000);
    // Finance funds the payout account from the treasury, with a reason, after confirming.
    await office.getByTestId('fund-amount').fill('500');
    await office.getByTestId('fund-reason').fill('Cover for December');
    await office.getByTestId('fund-submit').click();
    await office.getByTestId('fund-confirm').click();
    await office.getByTestId('liabilities-earn').filter({ hasText: '5544.000000' }).waitFor();
    await shoot(office, 'backoffice-liabilities');

    // Finance sets tomorrow's rate and closes the product to new orders, with a reason.
    await office.goto(`${platform.url}/admin/#/earn-products`);
    await office.getByRole('row').filter({ hasText: 'custody-7d' }).first().click();
    await office.getByTestId('earn-rates-empty').waitFor();
    await office.getByTestId('earn-rate-input').fill('0.0045');
    await office.getByTestId('earn-rate-save').click();
    await office.getByTestId('earn-rate-row').filter({ hasText: '0.0045' }).waitFor();
    await office.locator('input[name="terms.enabled"]').uncheck();
    await office.locator('textarea[name="changeReason"]').fill('Paused for the year-end review');
    await office.getByTestId('earn-product-save').click();
    await office.getByRole('row').filter({ hasText: 'Paused for the year-end review' }).waitFor();
    await shoot(office, 'backoffice-earn-products');
    await office.close();

    await detail.locator('[data-testid="earn-status"][data-status="redeemed"]').waitFor({ timeout: 15_000 });
    // The product page: closed to new orders, and the payout account's cover (no order earning now).
    await page.goto(`${platform.url}/profit_index`);
    await page.getByTestId('earn-product-custody-7d').filter({ hasText: 'Closed to new orders' }).waitFor();
    expect(await page.getByTestId('earn-product-custody-7d').getByTestId('earn-buy').count()).toBe(0);
    expect(await page.getByTestId('earn-cover-days').textContent()).toBe('No order is earning now');
    await page.close();
  });

  it('opens VIP products by the level finance sets, in Japanese', async () => {
    const api = new Client(platform.url);
    const fin1 = await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password);
    const { token, user } = await api.register('vip.buyer@example.com');
    await fund(api, platform.url, token, fin1, '3000');

    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    await office.goto(`${platform.url}/admin/#/customers/${user.id}/show`);
    const vip = office.getByTestId('customer-vip');
    await vip.getByText('VIP level: VIP 0').waitFor();
    await vip.getByRole('combobox').click();
    await office.getByRole('option', { name: 'VIP 1', exact: true }).click();
    await office.getByTestId('vip-reason').fill('Moved from our partner bank');
    await office.getByTestId('vip-save').click();
    await vip.getByText('VIP level: VIP 1').waitFor();
    await shoot(office, 'backoffice-customer-vip');
    await office.close();

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/vip_index`);
    await page.getByTestId('language-select').selectOption('jp');
    await page.locator('[data-testid="vip-level"][data-level="1"]').waitFor();
    await page.getByTestId('earn-product-vip-30d').getByTestId('earn-vip-locked').waitFor();
    await shoot(page, 'customer-vip-ja');
    await page.getByTestId('earn-product-vip-15d').getByTestId('earn-buy').click();
    await page.waitForURL(/\/profit_buy\?product=vip-15d/);
    await page.getByTestId('earn-amount').fill('1000');
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/vip_wdtg\?order=/);
    await page.getByTestId('earn-order-detail').locator('[data-testid="earn-status"][data-status="in_custody"]').waitFor();
    expect(await page.getByTestId('earn-order').count()).toBe(1);
    await page.close();
  });

  it('buys ETF units in Spanish at the value fixed from the basket’s closes', async () => {
    // A weekday at 15:00 UTC, when every market of the basket trades; then the next morning.
    let day = Date.parse(`${new Date(platform.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10)}T15:00:00.000Z`);
    while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
    await platform.platform.app.get(MarketDataService).step(new Date(day));
    platform.clock.offsetMs = day + 19 * 3_600_000 - Date.now();
    await platform.platform.app.get(DailyCloseRecorder).run();
    const api = new Client(platform.url);
    await eventually(async () => {
      await platform.platform.app.get(EtfValuation).run();
      expect((await api.get('/api/v1/etf/funds/etf-low')).body.data.value).toBe('1.000000');
    });
    const fin1 = await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password);
    const { token } = await api.register('etf.buyer@example.com');
    await fund(api, platform.url, token, fin1, '500');

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/etflow_buy?fund=etf-low`);
    await page.getByTestId('language-select').selectOption('xby');
    await page.getByTestId('etf-value').waitFor();
    await page.getByTestId('etf-quantity').fill('5');
    await page.getByTestId('etf-form').locator('button[type="submit"]').click();
    expect(await page.getByTestId('etf-form').textContent()).toContain('Fuera de los límites de compra de este fondo');
    await page.getByTestId('etf-quantity').fill('100');
    expect(await page.getByTestId('etf-preview').textContent()).toContain('100');
    await shoot(page, 'customer-etf-es');
    await page.getByTestId('etf-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('etf-my-holdings').click();
    await page.waitForURL(/\/etf_wdtg/);
    await page.getByTestId('etf-holding-etf-low').getByTestId('etf-units').filter({ hasText: '100' }).waitFor();
    await page.locator('[data-testid="etf-trade"] [data-status="completed"]').waitFor();
    await shoot(page, 'customer-etf-holdings-es');
    await page.close();
  });

  it('subscribes to a new coin in Korean, and finance allots it in the back office', async () => {
    const api = new Client(platform.url);
    const fin1 = await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password);
    const now = platform.clock.now().getTime();
    const offered = await api.admin('PUT', '/subscriptions/coins/ORBIT', fin1, {
      name: 'Orbit Chain',
      scale: 2,
      issuePrice: '0.8',
      issueVolume: '50000',
      circulation: '1000000',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      listingDate: new Date(now + 2 * 86_400_000).toISOString().slice(0, 10),
      lockupDays: 3,
      feeRate: '0.005',
      maxPerCustomer: '5000',
      reason: 'Approved by the listing committee',
    });
    expect(offered.status).toBe(200);
    const { token } = await api.register('coin.subscriber@example.com');
    await fund(api, platform.url, token, fin1, '1000');

    const page = await openAsCustomer(browser, platform.url, token);
    await page.goto(`${platform.url}/setting`);
    await page.getByTestId('subscription-link').click();
    await page.waitForURL(/\/subscription$/);
    await page.getByTestId('language-select').selectOption('hy');
    await page.getByTestId('coin-ORBIT').getByTestId('coin-phase').filter({ hasText: '청약 중' }).waitFor();
    await shoot(page, 'customer-subscription-ko');
    await page.getByTestId('subscribe-ORBIT').click();
    await page.waitForURL(/\/subscriptionBuy\?coin=ORBIT/);
    // More than the wallet can pay is refused before anything is sent.
    await page.getByTestId('subscription-quantity').fill('2000');
    await page.getByTestId('subscription-submit').click();
    expect(await page.getByTestId('subscription-form').textContent()).toContain('USDT 잔액이 부족합니다');
    // 1,000 at 0.8 plus 0.5%: 804 USDT frozen.
    await page.getByTestId('subscription-quantity').fill('1000');
    expect(await page.getByTestId('subscription-preview').textContent()).toContain('804');
    await page.getByTestId('subscription-submit').click();
    await page.getByTestId('confirm').click();
    await page.waitForURL(/\/subscriptionRecord\?id=/);
    await page.locator('[data-testid="subscription-record"][data-status="under_review"]').waitFor();

    // The window closes; finance allots in the back office.
    platform.clock.offsetMs += 2 * 86_400_000;
    const office = await browser.newPage();
    await office.setViewportSize({ width: 1280, height: 900 });
    await staffLogin(office, platform.url);
    await office.goto(`${platform.url}/admin/#/coin-offerings`);
    await office.getByRole('row').filter({ hasText: 'ORBIT' }).first().click();
    await office.getByTestId('offering-allot').click();
    await office.getByTestId('offering-decision-confirm').click();
    await office.getByTestId('coin-phase').filter({ hasText: 'Allotted' }).waitFor();
    await office.locator('[data-status="passed"]').waitFor();
    await shoot(office, 'backoffice-coin-offering');
    // The admin lists it as a spot market against USDT, confirmed, with a reason.
    // Trading learns of the issued coin over the bus: give it the time a loaded machine takes.
    await eventually(async () => {
      await office.reload();
      await office.getByTestId('listing-reason').waitFor({ timeout: 2_000 });
    }, 60_000);
    await office.getByTestId('listing-reason').fill('Listing committee: ORBIT/USDT opens');
    await office.getByTestId('listing-submit').click();
    await office.getByTestId('listing-confirm').click();
    await office.getByTestId('spot-listed').filter({ hasText: 'ORBITUSDT' }).waitFor();
    await office.close();

    await page.reload();
    await page.locator('[data-testid="subscription-record"][data-status="passed"]').waitFor();
    expect(await page.getByTestId('subscription-allotted').textContent()).toContain('1,000');
    await shoot(page, 'customer-subscription-record-ko');
    // Its own spot market, priced from the issue price.
    await platform.platform.app.get(MarketDataService).step();
    await page.goto(`${platform.url}/subscription`);
    await page.getByTestId('trade-ORBIT').click();
    await page.waitForURL(/\/exchange\/ORBITUSDT/);
    await page.getByTestId('spot-screen').waitFor();
    await page.getByTestId('market-ticker').getByTestId('price').filter({ hasText: /0\.\d/ }).waitFor();
    await page.close();
  });
});
