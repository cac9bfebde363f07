import type { BrowserContext, Page } from 'playwright-core';
import { hourOf, MarketDataService } from '@meridian/trading';
import { call } from '../support/funding';
import { assetRow, eventually, type TestPlatform } from '../support/platform-harness';
import { shoot } from '../support/screenshots';
import { browserSuite } from '../support/browser-suite';

/**
 * The feed verifier page: a customer recomputes an ended hour of recorded ticks from its revealed seed in
 * the browser, sees their own position's ticks verified, and sees a tick changed in the record caught.
 */
let platform: TestPlatform;
let phone: BrowserContext;
const lastHour = hourOf(new Date(Date.now() - 3_600_000));

browserSuite(async (suite) => {
  ({ platform, browser: phone } = suite);
  // Two minutes of the feed in the hour that has just ended, whose seed is therefore revealed.
  const market = platform.platform.app.get(MarketDataService);
  for (let second = 0; second < 120; second += 1) await market.step(new Date(Date.parse(lastHour) + 600_000 + second * 1000));
});

type WebStorage = { getItem(key: string): string | null };

/** A demo customer who opened and closed a position at the last recorded tick, which is in that hour. */
async function customerWithOutcome(page: Page): Promise<void> {
  await page.goto(`${platform.url}/login`);
  await page.getByTestId('create-demo').click();
  await page.getByTestId('demo-badge').first().waitFor();
  const token = (await page.evaluate(() => (globalThis as unknown as { localStorage: WebStorage }).localStorage.getItem('meridian.token')))!;
  await eventually(async () => expect((await assetRow(platform.url, token, 'bba', 'USDT')).available).toBe('100000.000000'));
  expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'hy', amount: '1000' })).body.code).toBe(1);
  await eventually(async () => expect((await assetRow(platform.url, token, 'hy', 'USDT')).available).toBe('1000.000000'));
  const opened = await call(platform.url, token, 'POST', '/contracts/positions', { symbol: 'BTCUSDT', side: 'long', type: 'market', leverage: 10, lots: '0.01' });
  expect(opened.body.data.status).toBe('open');
  expect((await call(platform.url, token, 'POST', `/contracts/positions/${opened.body.data.id}/close`, {})).body.data.status).toBe('closed');
}

describe('the feed verifier page', () => {
  it('recomputes an ended hour in the browser, verifies the customer’s own ticks, and catches a changed tick', async () => {
    const page = await phone.newPage();
    await customerWithOutcome(page);
    await page.goto(`${platform.url}/verify-feed?symbol=BTCUSDT&hour=${encodeURIComponent(lastHour)}`);
    await page.getByTestId('feed-verifier').waitFor();
    expect(await page.getByTestId('verifier-next-commitment').textContent()).toMatch(/[0-9a-f]{64}/);
    await page.getByTestId('verifier-run').click();
    const result = page.getByTestId('verifier-result');
    await eventually(async () => expect(await result.getAttribute('data-state')).toBe('verified'));
    expect(await page.getByTestId('verifier-seed').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('verifier-ticks').textContent()).toContain('120 recomputed, 0 differ');
    const outcomes = page.getByTestId('verifier-outcome');
    await eventually(async () => expect(await outcomes.count()).toBe(2));
    expect(await outcomes.evaluateAll((items) => items.map((item) => (item as unknown as { dataset: { verdict: string } }).dataset.verdict))).toEqual(['verified', 'verified']);
    await page.getByTestId('verifier-outcomes').scrollIntoViewIfNeeded();
    await shoot(page, 'customer-feed-verifier');

    await platform.db.pool.query("UPDATE price_ticks SET price = price + 1 WHERE symbol = 'BTCUSDT' AND seq = 50");
    await page.getByTestId('verifier-run').click();
    await eventually(async () => expect(await result.getAttribute('data-state')).toBe('failed'));
    expect(await page.getByTestId('verifier-mismatches').textContent()).toContain('#50');
    await page.close();
  });
});
