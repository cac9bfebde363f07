import { Decimal } from '@meridian/money';
import { multiplyDecimal, roundToPlaces } from '../../shared/decimal/arithmetic';
import type { EarnProduct } from './earn.api';

// What a purchase would earn over the whole cycle at the range's two ends, rounded down as the
// platform pays: shown before the customer confirms.
export const expectedYield = (product: Pick<EarnProduct, 'cycleDays' | 'dailyRateMin' | 'dailyRateMax'>, amount: string) => ({
  low: roundToPlaces(multiplyDecimal(roundToPlaces(multiplyDecimal(amount, product.dailyRateMin), 6), String(product.cycleDays)), 6),
  high: roundToPlaces(multiplyDecimal(roundToPlaces(multiplyDecimal(amount, product.dailyRateMax), 6), String(product.cycleDays)), 6),
});

// How many days the payout account could pay every live order's yields at the range's high end:
// whole days, rounded down; null when nothing is earning (there is nothing to cover).
export const daysOfCover = (balance: string, dailyYieldsAtMost: string): number | null => {
  const daily = Decimal.parse(dailyYieldsAtMost);
  if (daily.isZero()) return null;
  const held = Decimal.parse(balance);
  if (held.isNegative() || held.isZero()) return 0;
  // eslint-disable-next-line money/no-float-conversion -- a count of whole days
  return Number(held.divide(daily, 0, 'down').toString());
};

// Whether products take orders, in one word: open when one of them does; otherwise unfunded when one
// is enabled but its yields are not held yet, or closed by staff.
export type BuyingState = 'open' | 'unfunded' | 'closed';
export const buyingState = (products: readonly Pick<EarnProduct, 'enabled' | 'payoutsFunded'>[]): BuyingState =>
  products.some((product) => product.enabled && product.payoutsFunded)
    ? 'open'
    : products.some((product) => product.enabled)
      ? 'unfunded'
      : 'closed';
