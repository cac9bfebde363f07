// Amounts travel as decimal strings (docs/api.md, "Funding"); they are compared as integers of
// minor units, never as JavaScript numbers.
const DECIMAL = /^\d+(\.\d+)?$/;

export const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL.test(value.trim());

const scaled = (value: string, scale: number): bigint => {
  const [whole, fraction = ''] = value.trim().split('.');
  return BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
};

/** -1, 0 or 1 as `a` is below, equal to or above `b`; undefined when either is not a decimal. */
export const compareDecimal = (a: unknown, b: unknown): number | undefined => {
  const left = typeof a === 'number' ? String(a) : a;
  const right = typeof b === 'number' ? String(b) : b;
  if (!isDecimal(left) || !isDecimal(right)) return undefined;
  const scale = Math.max(left.split('.')[1]?.length ?? 0, right.split('.')[1]?.length ?? 0);
  const difference = scaled(left, scale) - scaled(right, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
};
