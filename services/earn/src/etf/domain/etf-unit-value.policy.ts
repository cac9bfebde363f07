import { Decimal } from '@meridian/money';
import type { EtfFund } from './etf-funds';

export interface RecordedClose {
  symbol: string;
  price: string;
  tickSeq: number;
}

const UNIT_SCALE = 6;
const WORK_SCALE = 18;

/**
 * A unit's value: the base unit value (1) times the weighted sum of each instrument's close over its
 * close on the base day, rounded down to 0.000001 USDT. Every division keeps 18 places first, so the
 * rounding is the last step's alone.
 */
export function unitValue(fund: Pick<EtfFund, 'basket'>, base: readonly RecordedClose[], closes: readonly RecordedClose[]): string {
  let sum = Decimal.parse('0');
  for (const { symbol, weight } of fund.basket) {
    const now = closes.find((close) => close.symbol === symbol);
    const then = base.find((close) => close.symbol === symbol);
    if (!now || !then) throw new Error(`no close of ${symbol}`);
    const ratio = Decimal.parse(now.price).divide(Decimal.parse(then.price), WORK_SCALE, 'down');
    sum = sum.add(ratio.multiply(Decimal.parse(weight)));
  }
  return sum.rescale(UNIT_SCALE, 'down').toString();
}

/** Units bought with an amount at a unit value, rounded down to 0.000001 (the remainder stays with the customer's USDT: none is taken). */
export const unitsFor = (amount: string, value: string): string => Decimal.parse(amount).divide(Decimal.parse(value), UNIT_SCALE, 'down').toString();

/** USDT paid for units at a unit value, rounded down to 0.000001. */
export const proceedsOf = (units: string, value: string): string => Decimal.parse(units).multiply(Decimal.parse(value)).rescale(UNIT_SCALE, 'down').toString();
