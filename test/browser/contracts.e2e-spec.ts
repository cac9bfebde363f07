import type { BrowserContext, Page } from 'playwright-core';
import { ContractCoreService, ContractTicks, MarketDataService, OptionExpiry } from '@meridian/trading';
import { openAsCustomer } from '../support/customer-page';
import { call, confirmProposal, staffMember } from '../support/funding';
import { assetRow, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { staffLogin } from '../support/staff-login';
import { browserSuite } from '../support/browser-suite';

type WebStorage = { getItem(key: string): string | null };

/**
 * A customer trading a perpetual contract on a phone: a 10x long confirmed with its margin, fee and
 * liquidation price, its profit moving with the price, a take-profit set on it that fills at the
 * recorded tick that crossed it, and the history that names that tick.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let market: MarketDataService;

browserSuite(async (suite) => {
  ({ platform, browser: phone } = suite);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
});

const openDialog = (page: Page) => page.locator('dialog[open]');

async function contractCustomer(page: Page): Promise<void> {
  await page.goto(`${platform.url}/login`);
  // The pages of this file share one browser: each test starts its own demo customer, so wait for the new token.
  const storedToken = () => page.evaluate(() => (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('meridian.token'));
  const previous = await storedToken();
  await page.getByTestId('create-demo').click();
  await page.getByTestId('demo-badge').first().waitFor();
  await eventually(async () => expect(await storedToken()).not.toBe(previous));
  const token = (await storedToken())!;
  await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('100000.000000'));
  expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '5000' })).body.code).toBe(1);
  await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('5000.000000'));
}

describe('perpetual contracts in the browser', () => {
  it('opens a 10x long after confirming its margin and liquidation price, and closes it at a take-profit, naming the tick', async () => {
    const page = await phone.newPage();
    await contractCustomer(page);
    await page.goto(`${platform.url}/currencyTrade?symbol=BTCUSDT`);
    await page.getByTestId('contract-screen').waitFor();
    await page.getByTestId('leverage-10').click();
    await page.getByTestId('contract-lots').fill('0.01');
    await page.getByTestId('open-position').click();
    await openDialog(page).getByTestId('confirm-margin').waitFor();
    expect(await openDialog(page).getByTestId('confirm-liquidation').textContent()).toMatch(/\d/);
    await shoot(page, 'customer-contract-confirm');
    await openDialog(page).getByTestId('confirm').click();

    const position = page.getByTestId('position').first();
    await position.waitFor();
    expect(await position.getAttribute('data-status')).toBe('open');
    await market.step();
    expect(await position.getByTestId('position-pnl').textContent()).toMatch(/USDT/);
    await position.scrollIntoViewIfNeeded();
    await shoot(page, 'customer-contract-position');

    const price = Number(market.lastTick('BTCUSDT')!.price);
    const takeProfit = (price * 1.01).toFixed(2);
    await position.getByTestId('edit-levels').click();
    await openDialog(page).getByTestId('levels-take-profit').fill(takeProfit);
    await openDialog(page).getByTestId('confirm').click();
    await openDialog(page).waitFor({ state: 'detached' });

    // The core holds the take-profit before the tick that crosses it comes, and has closed the position before the history is read.
    const core = platform.platform.app.get(ContractCoreService);
    const [opened] = core.state.livePositions().filter((live) => live.symbol === 'BTCUSDT');
    await eventually(async () => expect(core.state.position(opened!.id)?.takeProfit).toBeTruthy(), 60_000);
    const last = market.lastTick('BTCUSDT')!;
    const crossing = { symbol: 'BTCUSDT', seq: last.seq + 1000, at: new Date().toISOString(), price: (price * 1.02).toFixed(2), source: 'scripted' };
    await platform.platform.app.get(ContractTicks).apply([crossing]);
    expect(core.state.position(opened!.id)).toMatchObject({ status: 'closed', closeReason: 'take_profit' });
    await page.getByTestId('positions-history').click();
    const closed = page.getByTestId('position').first();
    await closed.waitFor({ timeout: 90_000 });
    await eventually(async () => expect(await closed.getAttribute('data-status')).toBe('closed'), 60_000);
    expect(await closed.textContent()).toContain(`#${crossing.seq}`);
    expect(Number(((await closed.getByTestId('position-realized').textContent()) ?? '').replace(/[^\d.-]/g, ''))).toBeGreaterThan(0);
    await closed.scrollIntoViewIfNeeded();
    // Nothing on the phone's screen is wider than the screen.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'customer-contract-history');
    // The records page lists it too, among the closed positions.
    await page.getByTestId('switch-records').click();
    await eventually(async () => expect(await page.getByTestId('position').first().getAttribute('data-status')).toBe('closed'));
    await page.close();
  });

  it('shows staff the house’s exposure on the instrument a customer holds a position in', async () => {
    const { token } = (await new Client(platform.url).get('/web/tempLogin')).body.data;
    await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('100000.000000'));
    await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '10000' });
    await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('10000.000000'));
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'ETHUSDT', side: 'short', type: 'market', leverage: 5, lots: '2.00' });
    expect(opened.body.code).toBe(1);

    const page = await phone.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await staffLogin(page, platform.url);
    await page.goto(`${platform.url}/admin/#/contracts-house`);
    const table = page.getByTestId('house-exposure-table');
    await table.waitFor();
    const row = table.locator('tr', { hasText: 'ETHUSDT' });
    expect(await row.textContent()).toContain('-2.00');
    await shoot(page, 'backoffice-contracts-house');

    // An admin widens gold's spread, with a reason; customers see it in the contract's terms.
    await page.goto(`${platform.url}/admin/#/contracts/XAUUSD`);
    await page.locator('input[name="spread"]').fill('0.50');
    await page.locator('textarea[name="reason"]').fill('wider spread before the rate decision');
    await shoot(page, 'backoffice-contract-edit');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/#\/contracts$/);
    const instruments = (await (await fetch(`${platform.url}/api/v1/contracts/instruments`)).json()) as { data: { items: { symbol: string; spread: string }[] } };
    expect(instruments.data.items.find((terms) => terms.symbol === 'XAUUSD')?.spread).toBe('0.50');

    // Bitcoin's maintenance ladder, tier by tier, with the amounts that keep it continuous.
    await page.goto(`${platform.url}/admin/#/contracts/BTCUSDT`);
    await page.locator('input[name="maintenance.tiers.2.rate"]').waitFor();
    expect(await page.locator('input[name="maintenance.tiers.0.rate"]').inputValue()).toBe('0.005');
    await page.locator('input[name="maintenance.tiers.0.rate"]').scrollIntoViewIfNeeded();
    await shoot(page, 'backoffice-contract-tiers');

    // A 50x long liquidated by the recorded tick that crossed its level, and an option waiting: the log and the book.
    const risky = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 50, lots: '0.01' });
    // After the tick the position opened at: the core's mark, which the scripted tick of the test before moved past the feed's.
    const entry = risky.body.data.entryTick as { seq: number };
    const crossing = { symbol: 'BTCUSDT', seq: entry.seq + 900, at: new Date().toISOString(), price: (Number(risky.body.data.liquidationPrice) * 0.999).toFixed(2), source: 'scripted' };
    await platform.platform.app.get(ContractTicks).apply([crossing]);
    await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '100' });
    await eventually(async () => expect((await assetRow(platform.url, token, 'jg', 'USDT')).available).toBe('100.000000'));
    expect((await call(platform.url, token, 'POST', '/options/orders', { symbol: 'ETHUSDT', direction: 'rise', seconds: 60, amount: '25' })).body.code).toBe(1);
    await page.goto(`${platform.url}/admin/#/contract-liquidations`);
    await page.getByText(`#${crossing.seq}`).waitFor();
    await shoot(page, 'backoffice-liquidations');
    await page.goto(`${platform.url}/admin/#/option-orders`);
    await page.getByText('ETHUSDT').first().waitFor();
    await shoot(page, 'backoffice-option-book');

    // Compliance refuses real-money options in the EU and the UK, with a reason.
    await page.goto(`${platform.url}/admin/#/option-restrictions/current`);
    await page.getByTestId('add-eu-uk').click();
    await page.locator('textarea[name="reason"]').fill('Retail binary options are banned in the EU and the UK');
    await shoot(page, 'backoffice-option-restrictions');
    await page.locator('button[type="submit"]').click();
    const api = new Client(platform.url);
    const admin = await api.staffToken();
    await eventually(async () => expect((await api.admin<{ data: { countries: string[] } }>('GET', '/option-restrictions/current', admin)).body.data.countries).toHaveLength(28));
    await page.close();

    // A customer registered with a British phone number is told why, and cannot place one.
    await api.get('/web/getCode', { type: 'phone', account: '7700900456', area_code: '44' });
    const code = await api.codeFor('+447700900456');
    const british = (await api.post('/web/userRegister', { type: 'phone', account: '7700900456', area_code: '44', code, password: 'uk-pass-1', password2: 'uk-pass-1', agree: '1' })).body.data.token as string;
    // This browser last held a demo customer's session: only the British customer's token is kept.
    const customerPage = await openAsCustomer(phone, platform.url, british);
    await customerPage.goto(`${platform.url}/preciousMetal?symbol=BTCUSDT`);
    expect(await customerPage.getByTestId('option-refused').textContent()).toContain('(GB)');
    expect(await customerPage.getByTestId('option-rise').isDisabled()).toBe(true);
    await customerPage.getByTestId('option-refused').scrollIntoViewIfNeeded();
    await shoot(customerPage, 'customer-option-refused');
    await customerPage.close();
    // Lifting restrictions loosens a control: a second admin confirms it (four eyes).
    const lifted = await api.admin('PUT', '/option-restrictions/current', admin, { countries: [], reason: 'offered everywhere again for the next test' });
    await confirmProposal(api, 'trading', lifted, await staffMember(api, 'admin2@browser.test', ['admin']));
  });

  it('places a 30-second rise option after confirming what a win returns, counts down, and settles it at the recorded tick', async () => {
    const page = await phone.newPage();
    await contractCustomer(page);
    const token = (await page.evaluate(() => (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('meridian.token')))!;
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '500' })).body.code).toBe(1);
    await eventually(async () => expect((await assetRow(platform.url, token, 'jg', 'USDT')).available).toBe('500.000000'));

    await page.goto(`${platform.url}/preciousMetal?symbol=BTCUSDT`);
    await page.getByTestId('option-screen').waitFor();
    // Japanese reads red as up: with the colours on "auto", rise takes the colour fall had in English.
    const background = (testId: string) =>
      page.getByTestId(testId).evaluate((element) => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(element).backgroundColor);
    const [riseInEnglish, fallInEnglish] = [await background('option-rise'), await background('option-fall')];
    expect(riseInEnglish).not.toBe(fallInEnglish);
    await page.getByTestId('language-select').selectOption('jp');
    await eventually(async () => expect(await background('option-rise')).toBe(fallInEnglish));
    await page.getByTestId('language-select').selectOption('en');
    await eventually(async () => expect(await background('option-rise')).toBe(riseInEnglish));
    await page.getByTestId('duration-30').click();
    await page.getByTestId('option-amount').fill('20');
    await page.getByTestId('option-rise').click();
    expect(await openDialog(page).getByTestId('option-confirm-win').textContent()).toContain('36.00');
    await shoot(page, 'customer-option-confirm');
    await openDialog(page).getByTestId('confirm').click();
    const waiting = page.getByTestId('option-order').first();
    await waiting.waitFor();
    expect(await waiting.getByTestId('option-countdown').textContent()).toMatch(/\d/);
    await waiting.scrollIntoViewIfNeeded();
    await shoot(page, 'customer-option-waiting');

    const orders = await call(platform.url, token, 'GET', '/options/orders?status=pending', undefined, null);
    const accepted = Date.parse(orders.body.data.items[0].acceptedAt);
    for (const seconds of [1, 15, 30]) await market.step(new Date(accepted + seconds * 1000));
    await platform.platform.app.get(OptionExpiry).settleDue(new Date(accepted + 40_000));
    await page.getByTestId('options-history').click();
    const settled = page.getByTestId('option-order').first();
    await eventually(async () => expect(await settled.getAttribute('data-status')).toBe('settled'));
    expect(['win', 'loss', 'tie']).toContain(await settled.getAttribute('data-result'));
    await settled.scrollIntoViewIfNeeded();
    await shoot(page, 'customer-option-settled');
    await page.close();
  });
});
