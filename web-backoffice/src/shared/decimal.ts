import { Decimal } from '@meridian/money';

// Amounts travel as decimal strings (docs/api.md, "Funding"); they are compared as integers of
// minor units, never as JavaScript numbers.
const DECIMAL = /^\d+(\.\d+)?$/;

export const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL.test(value.trim());

/** -1, 0 or 1 as `a` is below, equal to or above `b`; undefined when either is not a decimal. */
export const compareDecimal = (a: unknown, b: unknown): number | undefined => {
  const left = typeof a === 'number' ? String(a) : a;
  const right = typeof b === 'number' ? String(b) : b;
  if (!isDecimal(left) || !isDecimal(right)) return undefined;
  return Decimal.parse(left.trim()).compare(Decimal.parse(right.trim()));
};
