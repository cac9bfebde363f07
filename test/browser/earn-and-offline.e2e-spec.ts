import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { BASKET_MARKET_HOURS } from '@meridian/earn';
import { INSTRUMENTS, MarketDataService } from '@meridian/trading';
import { openAsCustomer } from '../support/customer-page';
import { Client, type TestPlatform } from '../support/platform-harness';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 20, items 14 and 15, on a 390 px phone. A fresh install's earn page says in Japanese whether
 * custody is open for buying and what cover means, without the payout account's internal name, and the
 * ETF page says when buying opens, in Tokyo time. On a throttled network a route change shows the top
 * progress bar until the screen's code and first data are in; offline, a bar says the connection dropped
 * and is reconnecting, and goes when the network is back. In Japanese, Simplified Chinese and
 * Vietnamese no label breaks inside a word or is cut short, and the language picker shows its whole name.
 * One platform, one browser.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let page: Page;
let cdp: CDPSession;

type Bundle = Record<string, any>;
const bundleOf = (language: string): Bundle =>
  JSON.parse(readFileSync(join(__dirname, `../../web-customer/src/locales/${language}/common.json`), 'utf8')) as Bundle;
const ja = bundleOf('jp');
const screenshots = join(__dirname, '../../docs/screenshots');
const shootNew = async (name: string) => {
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`) });
};
const useLanguage = (language: string) =>
  page.evaluate(
    (key) =>
      (globalThis as unknown as PageGlobals).localStorage.setItem(
        'meridian.settings',
        JSON.stringify({ language: key, theme: 'dark', upDown: 'auto' }),
      ),
    language,
  );

browserSuite(async (suite) => {
  ({ platform, browser: phone } = suite);
  // A weekday at 10:00 UTC: every market of the low-risk basket trades later today (SPY from 14:30).
  platform.clock.setNextUtc(10);
  while ([0, 6].includes(platform.clock.now().getUTCDay())) platform.clock.offsetMs += 86_400_000;
  const { token } = await new Client(platform.url).register('fresh.install@example.com');
  page = await openAsCustomer(phone, platform.url, token);
  cdp = await phone.newCDPSession(page);
  await cdp.send('Network.enable');
  // The app's service worker would answer chunks from its cache, out of the throttle's reach.
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
});

describe('earn on a fresh install, in Japanese', () => {
  it('says custody is not open for buying yet and what cover means, without the internal account', async () => {
    await useLanguage('jp');
    await page.goto(`${platform.url}/profit_index`);
    const cover = page.locator('[data-testid="earn-cover"][data-buying="unfunded"]');
    await cover.waitFor();
    expect(await cover.getByTestId('earn-buying-badge').textContent()).toBe(ja.earn.buying.unfunded.badge);
    expect(await cover.getByTestId('earn-buying').textContent()).toBe(ja.earn.buying.unfunded.line);
    expect(await cover.getByTestId('earn-cover-meaning').textContent()).toBe(ja.earn.coverMeaning);
    // Nothing is held yet: said in words, not as "0 USDT".
    expect(await cover.getByTestId('earn-held').locator('dd').textContent()).toBe(ja.earn.nothingHeldYet);
    for (const product of ['custody-7d', 'custody-30d']) {
      const card = page.getByTestId(`earn-product-${product}`);
      expect(await card.getByTestId('earn-product-buying').getAttribute('data-buying')).toBe('unfunded');
      expect(await card.getByTestId('earn-closed-unfunded').textContent()).toBe(ja.earn.closedUnfunded);
      expect(await card.getByTestId('earn-buy').count()).toBe(0);
    }
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('platform:');
    expect(text).not.toMatch(/\b0(\.0+)? USDT/);
    await shootNew('customer-earn-cover-ja');
  });

  it('says when ETF buying opens, as a date and time in Tokyo', async () => {
    // No basket market has a close yet: the first day is today (server time), so buying opens at the next UTC midnight.
    const midnight = new Date(platform.clock.now());
    midnight.setUTCHours(24, 0, 0, 0);
    await page.goto(`${platform.url}/etflow_buy?fund=etf-low`);
    const opens = page.getByTestId('etf-opens');
    await opens.waitFor();
    expect(await opens.getAttribute('data-opens-at')).toBe(midnight.toISOString());
    const tokyo = new Intl.DateTimeFormat('ja-JP', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'Asia/Tokyo',
    }).format(midnight);
    expect(tokyo).toContain('9:00');
    expect(await opens.textContent()).toBe(ja.etf.opensAt.replace('{{time}}', tokyo));
    expect(await page.getByTestId('etf-form').count()).toBe(0);
    await shootNew('customer-etf-opens-ja');
  });

  it('knows the hours of every basket market as trading lists them', () => {
    for (const [symbol, hours] of Object.entries(BASKET_MARKET_HOURS)) {
      expect({ symbol, hours: INSTRUMENTS.find((instrument) => instrument.symbol === symbol)?.hours }).toEqual({ symbol, hours });
    }
  });
});

describe('a slow or dropped network', () => {
  it('shows the top progress bar while a new screen’s code and first data load on a throttled network', async () => {
    await page.goto(`${platform.url}/profit_index`);
    await page.getByTestId('earn-cover').waitFor();
    await page.getByTestId('route-progress').waitFor({ state: 'detached' });
    // About a slow 3G: every request waits 800 ms, 50 KB/s each way. The orders screen's chunk was never loaded.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 800,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    await page.getByTestId('earn-my-orders').click();
    const progress = page.getByTestId('route-progress');
    await progress.waitFor({ state: 'visible' });
    expect(await progress.getAttribute('role')).toBe('progressbar');
    expect(await progress.getAttribute('aria-label')).toBe(ja.layout.loading);
    await page.locator('#page-title', { hasText: ja.earn.ordersTitle }).waitFor({ timeout: 30_000 });
    await page.locator('.empty-state', { hasText: ja.earn.noOrders }).waitFor({ timeout: 30_000 });
    await progress.waitFor({ state: 'detached', timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });

  it('says the connection dropped and is reconnecting while offline, and goes once back', async () => {
    const status = page.getByTestId('connection-status');
    await page.locator('[data-testid="connection-status"][data-status="online"]').waitFor();
    expect(await page.getByTestId('connection-bar').count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const bar = page.getByTestId('connection-bar');
    await bar.waitFor();
    expect(await status.getAttribute('data-status')).toBe('offline');
    expect(await bar.textContent()).toBe(`${ja.connection.offline} ${ja.connection.stale}`);
    await shootNew('customer-offline-bar-ja');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.locator('[data-testid="connection-status"][data-status="online"]').waitFor({ timeout: 30_000 });
    await bar.waitFor({ state: 'detached' });
  });
});

// The few browser APIs the checks below use in the page (the test project compiles without the DOM
// library, so each check takes them from globalThis under these types).
interface Box {
  top: number;
  height: number;
  width: number;
}
interface PageElement {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  style: Record<string, string>;
  parentElement: PageElement | null;
  checkVisibility(): boolean;
  getBoundingClientRect(): Box;
  cloneNode(deep: boolean): PageElement;
  append(child: PageElement): void;
  remove(): void;
}
interface PageText {
  data: string;
}
interface PageGlobals {
  document: {
    documentElement: { lang: string; scrollWidth: number };
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
    createTreeWalker(root: PageElement, whatToShow: number): { nextNode(): PageText | null };
    createRange(): {
      setStart(node: PageText, offset: number): void;
      setEnd(node: PageText, offset: number): void;
      getClientRects(): Iterable<Box>;
    };
  };
  getComputedStyle(element: PageElement): { textOverflow: string };
  localStorage: { setItem(key: string, value: string): void };
}

// Runs in the page: every label under `selector` whose words (as Intl.Segmenter splits them in the
// page's language) are laid out on more than one line, i.e. broken inside the word.
const wordsBrokenAcrossLines = (selector: string): string[] => {
  const { document } = globalThis as unknown as PageGlobals;
  const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' });
  const broken: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (!element.checkVisibility()) continue;
    const walker = document.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const part of segmenter.segment(node.data)) {
        if (!part.isWordLike || [...part.segment].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, part.index);
        range.setEnd(node, part.index + part.segment.length);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0.5);
        const lines = boxes.filter((box, i) => i === 0 || Math.abs(box.top - boxes[i - 1]!.top) > box.height / 2);
        if (lines.length > 1) broken.push(`"${part.segment}" in "${element.textContent?.trim()}"`);
      }
    }
  }
  return [...new Set(broken)];
};

// Runs in the page: how wide the language picker would be with no width limit at all, against its width.
const pickerWidths = (): { needed: number; shown: number } => {
  const { document } = globalThis as unknown as PageGlobals;
  const picker = document.querySelector('[data-testid="language-select"]')!;
  const probe = picker.cloneNode(true);
  Object.assign(probe.style, { maxWidth: 'none', width: 'auto', position: 'absolute', visibility: 'hidden' });
  picker.parentElement!.append(probe);
  const needed = probe.getBoundingClientRect().width;
  probe.remove();
  return { needed, shown: picker.getBoundingClientRect().width };
};

// Runs in the page: text cut short with an ellipsis.
const cutShort = (): string[] => {
  const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
  return [...document.querySelectorAll('main *, header *')]
    .filter(
      (element) =>
        element.checkVisibility() && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1,
    )
    .map((element) => element.textContent?.trim() ?? '');
};

const pageLang = () => (globalThis as unknown as PageGlobals).document.documentElement.lang;
const pageWidth = () => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth;

const LABELS = 'h1, h2, h3, button, .button, label, th, dt, .badge, [role="tab"], .tab-bar__item, .notice strong';
const SCREENS = [
  { path: '/', ready: '.home' },
  { path: '/market', ready: '[data-testid="market-row-NVDA"]' },
  { path: '/profit_index', ready: '[data-testid="earn-cover"]' },
  { path: '/etflow_buy?fund=etf-low', ready: '[data-testid="etf-opens"]' },
  { path: '/table1', ready: '[data-testid="total-usdt"]' },
  { path: '/setting', ready: '[data-testid="logout"]' },
  { path: '/transfer', ready: 'form' },
];

describe('line breaking at 390 px', () => {
  // Prices for the market list (US stocks are closed at 10:00 UTC: their rows carry the "closed" mark).
  beforeAll(() => platform.platform.app.get(MarketDataService).step());

  it.each([
    ['jp', 'ja-JP'],
    ['zh', 'zh-CN'],
    ['yn', 'vi-VN'],
  ])('breaks no label inside a word in %s, cuts none short, and shows the whole language name', async (language, lang) => {
    await useLanguage(language);
    for (const screen of SCREENS) {
      await page.goto(`${platform.url}${screen.path}`);
      await page.locator(screen.ready).first().waitFor();
      await page.getByTestId('route-progress').waitFor({ state: 'detached' });
      expect(await page.evaluate(pageLang)).toBe(lang);
      expect({ screen: screen.path, broken: await page.evaluate(wordsBrokenAcrossLines, LABELS) }).toEqual({
        screen: screen.path,
        broken: [],
      });
      expect({ screen: screen.path, cut: await page.evaluate(cutShort) }).toEqual({ screen: screen.path, cut: [] });
      expect({ screen: screen.path, width: await page.evaluate(pageWidth) }).toEqual({ screen: screen.path, width: 390 });
    }
    const { needed, shown } = await page.evaluate(pickerWidths);
    expect(shown).toBeGreaterThanOrEqual(needed - 0.5);
  });
});
