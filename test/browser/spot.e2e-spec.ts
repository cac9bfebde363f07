import type { BrowserContext, Page } from 'playwright-core';
import { Decimal } from '@meridian/money';
import { MarketDataService, SpotStopTicks } from '@meridian/trading';
import { call } from '../support/funding';
import { eventually, type TestPlatform } from '../support/platform-harness';
import { priceAfterMove } from '../support/live-price';
import { shoot } from '../support/screenshots';
import { placeOrder, spotTrader } from '../support/spot';
import { staffLogin } from '../support/staff-login';
import { browserSuite, PHONE } from '../support/browser-suite';

/**
 * A customer trading spot in the browser: live prices, an order that fills against the house, live
 * balances, the market's trades as they happen, and a market buy by amount that says what came back.
 */
let platform: TestPlatform;
let desktop: BrowserContext;
let phone: BrowserContext;
let market: MarketDataService;

browserSuite(
  async (suite) => {
    ({ platform } = suite);
    [desktop, phone] = suite.browsers as [BrowserContext, BrowserContext];
    market = platform.platform.app.get(MarketDataService);
    await market.step();
  },
  { viewports: [{ width: 1440, height: 900 }, PHONE] },
);

async function demoCustomer(page: Page): Promise<void> {
  await page.goto(`${platform.url}/login`);
  await page.getByTestId('create-demo').click();
  await page.getByTestId('demo-badge').first().waitFor();
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ');

describe('spot trading in the browser', () => {
  it('shows the live price, fills a limit order against the market maker and updates balance and history live', async () => {
    const page = await desktop.newPage();
    await demoCustomer(page);
    await page.goto(`${platform.url}/exchange/BTCUSDT`);
    await page.getByTestId('spot-screen').waitFor();
    // Spot is empty: the screen offers the transfer from the funding account in place.
    await page.getByTestId('transfer-in-place').click();
    await page.getByTestId('transfer-dialog').waitFor();
    // The demo's virtual funds arrive through the bus; the dialog follows the funding balance.
    await eventually(async () => expect(await page.getByTestId('transfer-max').isEnabled()).toBe(true));
    await page.getByTestId('transfer-amount').fill('5000');
    await shoot(page, 'customer-spot-transfer');
    await page.getByTestId('transfer-confirm').click();
    await page.getByTestId('transfer-dialog').waitFor({ state: 'hidden' });

    expect(await priceAfterMove(page.getByTestId('market-ticker').getByTestId('price'), market)).not.toBeNull();

    const available = async () => Number((await text(page, 'order-available')).replace(/[^\d.]/g, ''));
    await eventually(async () => expect(await available()).toBe(5000));
    // Read the level and click that very element in one step: the market maker may requote the book in between.
    const bestAsk = await page
      .getByTestId('book-ask')
      .last()
      .evaluate((row: { click(): void; getAttribute(name: string): string | null }) => {
        row.click();
        return row.getAttribute('data-price')!;
      });
    await eventually(async () => expect(await page.getByTestId('order-price').inputValue()).toBe(bestAsk));
    await page.getByTestId('order-quantity').fill('0.0100');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await shoot(page, 'customer-spot-confirm');
    await page.getByTestId('confirm').click();

    await page.getByTestId('orders-tab-history').click();
    const filled = page.getByTestId('order-history').getByTestId('order-item').first();
    await filled.waitFor();
    expect(await filled.getAttribute('data-status')).toBe('filled');
    await eventually(async () => expect(await available()).toBeCloseTo(5000 - Number(bestAsk) * 0.01, 4));
    await page.getByTestId('orders-tab-trades').click();
    await page.getByTestId('my-trade').first().waitFor();
    await page.getByTestId('public-trade').first().waitFor();

    // Another customer's trade reaches the tape without a reload: price in the taker's colour and
    // arrow, size and time.
    const tape = page.getByTestId('recent-trades');
    const before = await tape.getByTestId('public-trade').count();
    const other = await spotTrader(platform.url, '1000');
    expect(
      (await placeOrder(platform.url, other, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '150' })).body.data.status,
    ).toBe('filled');
    await eventually(async () => expect(await tape.getByTestId('public-trade').count()).toBeGreaterThan(before));
    const newest = tape.getByTestId('public-trade').first();
    expect(await newest.getAttribute('data-side')).toBe('buy');
    expect(await newest.locator('td').first().getAttribute('class')).toBe('side-text--buy');
    expect(await newest.locator('td').first().textContent()).toMatch(/^Buy ▲ [\d,]+\.\d{2}$/);
    expect(await newest.locator('td').nth(1).textContent()).toMatch(/^\d+\.\d{4}$/);
    expect(await newest.locator('time').textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await shoot(page, 'customer-spot-desktop');

    // A market buy by amount fills at once; what the last lot could not use comes back, and it says so.
    await page.getByTestId('type-market').click();
    await page.getByTestId('order-quote-amount').fill('100');
    await page.getByTestId('order-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm').click();
    const filledNotice = page.getByTestId('toast').filter({ hasText: 'Unspent' });
    await filledNotice.waitFor();
    expect(await filledNotice.textContent()).toMatch(/^Your order has filled\. Unspent \d+\.\d{2} USDT returned to your spot balance\.$/);
    await page.getByTestId('orders-tab-history').click();
    const bought = page.getByTestId('order-history').getByTestId('order-item').first();
    await eventually(async () =>
      expect(await bought.getByTestId('order-unspent').textContent()).toMatch(/^Unspent \d+\.\d{2} USDT returned to your spot balance\.$/),
    );
    expect(await bought.getAttribute('data-status')).toBe('filled');

    // The depth view draws the same live book, and the choice survives a reload.
    await page.getByTestId('view-depth').click();
    const depth = page.getByTestId('depth-chart');
    await eventually(async () => expect(await depth.getAttribute('data-state')).toBe('ready'));
    expect(await depth.locator('path').count()).toBe(2);
    expect(await text(page, 'depth-asks')).toMatch(/^Sell orders [\d.,]+ BTC$/);
    expect(await depth.getByRole('img').getAttribute('aria-label')).toMatch(/buy orders for [\d.,]+ BTC down to [\d,]+\.\d{2}/);
    await page.reload();
    await eventually(async () => expect(await page.getByTestId('depth-chart').getAttribute('data-state')).toBe('ready'));
    await shoot(page, 'customer-spot-depth');
    await page.getByTestId('view-candles').click();
    await page.getByTestId('chart').waitFor();
    await page.close();
  });

  it('shows the tape on a 390 px phone with the price, size and time of every trade in full', async () => {
    const page = await phone.newPage();
    await page.goto(`${platform.url}/exchange/BTCUSDT`);
    await page.getByTestId('pane-trades').click();
    const trade = page.getByTestId('public-trade').first();
    await trade.waitFor();
    const pane = (await page.getByTestId('recent-trades').boundingBox())!;
    for (const cell of await trade.locator('td').all()) {
      const box = (await cell.boundingBox())!;
      const cut = await cell.evaluate((td: { scrollWidth: number; clientWidth: number }) => td.scrollWidth > td.clientWidth);
      expect({ inside: box.x >= pane.x && box.x + box.width <= pane.x + pane.width + 0.5, cut }).toEqual({ inside: true, cut: false });
    }
    expect(await trade.locator('time').isVisible()).toBe(true);
    await shoot(page, 'customer-spot-phone-trades');
    await page.close();
  });

  it('waits a stop-limit buy for its price, then shows the recorded tick that sent it to the book; offers OCO pairs', async () => {
    const page = await phone.newPage();
    await demoCustomer(page);
    const token = (await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('meridian.token')))!;
    await eventually(async () => expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'bb', amount: '5000' })).body.code).toBe(1));
    await page.goto(`${platform.url}/exchange/BTCUSDT`);
    await page.getByTestId('spot-screen').waitFor();
    await eventually(async () => expect(Number((await text(page, 'order-available')).replace(/[^\d.]/g, ''))).toBe(5000));
    const last = Decimal.parse(market.lastTick('BTCUSDT')!.price);
    const at = (factor: string) => last.multiply(Decimal.parse(factor), 2, 'down').toString();

    await page.getByTestId('type-stop_limit').click();
    await page.getByTestId('order-stop-price').fill(at('0.98'));
    await page.getByTestId('order-price').fill(at('1.03'));
    await page.getByTestId('order-quantity').fill('0.0010');
    await page.getByTestId('order-submit').click();
    // A buy stop below the last price is refused on the form, before anything is sent.
    expect(await page.getByTestId('order-stop-price').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('order-stop-price').fill(at('1.02'));
    await page.getByTestId('order-submit').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await text(page, 'confirm-type')).toContain('Stop-limit');
    expect(await dialog.getByTestId('confirm-rules').textContent()).toContain('When a recorded price reaches the stop price');
    await shoot(page, 'customer-spot-stop-confirm');
    await page.getByTestId('confirm').click();
    const waiting = page.getByTestId('open-orders').getByTestId('order-item').first();
    await eventually(async () => expect(await waiting.getAttribute('data-status')).toBe('untriggered'));
    expect(await waiting.getByTestId('order-status').textContent()).toBe('Waiting for stop');
    await waiting.scrollIntoViewIfNeeded();
    await shoot(page, 'customer-spot-stop-waiting');

    const crossing = { symbol: 'BTCUSDT', seq: market.lastTick('BTCUSDT')!.seq + 500, at: new Date().toISOString(), price: at('1.02'), source: 'scripted' };
    await platform.platform.app.get(SpotStopTicks).apply([crossing]);
    await page.getByTestId('orders-tab-history').click();
    const triggered = page.getByTestId('order-history').getByTestId('order-item').first();
    await eventually(async () => expect(await triggered.getByTestId('order-triggered').textContent()).toContain(`tick #${crossing.seq}`));

    await page.getByTestId('type-oco').click();
    await page.getByTestId('order-price').fill(at('0.97'));
    await page.getByTestId('order-stop-price').fill(at('1.05'));
    await page.getByTestId('order-quantity').fill('0.0010');
    await page.getByTestId('order-form').scrollIntoViewIfNeeded();
    await shoot(page, 'customer-spot-oco');
    await page.getByTestId('order-submit').click();
    await dialog.waitFor();
    expect(await text(page, 'confirm-type')).toContain('OCO');
    await page.getByTestId('confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'Your OCO pair has been placed.' }).waitFor();
    await page.getByTestId('orders-tab-open').click();
    await eventually(async () =>
      expect(await page.getByTestId('open-orders').getByTestId('order-item').evaluateAll((items) => items.map((item) => (item as unknown as { dataset: { status: string } }).dataset.status))).toEqual(['open', 'untriggered']),
    );
    await page.close();
  });

  it('lets support find the filled order and its trade in the back office', async () => {
    const page = await desktop.newPage();
    await staffLogin(page, platform.url);
    await page.goto(`${platform.url}/admin/#/spot-orders`);
    await page.getByText('BTCUSDT').first().waitFor();
    await shoot(page, 'backoffice-spot-orders');
    await page.goto(`${platform.url}/admin/#/market-maker`);
    await page.getByText('ETHUSDT').first().waitFor();
    await page.close();
  });
});
