import { multiplyDecimal, roundToPlaces } from '../../shared/decimal/arithmetic';
import type { EarnProduct } from './earn.api';

// What a purchase would earn over the whole cycle at the range's two ends, rounded down as the
// platform pays: shown before the customer confirms.
export const expectedYield = (product: Pick<EarnProduct, 'cycleDays' | 'dailyRateMin' | 'dailyRateMax'>, amount: string) => ({
  low: roundToPlaces(multiplyDecimal(roundToPlaces(multiplyDecimal(amount, product.dailyRateMin), 6), String(product.cycleDays)), 6),
  high: roundToPlaces(multiplyDecimal(roundToPlaces(multiplyDecimal(amount, product.dailyRateMax), 6), String(product.cycleDays)), 6),
});
