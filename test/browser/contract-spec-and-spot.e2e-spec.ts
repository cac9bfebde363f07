import type { BrowserContext, Page } from 'playwright-core';
import { ContractCoreService, ContractTicks, MarketDataService } from '@meridian/trading';
import { openAsCustomer } from '../support/customer-page';
import { call } from '../support/funding';
import { assetRow, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { placeOrder, spotTrader } from '../support/spot';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 20, items 10 to 12 on a 390 px phone: a contract's history shows each close as its own row
 * with totals that add up; each contract has a specification screen linked from the trading screen;
 * the spot screen shows the market's trades live and lays out without squeezing or overlapping.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let market: MarketDataService;

browserSuite(async (suite) => {
  ({ platform, browser: phone } = suite);
  market = platform.platform.app.get(MarketDataService);
  await market.step();
});

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (page: Page, testId: string): Promise<Box> => (await page.getByTestId(testId).first().boundingBox())!;
const pageWidth = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

/** A demo customer (100,000 USDT in funding) with `amount` moved into the contract account. */
async function contractCustomer(amount: string): Promise<string> {
  const { token } = (await new Client(platform.url).get('/web/tempLogin')).body.data;
  await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('100000.000000'));
  expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount })).body.code).toBe(1);
  await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe(`${amount}.000000`));
  return token;
}

const usdt = (text: string | null) => BigInt(Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 1_000_000));

describe('contract specification and history on a phone', () => {
  it('reads a contract’s specification from the trading screen, and a partial close and a stop-loss as two rows that add up', async () => {
    const token = await contractCustomer('5000');
    const page = await openAsCustomer(phone, platform.url, token);
    await page.goto(`${platform.url}/currencyTrade?symbol=BTCUSDT`);
    await page.getByTestId('contract-screen').waitFor();
    await page.getByTestId('contract-spec-link').click();
    const spec = page.getByTestId('contract-spec');
    await spec.waitFor();
    expect(await spec.getAttribute('data-symbol')).toBe('BTCUSDT');
    expect(await page.getByTestId('spec-contract-size').textContent()).toBe('1 lot = 1 BTC');
    // Fees as percentages, not raw fractions.
    expect(await page.getByTestId('spec-open-fee').textContent()).toMatch(/^\d+(\.\d+)?% of the position's value$/);
    expect(await page.getByTestId('spec-tiers').locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await page.getByTestId('spec-tiers').locator('tbody tr').first().textContent()).toMatch(/\d+x.*%/);
    expect(await page.getByTestId('spec-formula').textContent()).toContain('maintenance margin');
    expect(await page.getByTestId('spec-hours').textContent()).toBe('Around the clock, every day.');
    await shoot(page, 'customer-contract-spec');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // A market with hours lists them in the customer's time zone.
    await page.goto(`${platform.url}/contractSpec?symbol=XAUUSD`);
    await page.getByTestId('contract-spec').waitFor();
    expect(await page.getByTestId('spec-hours').locator('li').count()).toBeGreaterThan(1);
    await page.getByTestId('spec-tiers').scrollIntoViewIfNeeded();
    await shoot(page, 'customer-contract-spec-gold');

    // 0.05 lots long; 0.02 closed, then a stop-loss closes the rest.
    const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.05' });
    const id = opened.body.data.id as string;
    const heldWhileOpen = opened.body.data.margin as string;
    expect((await call(platform.url, token, 'POST', `/contracts/positions/${id}/close`, { lots: '0.02' })).body.data.lots).toBe('0.03');
    const price = Number(market.lastTick('BTCUSDT')!.price);
    expect((await call(platform.url, token, 'PUT', `/contracts/positions/${id}/tpsl`, { takeProfit: null, stopLoss: (price * 0.995).toFixed(2) })).body.code).toBe(1);
    const last = market.lastTick('BTCUSDT')!;
    const crossing = { symbol: 'BTCUSDT', seq: last.seq + 1000, at: new Date().toISOString(), price: (price * 0.99).toFixed(2), source: 'scripted' };
    await platform.platform.app.get(ContractTicks).apply([crossing]);
    expect(platform.platform.app.get(ContractCoreService).state.position(id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });

    await page.goto(`${platform.url}/currencyTrade?symbol=BTCUSDT`);
    await page.getByTestId('positions-history').click();
    const closed = page.getByTestId('position').first();
    await eventually(async () => expect(await closed.getAttribute('data-status')).toBe('closed'));
    const rows = closed.getByTestId('position-close');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Closed by you · 0.02 lots');
    expect(await rows.nth(1).textContent()).toContain(`Stop-loss · 0.03 lots`);
    expect(await rows.nth(1).textContent()).toContain(`#${crossing.seq}`);
    // The margin is what was held while open; the rows' realised P&L and fees add up to the totals shown.
    expect(usdt(await closed.getByTestId('position-margin').textContent())).toBe(usdt(heldWhileOpen));
    const realized = await closed.getByTestId('close-realized').allTextContents();
    expect(realized.map(usdt).reduce((a, b) => a + b, 0n)).toBe(usdt(await closed.getByTestId('position-realized').textContent()));
    const fees = (await closed.getByTestId('close-fee').allTextContents()).map(usdt);
    expect(fees.reduce((a, b) => a + b, usdt(await closed.getByTestId('position-open-fee').textContent()))).toBe(usdt(await closed.getByTestId('position-fees').textContent()));
    await closed.scrollIntoViewIfNeeded();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'customer-contract-history-closes');
    await page.close();
  });
});

describe('the spot screen on a phone', () => {
  it('shows every customer’s trades live, a full-width order form, the whole "My trades" tab, and the book clear of the navigation', async () => {
    const token = await spotTrader(platform.url, '5000');
    const page = await openAsCustomer(phone, platform.url, token);
    await page.goto(`${platform.url}/exchange/BTCUSDT`);
    await page.getByTestId('spot-screen').waitFor();
    await page.getByTestId('order-submit').waitFor();
    await shoot(page, 'customer-spot-phone-top');

    // The order form is not squeezed beside the book: it takes the screen's width.
    const form = await boxOf(page, 'order-submit');
    expect(form.width).toBeGreaterThanOrEqual(300);

    // Another customer's market buy against the house reaches this tape without a reload.
    await page.getByTestId('pane-trades').click();
    const tape = page.getByTestId('recent-trades').or(page.getByTestId('trades-empty'));
    await tape.first().waitFor();
    const before = await page.getByTestId('public-trade').count();
    const other = await spotTrader(platform.url, '1000');
    expect((await placeOrder(platform.url, other, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '150' })).body.data.status).toBe('filled');
    await eventually(async () => expect(await page.getByTestId('public-trade').count()).toBeGreaterThan(before));
    expect(await page.getByTestId('public-trade').first().getAttribute('data-side')).toBe('buy');
    await page.getByTestId('recent-trades').scrollIntoViewIfNeeded();
    await shoot(page, 'customer-spot-phone-market-trades');

    // The book, scrolled to the bottom of the page, ends above the bottom navigation.
    await page.getByTestId('pane-book').click();
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 1e6));
    const nav = (await page.locator('nav.tab-bar').boundingBox())!;
    const activity = (await page.locator('.spot-activity').boundingBox())!;
    const orders = (await page.getByTestId('my-orders').boundingBox())!;
    expect(orders.y + orders.height).toBeLessThanOrEqual(nav.y + 0.5);
    expect(activity.y + activity.height).toBeLessThanOrEqual(nav.y + 0.5);

    // "My trades" is whole: inside the screen and its words not cut.
    const tab = page.getByTestId('orders-tab-trades');
    const tabBox = (await tab.boundingBox())!;
    expect(tabBox.x).toBeGreaterThanOrEqual(0);
    expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(390);
    expect(await tab.evaluate((el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await tab.click();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await shoot(page, 'customer-spot-phone-layout');
    await page.close();
  });
});
