import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const folder = process.env.UPDATE_SCREENSHOTS === '1' ? join(__dirname, '../../docs/screenshots') : null;

/** With UPDATE_SCREENSHOTS=1 (`npm run screenshots`), saves the page to docs/screenshots once its toasts are gone. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(folder, `${name}.png`) });
}
