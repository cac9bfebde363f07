import type { BrowserContext, Page } from 'playwright-core';
import { MarketDataService, OptionExpiry } from '@meridian/trading';
import { openAsCustomer } from '../support/customer-page';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';
import { assetRow, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 20's walk on a phone (390 px), where it found dead ends: a contract confirmation that showed
 * what the order could not be, option stakes outside the customer's cap, a demo shown a real deposit
 * address, the User Agreement that cleared the registration form, shortcuts to placeholders, a
 * closed market that said nothing, an option card stuck at "--" and "0 s left", and the small ones.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let market: MarketDataService;

browserSuite(async (suite) => {
  ({ platform, browser: phone } = suite);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
});

type WebStorage = { getItem(key: string): string | null };
const openDialog = (page: Page) => page.locator('dialog[open]');
const storedToken = (page: Page) => page.evaluate(() => (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('meridian.token'));
const pageWidth = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

/** A new demo customer in this browser, with `toContract` USDT moved into the contract account. */
async function demoCustomer(page: Page, toContract = '5000'): Promise<string> {
  // As a visitor: a session left by an earlier test may have ended (the clock moves a week on some
  // days) and be cleared by the app while the demo is created.
  await page.goto(`${platform.url}/login`);
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.goto(`${platform.url}/login`);
  await page.getByTestId('create-demo').click();
  await page.getByTestId('demo-badge').first().waitFor();
  await eventually(async () => expect(await storedToken(page)).toBeTruthy());
  const token = (await storedToken(page))!;
  await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('100000.000000'));
  expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: toContract })).body.code).toBe(1);
  await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe(`${toContract}.000000`));
  return token;
}

describe('no dead ends on a phone', () => {
  it('says on the contract form what the order cannot be, before the click, and confirms TP and SL', async () => {
    const page = await phone.newPage();
    await demoCustomer(page);
    await page.goto(`${platform.url}/currencyTrade?symbol=BTCUSDT`);
    await page.getByTestId('contract-screen').waitFor();
    const button = page.getByTestId('open-position');
    const reason = page.getByTestId('open-blocked');

    // The walk's order: 20 lots at 100x, far more than the tier's leverage and the 5,000 USDT balance.
    await page.getByTestId('leverage-100').click();
    await page.getByTestId('contract-lots').fill('20');
    await reason.waitFor();
    expect(await reason.textContent()).toMatch(/leverage|Not enough/i);
    expect(await button.isDisabled()).toBe(true);
    await reason.scrollIntoViewIfNeeded();
    await shoot(page, 'customer-contract-refused-before-click');

    // Within the tier's leverage but above the balance: the margin and the balance are named.
    await page.getByTestId('leverage-10').click();
    await page.getByTestId('contract-lots').fill('1');
    await eventually(async () => expect(await reason.textContent()).toContain('Not enough in this account'));
    expect(await reason.textContent()).toContain('5,000.00 USDT');
    expect(await button.isDisabled()).toBe(true);

    // A size the account holds: the reason goes, the live figures show, and the confirmation names TP and SL.
    await page.getByTestId('contract-lots').fill('0.01');
    const price = Number(market.lastTick('BTCUSDT')!.price);
    await page.getByTestId('contract-take-profit').fill((price * 1.05).toFixed(2));
    await page.locator('input[name="stopLoss"]').fill((price * 0.95).toFixed(2));
    await page.getByTestId('live-quote').waitFor();
    await reason.waitFor({ state: 'detached' });
    await button.click();
    // Prices show grouped, as every price on the screen (68,250.12).
    expect((await openDialog(page).getByTestId('confirm-take-profit').textContent())!.replace(/,/g, '')).toContain((price * 1.05).toFixed(2));
    expect((await openDialog(page).getByTestId('confirm-stop-loss').textContent())!.replace(/,/g, '')).toContain((price * 0.95).toFixed(2));
    await shoot(page, 'customer-contract-confirm-tpsl');
    await openDialog(page).getByTestId('confirm').click();
    await page.getByTestId('position').first().waitFor();

    // A stop-loss on the wrong side is the server's refusal, shown before the click.
    await page.locator('input[name="stopLoss"]').fill((price * 1.1).toFixed(2));
    await reason.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('holds a real customer to the risk profile’s margin cap and shows their real option cap', async () => {
    const api = new Client(platform.url);
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.admin);
    const { token } = await api.register('capped@browser.test');
    await fund(api, platform.url, token, staff.fin1, '7000');
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('7000.000000'));
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '6900' })).body.code).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('6900.000000'));

    const page = await openAsCustomer(phone, platform.url, token);
    await page.goto(`${platform.url}/currencyTrade?symbol=BTCUSDT`);
    await page.getByTestId('leverage-10').click();
    await page.getByTestId('contract-lots').fill('1');
    // About 6,500 USDT of margin: the account holds it, an unassessed risk profile allows 5,000.
    await eventually(async () => expect(await page.getByTestId('open-blocked').textContent()).toContain('5,000.00 USDT of margin per position'));
    expect(await page.getByTestId('open-position').isDisabled()).toBe(true);

    // Unverified and unassessed: at most 500 USDT per option, said in the label and refused outside it.
    await page.goto(`${platform.url}/preciousMetal?symbol=BTCUSDT`);
    const amount = page.getByTestId('option-amount');
    await amount.waitFor();
    await eventually(async () => expect(await page.getByText(/Stake \(USDT, 10 to 500\)/).count()).toBe(1));
    await amount.fill('20000');
    await eventually(async () => expect(await page.getByTestId('option-blocked').textContent()).toContain('at most 500.00 USDT'));
    expect(await page.getByTestId('option-rise').isDisabled()).toBe(true);
    await page.getByTestId('option-blocked').scrollIntoViewIfNeeded();
    await shoot(page, 'customer-option-cap');
    await amount.fill('5');
    await eventually(async () => expect(await page.getByTestId('option-blocked').textContent()).toContain('smallest stake is 10.00 USDT'));
    expect(await page.getByTestId('option-fall').isDisabled()).toBe(true);
    await page.close();
  });

  it('tells a demo account on the deposit and withdrawal screens that its money is virtual, with the way to a live account', async () => {
    const page = await phone.newPage();
    await demoCustomer(page, '10');
    await page.goto(`${platform.url}/authenticationrj`);
    await page.getByTestId('demo-funding-notice').waitFor();
    // No real address to send real money to.
    expect(await page.locator('.qr').count()).toBe(0);
    await shoot(page, 'customer-demo-deposit');
    await page.goto(`${platform.url}/authenticationcj`);
    await page.getByTestId('demo-funding-notice').waitFor();
    await shoot(page, 'customer-demo-withdraw');
    await page.getByTestId('demo-open-live').click();
    await page.waitForURL(/\/register$/);
    await page.close();
  });

  it('opens the User Agreement over the registration form, keeps what was typed, and leads every home shortcut to a real screen', async () => {
    const { token } = await new Client(platform.url).register('shortcuts@browser.test');
    const customer = await openAsCustomer(phone, platform.url, token);
    await customer.goto(`${platform.url}/`);
    const shortcuts = customer.getByTestId('quick-entries');
    await shortcuts.waitFor();
    const targets = await shortcuts.locator('a').evaluateAll((links) => links.map((link) => (link as unknown as { getAttribute(name: string): string }).getAttribute('href')));
    expect(targets).toEqual(['/authenticationrj', '/c2c_index', '/transfer', '/market', '/currencyTrade', '/benefits', '/invite', '/help']);
    await shortcuts.locator('a[href="/invite"]').click();
    await customer.getByTestId('invite-code').waitFor();
    await customer.close();

    const page = await phone.newPage();
    await page.goto(`${platform.url}/`);
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    await page.goto(`${platform.url}/`);
    await page.getByTestId('quick-entries').waitFor();
    expect(await page.getByTestId('home-hero').getAttribute('data-audience')).toBe('visitor');

    await page.goto(`${platform.url}/register`);
    await page.locator('input[name="account"]').fill('reader@browser.test');
    await page.locator('input[name="password"]').fill('secret123');
    await page.getByTestId('open-agreement').click();
    const sheet = page.getByTestId('agreement-sheet');
    await sheet.waitFor();
    expect(page.url()).toMatch(/\/register$/);
    expect(await sheet.textContent()).toContain('Risk');
    await shoot(page, 'customer-register-agreement');
    await page.getByTestId('agreement-agree').click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.locator('input[name="account"]').inputValue()).toBe('reader@browser.test');
    expect(await page.locator('input[name="password"]').inputValue()).toBe('secret123');
    expect(await page.locator('input[name="agree"]').isChecked()).toBe(true);
    await page.close();
  });

  it('keeps the option card live: the strike as soon as it is recorded, the settlement after expiry', async () => {
    const page = await phone.newPage();
    const token = await demoCustomer(page, '10');
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '100' })).body.code).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, token, 'jg', 'USDT')).available).toBe('100.000000'));
    await page.goto(`${platform.url}/preciousMetal?symbol=BTCUSDT`);
    await page.getByTestId('duration-30').click();
    await page.getByTestId('option-amount').fill('20');
    await page.getByTestId('option-rise').click();
    await openDialog(page).getByTestId('confirm').click();
    const card = page.getByTestId('option-order').first();
    await card.waitFor();
    expect(await card.getByTestId('option-strike').textContent()).not.toContain('#');

    const orders = await call(platform.url, token, 'GET', '/options/orders?status=pending', undefined, null);
    const accepted = Date.parse(orders.body.data.items[0].acceptedAt);
    await market.step(new Date(accepted + 1000));
    // No reload, no tab change: the card shows the strike's tick.
    await eventually(async () => expect(await card.getByTestId('option-strike').textContent()).toContain('#'));
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'customer-option-strike-live');

    await market.step(new Date(accepted + 29_000));
    // The phone's clock passes the expiry: the card says it is settling, not "0 s left".
    await page.clock.setFixedTime(new Date(accepted + 31_000));
    await card.getByTestId('option-settling').waitFor();
    await platform.platform.app.get(OptionExpiry).settleDue(new Date(accepted + 40_000));
    await eventually(async () => expect(await page.getByTestId('option-order').first().getAttribute('data-status')).toBe('settled'));
    expect(['win', 'loss', 'tie']).toContain(await page.getByTestId('option-order').first().getAttribute('data-result'));
    await shoot(page, 'customer-option-settled-live');
    await page.close();
  });

  it('fixes the small ones: the home page after the demo, the verifier hint, the trade-password status', async () => {
    const page = await phone.newPage();
    await demoCustomer(page, '10');
    await page.goto(`${platform.url}/`);
    await eventually(async () => expect(await page.getByTestId('home-hero').getAttribute('data-audience')).toBe('demo'));
    expect(await page.getByTestId('home-hero').textContent()).not.toContain('Sign up');
    expect(await page.getByTestId('home-hero').textContent()).not.toContain('Try the demo');
    await shoot(page, 'customer-home-demo');

    await page.goto(`${platform.url}/verify-feed?symbol=ETHUSDT`);
    await page.getByTestId('feed-verifier').waitFor();
    await eventually(async () => expect(await page.getByTestId('verifier-script').textContent()).toContain('--symbol ETHUSDT'));
    expect(await page.getByTestId('verifier-script').textContent()).toContain(`--url ${platform.url}`);
    // The platform started this hour: no earlier hour (before its first tick) is offered.
    const first = (await (await fetch(`${platform.url}/api/v1/markets/ETHUSDT/ticks?from_seq=1&to_seq=1`)).json()) as { data: { items: { at: string }[] } };
    const hours = await page.getByTestId('verifier-hour').locator('option').evaluateAll((options) => options.map((option) => (option as unknown as { value: string }).value));
    for (const hour of hours.filter(Boolean)) expect(Date.parse(hour) + 3_600_000).toBeGreaterThan(Date.parse(first.data.items[0]!.at));

    await page.goto(`${platform.url}/security`);
    await eventually(async () => expect(await page.getByTestId('trade-password-link').textContent()).toContain('Not set'));
    await page.close();
  });

  it('says a closed stock market is closed, with its hours in the customer’s time zone and when it opens', async () => {
    // Saturday noon UTC: US stocks are closed until Monday 14:30 UTC, 21:30 in Bangkok.
    const now = new Date();
    const saturday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7), 12));
    platform.clock.offsetMs = saturday.getTime() - Date.now();
    await market.step(saturday);
    const page = await phone.newPage();
    await demoCustomer(page, '1000');
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Bangkok' });
    await page.clock.setFixedTime(saturday);
    await page.goto(`${platform.url}/currencyTrade?symbol=AAPL`);
    const notice = page.getByTestId('market-closed-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This market is closed now');
    expect(await notice.textContent()).toContain('Asia/Bangkok');
    expect(await page.getByTestId('market-opens').textContent()).toMatch(/Monday.*21:30/);
    const sessions = await page.getByTestId('market-hours').locator('li').allTextContents();
    expect(sessions).toHaveLength(5);
    expect(sessions[0]).toMatch(/Mon 21:30 – Tue 04:00/);
    expect(await page.getByTestId('open-position').isDisabled()).toBe(true);
    expect(await page.getByTestId('open-blocked').textContent()).toContain('closed');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'customer-contract-market-closed');
    await page.close();
  });
});
