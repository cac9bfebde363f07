// First paint on a phone (`npm run bench first-paint`): the built platform opened in Debian's Chromium at
// 390 px with Lighthouse's mobile throttling (1.6 Mbps down, 750 Kbps up, 150 ms round trip, CPU 4x
// slower). For `/`, `/market` and the BTC/USDT trading screen: the largest contentful paint and the
// bytes transferred, on a first visit (empty caches) and a second one (the service worker and the HTTP
// cache warm), beside the same pages served uncompressed and without the service worker in the same run
// (both get the first screen drawn at build time: docs/architecture.md, "The customer app's first
// paint"). The element the largest paint was of is printed too. Benchmarks are not tests: nothing here
// asserts a timing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './support.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL_MS = 2500;
const PAGES = [
  { name: 'home /', path: '/' },
  { name: 'markets /market', path: '/market' },
  { name: 'BTC/USDT trading /exchange/BTCUSDT', path: '/exchange/BTCUSDT' },
];
// Lighthouse's mobile profile ("slow 4G"): throughput in bytes per second.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export async function run() {
  if (!existsSync(join(root, 'web-customer/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'web-customer'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('web-customer build failed');
  }
  const { chromium } = require('playwright-core');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  const db = await benchDatabase();
  const { startPlatform, readSettings } = require('../services/platform/dist/index.js');
  const settings = { ...readSettings({ DATABASE_URL: db.url, PORT: '0', RATE_LIMIT_PER_IP: '100000' }), host: '127.0.0.1' };
  const platform = await startPlatform(settings, () => undefined);
  // The flags of test/support/chromium.ts (no sandbox as root, no background networking).
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`\nFirst paint, 390 px, ${NETWORK.latency} ms RTT, 1.6 Mbps down / 750 Kbps up, CPU ${CPU_SLOWDOWN}x slower (goal: LCP <= ${GOAL_MS / 1000} s)`);
    console.log('page | ours cold: LCP, bytes | ours warm: LCP, bytes | uncompressed, no worker, cold: LCP, bytes | goal | largest element (cold / warm)');
    for (const page of PAGES) {
      const ours = await visitTwice(browser, platform.url + page.path, { asBefore: false });
      const before = await visitTwice(browser, platform.url + page.path, { asBefore: true });
      const met = ours.cold.lcp <= GOAL_MS && ours.warm.lcp <= GOAL_MS;
      console.log(
        `${page.name} | ${s(ours.cold.lcp)}, ${kb(ours.cold.bytes)} | ${s(ours.warm.lcp)}, ${kb(ours.warm.bytes)} | ${s(before.cold.lcp)}, ${kb(before.cold.bytes)} | ${met ? 'met' : 'NOT met'} (${GOAL_MS / 1000} s) | ${ours.cold.element} / ${ours.warm.element}`,
      );
    }
  } finally {
    await browser.close();
    await platform.stop();
    await db.close();
  }
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** A first visit in a fresh profile, then a second one in a new tab of the same profile. */
async function visitTwice(browser, url, { asBefore }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: asBefore ? 'block' : 'allow',
  });
  try {
    const cold = await visit(context, url, { asBefore, waitForWorker: !asBefore });
    const warm = await visit(context, url, { asBefore, waitForWorker: false });
    return { cold, warm };
  } finally {
    await context.close();
  }
}

async function visit(context, url, { asBefore, waitForWorker }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The peer: the browser asks for no compression.
  if (asBefore) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  // Bytes over the wire for the page's requests (headers included); the live socket's pushes are left
  // out, as they depend on how long the page stays open.
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__lcpElement = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        const element = entry.element;
        // Which copy painted it: the drawn first screen, or the app.
        window.__lcpElement = element ? `${element.closest('#first-screen') ? 'drawn' : 'app'} ${element.tagName.toLowerCase()}.${element.className}` : entry.url;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The largest paint is final once nothing larger has been painted for two seconds.
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const lcp = await page.evaluate(() => window.__lcp);
    if (lcp !== last) {
      last = lcp;
      stableSince = Date.now();
    } else if (lcp > 0 && Date.now() - stableSince >= 2000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const element = await page.evaluate(() => window.__lcpElement);
  if (waitForWorker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.close();
  return { lcp: last, bytes, element };
}
