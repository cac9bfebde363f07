import type { BrowserContext, Page } from 'playwright-core';
import { MarketDataService } from '@meridian/trading';
import { launchChromium } from '../support/chromium';
import { priceAfterMove } from '../support/live-price';
import { shoot } from '../support/screenshots';
import { Client, type TestPlatform } from '../support/platform-harness';
import { browserSuite } from '../support/browser-suite';

/** Live prices on the home screen, and a market's chart, as a customer sees them. */
let platform: TestPlatform;
let phone: BrowserContext;

browserSuite((suite) => {
  ({ platform, browser: phone } = suite);
});

/**
 * The boxes of the chart's panes, top to bottom. lightweight-charts lays the chart out as a table: a
 * row per pane, a one-pixel separator between panes, and the time axis last.
 */
async function chartPanes(page: Page) {
  const rows = page.getByTestId('chart').locator('.tv-lightweight-charts table tr');
  const boxes = [];
  for (const row of await rows.all()) if ((await row.locator('canvas').count()) > 0) boxes.push((await row.boundingBox())!);
  return boxes.slice(0, -1);
}

describe('markets in the browser', () => {
  it('shows live prices on the home screen that move without a reload', async () => {
    const market = platform.platform.app.get(MarketDataService);
    const page = await phone.newPage();
    await page.goto(`${platform.url}/`);
    await page.getByTestId('market-tab-spot').click();
    const after = await priceAfterMove(page.getByTestId('market-row-BTCUSDT').getByTestId('price'), market);
    expect(after).not.toBeNull();
    expect(after).toMatch(/^\d+\.\d{2}$/);
    await shoot(page, 'customer-markets-home');
    await page.close();
  });

  it('names instruments in the reader’s language where the market has a name there, and finds them by it', async () => {
    const page = await phone.newPage();
    await page.goto(`${platform.url}/market`);
    await page.getByTestId('language-select').first().selectOption('zh');
    await page.getByTestId('market-row-XAUUSD').getByText('黄金').waitFor();
    // Coins keep their own names; every ticker stays as it is.
    expect(await page.getByTestId('market-row-BTCUSDT').textContent()).toContain('Bitcoin');
    expect(await page.getByTestId('market-row-XAUUSD').textContent()).toContain('XAU/USD');
    await page.goto(`${platform.url}/market?q=${encodeURIComponent('黄金')}`);
    await page.getByTestId('market-row-XAUUSD').waitFor();
    expect(await page.getByTestId('market-row-EURUSD').count()).toBe(0);
    await page.getByTestId('language-select').first().selectOption('en');
    await page.close();
  });

  it('paints each first screen drawn in the reader’s language before the app’s code has come, and the app takes over in place', async () => {
    const page = await phone.newPage();
    // A reader who chose Japanese (the app tells the platform in a cookie as well as in its storage).
    await page.goto(`${platform.url}/market`);
    await page.getByTestId('language-select').first().selectOption('jp');
    await page.locator('html[lang="ja-JP"]').waitFor();
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    type Box = { x: number; y: number; width: number; height: number };
    const boxOf = (selector: string) =>
      page.evaluate((css) => {
        const { document } = globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): Box } | null } };
        const box = document.querySelector(css)?.getBoundingClientRect();
        return box ? { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) } : null;
      }, selector);
    const screens = [
      { path: '/', largest: '.hero__title', text: '暗号資産' },
      { path: '/market', largest: '.page__title', text: 'マーケット' },
      { path: '/exchange/ETHUSDT', largest: '.login-to-trade .muted', text: 'ログイン' },
    ];
    for (const { path, largest, text } of screens) {
      // What a phone shows while the code is still on its way: the screen, drawn, in Japanese.
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      await page.goto(`${platform.url}${path}`);
      expect(await page.locator('#first-screen').getAttribute('data-language')).toBe('jp');
      expect(await page.locator(`#first-screen ${largest}`).textContent()).toContain(text);
      const drawn = await boxOf(`#first-screen ${largest}`);
      if (path === '/exchange/ETHUSDT') await shoot(page, 'customer-first-screen-exchange-ja');
      // Then the app: it takes over, its own screen where the drawn one was, and the drawing is gone.
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
      await page.goto(`${platform.url}${path}`);
      await page.locator(`#root ${largest}`).waitFor();
      await page.locator('#first-screen').waitFor({ state: 'detached' });
      // Where it was, to the pixel (a half pixel either way from rounding a fractional line height).
      const live = (await boxOf(`#root ${largest}`))!;
      expect({ path, x: live.x, width: live.width, height: live.height }).toEqual({ path, x: drawn!.x, width: drawn!.width, height: drawn!.height });
      expect(Math.abs(live.y - drawn!.y)).toBeLessThanOrEqual(1);
      expect(await page.locator(`#root ${largest}`).textContent()).toContain(text);
    }
    await cdp.detach();
    await page.getByTestId('language-select').first().selectOption('en');
    await page.close();
  });

  it('never shows a signed-in reader the visitor’s drawing', async () => {
    const { token } = await new Client(platform.url).register('drawn.first@example.com');
    const page = await phone.newPage();
    await page.goto(`${platform.url}/login`);
    type PageStorage = { setItem(key: string, value: string): void; removeItem(key: string): void };
    await page.evaluate((value) => (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem('meridian.token', value), token);
    // Checked when the page has been parsed: the app has not rendered yet then (it first awaits its
    // language), so only the first-screen script can have dropped the drawing.
    await page.addInitScript(() => {
      type PageDocument = { addEventListener(type: string, listener: () => void): void; getElementById(id: string): unknown };
      const scope = globalThis as unknown as { document: PageDocument; drawnAtParse?: boolean };
      scope.document.addEventListener('DOMContentLoaded', () => {
        scope.drawnAtParse = !!scope.document.getElementById('first-screen');
      });
    });
    await page.goto(`${platform.url}/`);
    await page.getByTestId('home-hero').waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { drawnAtParse?: boolean }).drawnAtParse)).toBe(false);
    expect(await page.getByTestId('home-hero').getAttribute('data-audience')).toBe('customer');
    await page.evaluate(() => (globalThis as unknown as { localStorage: PageStorage }).localStorage.removeItem('meridian.token'));
    await page.close();
  });

  it('draws the chart of a market after login, for every period tab', async () => {
    const api = new Client(platform.url);
    await api.register('charts@example.com');
    const page = await phone.newPage();
    await page.goto(`${platform.url}/login`);
    await page.locator('input[name="account"]').fill('charts@example.com');
    await page.locator('input[name="password"]').fill('secret123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${platform.url}/currency?symbol=BTCUSDT`);
    await page.getByTestId('chart').locator('canvas').first().waitFor();
    for (const period of ['1h', '1d', 'line']) {
      await page.getByTestId(`period-${period}`).click();
      await page.getByTestId('chart').locator('canvas').first().waitFor();
      // Volume has a band of its own under the prices, whatever the period: a bar never covers a candle.
      const panes = await chartPanes(page);
      expect(panes).toHaveLength(2);
      const [prices, volume] = panes;
      expect({
        period,
        volumeBelowPrices: volume!.y >= prices!.y + prices!.height,
        volumeShorter: volume!.height < prices!.height / 2,
      }).toEqual({
        period,
        volumeBelowPrices: true,
        volumeShorter: true,
      });
    }
    await page.getByTestId('period-15m').click();
    await shoot(page, 'customer-chart');
    await page.close();
  });
});

describe('instruments in the back office', () => {
  it('lists every instrument with its live price for staff', async () => {
    const desktop = await launchChromium({ width: 1366, height: 860 });
    try {
      const page = await desktop.newPage();
      await page.goto(`${platform.url}/admin/`);
      await page.locator('input[name="email"]').fill('admin@test.local');
      await page.locator('input[name="password"]').fill('admin-password-1');
      await page.locator('button[type="submit"]').click();
      await page.getByText('Dashboard').first().waitFor();
      await page.goto(`${platform.url}/admin/#/instruments`);
      await page.getByText('BTCUSDT').first().waitFor();
      await page.getByText('XAUUSD').first().waitFor();
      await shoot(page, 'backoffice-instruments');
    } finally {
      await desktop.close();
    }
  });
});
