import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { MarketDataService } from '@meridian/trading';
import { LANGUAGES, type LanguageKey } from '../../web-customer/src/shared/i18n/languages';
import { openAsCustomer } from '../support/customer-page';
import { call } from '../support/funding';
import { assetRow, Client, eventually, type TestPlatform } from '../support/platform-harness';
import { placeOrder } from '../support/spot';
import { browserSuite } from '../support/browser-suite';

/**
 * Issue 20, item 9: every main screen of the customer app, on a 390 px phone, in each of the 8
 * languages, says nothing in another language and writes every number the language's way. A screen
 * fails on a raw translation key, an English phrase on a page in another language, or a number whose
 * separators are not the language's (grouping is always on, so 65033.53 and 37000.00 are wrong in
 * English, 100,000 in Vietnamese). One platform and one browser for the file; the language is switched
 * in place and screens are opened as the app opens them (no reload), so the sweep stays quick.
 */
let platform: TestPlatform;
let phone: BrowserContext;
let page: Page;
let names: string[];
// What the app threw while a screen was open: a screen that breaks fails the sweep too.
const pageErrors: string[] = [];

const SCREENS = [
  { name: 'home', path: '/', ready: '.home' },
  { name: 'market', path: '/market', ready: '[data-testid="market-row-BTCUSDT"]' },
  { name: 'spot trading', path: '/exchange/BTCUSDT', ready: '[data-testid="open-orders"]' },
  { name: 'contract trading', path: '/currencyTrade?symbol=BTCUSDT', ready: '[data-testid="position"]' },
  { name: 'options', path: '/preciousMetal?symbol=ETHUSDT', ready: '[data-testid="option-order"]' },
  { name: 'funding/assets', path: '/table1', ready: '[data-testid="total-usdt"]' },
  { name: 'records', path: '/record', ready: '.record-list' },
  { name: 'earn', path: '/profit_index', ready: '[data-testid="earn-cover"]' },
  { name: 'user centre', path: '/setting', ready: '[data-testid="logout"]' },
  { name: 'verification', path: '/sfyz', ready: '[data-testid="kyc-level"]' },
  { name: 'security', path: '/security', ready: '[data-testid="trade-password-link"]' },
] as const;

type Bundle = Record<string, unknown>;
const bundleOf = (language: string): Bundle => JSON.parse(readFileSync(join(__dirname, `../../web-customer/src/locales/${language}/common.json`), 'utf8')) as Bundle;
const flatten = (value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> => {
  if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, String(value));
  return out;
};
const english = flatten(bundleOf('en'));
const NAMESPACES = Object.keys(bundleOf('en'));
const RAW_KEY = new RegExp(`(?<![\\w.@/:-])(?:${NAMESPACES.join('|')})\\.[A-Za-z_][\\w]*(?:\\.[\\w]+)*`, 'g');

// Coins, markets, chains, the brand and the names of other products keep their own names in every language.
// The language picker names each language in its own script; the charts carry their library's credit.
const ALLOWED_WORDS = new Set(['Meridian', 'Google', 'Authenticator', 'Bitcoin', 'Ethereum', 'Tether', ...LANGUAGES.map((language) => language.nativeName)]);
const ALLOWED_PHRASES = ['Charting by TradingView'];
const ENGLISH_WORDS = new Set(
  'the and your you with from this that are is of for will has have been not per than when which order orders price amount balance available fee fees total buy sell open close closed account deposit withdraw transfer record records setting settings security verification verified level'.split(' '),
);
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));

// What the language writes between groups of thousands and before the fraction.
const separatorsOf = (language: LanguageKey) => {
  const parts = new Intl.NumberFormat(LANGUAGES.find((entry) => entry.key === language)!.locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(12345.5);
  return { group: parts.find((part) => part.type === 'group')!.value, decimal: parts.find((part) => part.type === 'decimal')!.value };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The numbers of a text that are not written the language's way. A digit run touching a letter, a
 * hyphen or an @ is part of a name or an id (USDT-ERC20, 100x, demo-12345@...); an IP address is not
 * a number; a bare integer is a year, an id or a count, unless it is an amount of 10,000 or more
 * (five digits and a currency after it) that the language would have grouped.
 */
function badNumbers(text: string, language: LanguageKey): string[] {
  const { group, decimal } = separatorsOf(language);
  const g = escape(group);
  const d = escape(decimal);
  const grouped = new RegExp(`^\\d{1,3}(?:${g}\\d{3})+(?:${d}\\d+)?$`);
  const plain = new RegExp(`^\\d{1,4}(?:${d}\\d+)?$`);
  const bad: string[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\d@_#]|[\p{L}\d]-|\d[.,])\d+(?:[.,]\d+)*(?![\p{L}\d@_]|-[\p{L}\d]|[.,]\d)/gu)) {
    const run = match[0];
    const after = text.slice(match.index + run.length, match.index + run.length + 8);
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(run)) continue;
    const seen = `${run} in "${text.slice(Math.max(0, match.index - 24), match.index + run.length + 12).replace(/\s+/g, ' ')}"`;
    if (/^\d+$/.test(run)) {
      const coin = /^\s?([A-Z]{3,5})\b/.exec(after);
      if (run.length >= 5 && coin) bad.push(`${run} ${coin[1]}`);
      continue;
    }
    // An amount with exactly three decimals and a whole part of one to three digits reads as a
    // thousand in the languages that group with a point, and the app never shows prices to three
    // places in them: 100,000 on a Vietnamese page is English grouping.
    if (decimal === ',' && /^[1-9]\d{0,2},\d{3}$/.test(run)) {
      bad.push(seen);
      continue;
    }
    if (!grouped.test(run) && !plain.test(run)) bad.push(seen);
    else if (plain.test(run) && run.split(decimal)[0]!.length === 4) bad.push(seen);
  }
  return bad;
}

const catalogues = new Map<LanguageKey, { own: string; ownWords: Set<string> }>();
const catalogueOf = (language: LanguageKey) => {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const own = [...flatten(bundleOf(language)).values()].join('\n');
    catalogue = { own, ownWords: wordsOf(own) };
    catalogues.set(language, catalogue);
  }
  return catalogue;
};

/**
 * English on a page in another language: any phrase of the English catalogue the language translated;
 * in Spanish and Vietnamese, a line with a common English word the language's own catalogue never
 * uses; in the other scripts, any Latin word that is not a name (a coin, a market, the brand).
 */
function englishOn(screen: string, language: LanguageKey): string[] {
  const { own, ownWords } = catalogueOf(language);
  const text = ALLOWED_PHRASES.reduce((rest, phrase) => rest.split(phrase).join(' '), screen);
  const found = new Set<string>();
  for (const [key, value] of english) {
    if (key.startsWith('instrumentNames.')) continue;
    for (const fragment of value.split(/\{\{[^}]*\}\}|<\/?\w+>|\$t\([^)]*\)/)) {
      const phrase = fragment.trim().replace(/[.:,;]$/, '');
      if (phrase.split(/\s+/).length < 2 || !/[a-z]{3}/.test(phrase) || own.includes(phrase)) continue;
      if (text.includes(phrase)) found.add(phrase);
    }
  }
  const latinScript = language === 'xby' || language === 'yn';
  if (latinScript) {
    for (const line of text.split('\n')) if ([...wordsOf(line)].some((word) => ENGLISH_WORDS.has(word) && !ownWords.has(word))) found.add(line.trim());
  } else {
    for (const token of text.split(/\s+/)) {
      // Identifiers (platform:earn-payouts:USDT, BTC/USDT, e-mail addresses, ids) are names, not words.
      if (/[:/@_\d]/.test(token)) continue;
      const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (!/^[A-Za-z][A-Za-z'’-]*$/.test(word) || !/[a-z]/.test(word) || word.length < 2) continue;
      if (ALLOWED_WORDS.has(word) || names.some((name) => name.split(/\s+/).includes(word)) || ownWords.has(word.toLowerCase())) continue;
      found.add(word);
    }
  }
  return [...found];
}

function findingsOf(text: string, language: LanguageKey): string[] {
  const keys = [...text.matchAll(RAW_KEY)].map((match) => `raw key ${match[0]}`);
  const braces = /\{\{|\}\}/.test(text) ? ['an unfilled {{placeholder}}'] : [];
  const numbers = badNumbers(text, language).map((run) => `number ${run}`);
  const words = language === 'en' ? [] : englishOn(text, language).map((phrase) => `English "${phrase}"`);
  return [...keys, ...braces, ...numbers, ...words];
}

// What the customer reads: the visible text, and the placeholders and labels of the fields.
const readScreen = (target: Page) =>
  target.evaluate(() => {
    type El = { innerText: string; getAttribute(name: string): string | null };
    const doc = (globalThis as unknown as { document: { body: El; querySelectorAll(selector: string): El[] } }).document;
    const attributes = Array.from(doc.querySelectorAll('[placeholder], [aria-label], [title]'))
      .flatMap((element) => [element.getAttribute('placeholder'), element.getAttribute('aria-label'), element.getAttribute('title')])
      .filter(Boolean);
    return `${doc.body.innerText}\n${attributes.join('\n')}`;
  });

const busy = (target: Page) => target.locator('[aria-busy="true"]').count();

/** Opens `path` the way a link in the app does, and waits until the screen has loaded and stopped changing. */
async function openScreen(target: Page, path: string, ready: string): Promise<string> {
  await target.evaluate((to) => {
    const win = globalThis as unknown as { history: { pushState(state: unknown, title: string, url: string): void }; dispatchEvent(event: unknown): void; PopStateEvent: new (type: string) => unknown };
    win.history.pushState({}, '', to);
    win.dispatchEvent(new win.PopStateEvent('popstate'));
  }, path);
  await target.locator(ready).first().waitFor();
  let previous = '';
  return eventually(async () => {
    expect(await busy(target)).toBe(0);
    const text = await readScreen(target);
    const same = text === previous;
    previous = text;
    expect(same).toBe(true);
    return text;
  }, 15_000);
}

const started = Date.now();
const lap = (what: string) => console.log(`[i18n-sweep] ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);

browserSuite(async (suite) => {
  ({ platform, browser: phone } = suite);
  lap('platform started');
  const market = platform.platform.app.get(MarketDataService);
  await market.step();
  const base = platform.url;
  names = ((await (await fetch(`${base}/api/v1/markets`)).json()) as { data: { name: string }[] }).data.map((entry) => entry.name);

  // A demo customer with something on every screen: an open spot order and a fill, a contract
  // position, an option waiting for expiry, and the transfers that funded them in the records.
  const { token } = (await new Client(base).get('/web/tempLogin')).body.data;
  await eventually(async () => expect((await assetRow(base, token, 'bba', 'USDT')).available).toBe('100000.000000'));
  for (const [to, amount] of [['bb', '37000'], ['hy', '20000'], ['jg', '500']] as const) {
    expect((await call(base, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to, amount })).body.code).toBe(1);
  }
  for (const [account, amount] of [['bb', '37000'], ['hy', '20000'], ['jg', '500']] as const) {
    await eventually(async () => expect((await assetRow(base, token, account, 'USDT')).available).toBe(`${amount}.000000`));
  }
  const last = market.lastTick('BTCUSDT')!.price;
  const low = (BigInt(last.split('.')[0]!) / 2n).toString();
  const resting = await placeOrder(base, token, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: low, quantity: '0.0123' });
  expect(resting.body.data?.status).toBe('open');
  expect((await placeOrder(base, token, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '1500' })).body.data.status).toBe('filled');
  expect((await call(base, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.05' })).body.code).toBe(1);
  const option = await call(base, token, 'POST', '/options/orders', { symbol: 'ETHUSDT', direction: 'rise', seconds: 300, amount: '25' });
  expect(option.body.code).toBe(1);
  // The next tick gives the option its strike, shown with the tick's price.
  await market.step(new Date(Date.parse(option.body.data.acceptedAt) + 1000));
  await eventually(async () => expect((await call(base, token, 'GET', '/options/orders?status=pending', undefined, null)).body.data.items[0]?.strikeTick).toBeTruthy());

  lap('customer ready');
  page = await openAsCustomer(phone, base, token);
  page.on('pageerror', (error) => pageErrors.push(`${error.message} ${error.stack?.split('\n')[1]?.trim() ?? ''}`));
  await page.goto(`${base}/`);
  await page.locator('.home').waitFor();
  lap('browser ready');
});

describe('every main screen in every language, on a phone', () => {
  it('knows a raw key, English and a badly written number when it sees one', () => {
    expect(findingsOf('Precio spot.tickHint', 'xby')).toEqual(['raw key spot.tickHint']);
    expect(findingsOf('1 手 = 1 BTC · Quoted and settled in USDT', 'zh')).toEqual(['English "Quoted"', 'English "and"', 'English "settled"', 'English "in"']);
    expect(findingsOf('Cuenta de contratos: 19.673,37 USDT · Transfer in', 'xby')).toContain('English "Transfer in"');
    expect(findingsOf('Cuenta de contratos: 19.673,37 USDT · Transferir', 'xby')).toEqual([]);
    const runs = (found: string[]) => found.map((finding) => finding.split(' in ')[0]);
    expect(runs(badNumbers('65033.530 beside 65,034.15 and 37000.00 USDT', 'en'))).toEqual(['65033.530', '37000.00']);
    expect(runs(badNumbers('100,000 USDT beside 5.000 USDT and 1.234,50', 'yn'))).toEqual(['100,000']);
    expect(runs(badNumbers('P&L -0.32 USDT (-0,10 %)', 'xby'))).toEqual(['0.32']);
    expect(badNumbers('37000 USDT, 2025, 12:30:05, 127.0.0.1, USDT-ERC20, 100x, 0,0005', 'xby')).toEqual(['37000 USDT']);
  });

  it.each(LANGUAGES.map((language) => language.key))('%s', async (language) => {
    const chosen = page.getByTestId('language-select');
    await chosen.selectOption(language);
    await eventually(async () => expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang)).toBe(LANGUAGES.find((entry) => entry.key === language)!.locale));
    const findings: string[] = [];
    for (const screen of SCREENS) {
      const text = await openScreen(page, screen.path, screen.ready).catch((error: Error) => {
        throw new Error(`${screen.name} in ${language} did not settle (${pageErrors.join('; ') || 'no page error'}): ${error.message}`);
      });
      for (const finding of [...findingsOf(text, language), ...pageErrors.splice(0).map((error) => `page error ${error}`)]) findings.push(`${screen.name}: ${finding}`);
    }
    if (language === LANGUAGES.at(-1)!.key) lap(`${LANGUAGES.length} languages x ${SCREENS.length} screens swept`);
    expect(findings).toEqual([]);
  });

  it('refuses a spot amount finer than the market’s step, naming the step, instead of cutting it', async () => {
    await page.getByTestId('language-select').selectOption('xby');
    await openScreen(page, '/exchange/BTCUSDT', '[data-testid="order-form"]');
    const quantity = page.getByTestId('order-quantity');
    await quantity.fill('0,00005');
    expect(await quantity.inputValue()).toBe('0,00005');
    await page.getByTestId('order-submit').click();
    const refusal = page.locator('.field', { has: quantity }).locator('.field__error');
    await eventually(async () => expect(await refusal.textContent()).toBe('La cantidad debe ser múltiplo del paso, 0,0001'));
    expect(await page.locator('dialog[open]').count()).toBe(0);
  });
});
