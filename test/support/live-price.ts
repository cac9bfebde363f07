import type { Locator } from 'playwright-core';
import type { MarketDataService } from '@meridian/trading';

/** Steps the price feed until the price a screen shows changes (at most 20 steps): the new price, or null if it never moved. */
export async function priceAfterMove(price: Locator, market: MarketDataService): Promise<string | null> {
  await price.waitFor();
  const before = await price.getAttribute('data-value');
  for (let i = 0; i < 20; i++) {
    await market.step(new Date());
    await price.page().waitForTimeout(200);
    const after = await price.getAttribute('data-value');
    if (after !== before) return after;
  }
  return null;
}
