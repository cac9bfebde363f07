import type { Page } from 'playwright-core';
import { ADMIN } from './platform-harness';

/** Logs the seeded admin into the back office at `base`, unless this browser is already logged in. */
export async function staffLogin(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin/`);
  const form = page.locator('input[name="email"]');
  await form.or(page.getByText('Customers').first()).first().waitFor();
  if (!(await form.isVisible())) return;
  await form.fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await page.getByText('Customers').first().waitFor();
}
