import type { BrowserContext, Page } from 'playwright-core';

// Functions passed to page.evaluate run in the browser: each reaches localStorage itself.
type WebStorage = { clear(): void; setItem(key: string, value: string): void };

/** A new tab of the customer app holding only `token`'s session, as if that customer had logged in there. */
export async function openAsCustomer(browser: BrowserContext, baseUrl: string, token: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/`);
  await page.evaluate((stored) => {
    const storage = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
    storage.clear();
    storage.setItem('meridian.token', stored);
  }, token);
  return page;
}

