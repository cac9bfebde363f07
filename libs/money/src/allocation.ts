import { InvalidAllocationError } from './errors';

/**
 * Splits `total` minor units in proportion to `ratios` without losing or creating a unit, by the
 * largest-remainder method: every part first gets its share rounded toward zero, then the units
 * left over go one each to the parts with the largest remainders (the earlier part on a tie).
 * So each part differs from its exact share by less than one unit, and a zero ratio gets zero.
 * A negative total is split as its opposite and negated, so allocation is symmetric.
 */
export function allocateMinor(total: bigint, ratios: readonly bigint[]): bigint[] {
  if (ratios.length === 0) throw new InvalidAllocationError('allocation needs at least one ratio');
  let sum = 0n;
  for (const ratio of ratios) {
    if (typeof ratio !== 'bigint' || ratio < 0n)
      throw new InvalidAllocationError(`ratios must be non-negative bigints, got ${String(ratio)}`);
    sum += ratio;
  }
  if (sum === 0n) throw new InvalidAllocationError('ratios must not all be zero');

  const sign = total < 0n ? -1n : 1n;
  const magnitude = total * sign;
  const parts = ratios.map((ratio) => (magnitude * ratio) / sum);
  const remainders = ratios.map((ratio) => (magnitude * ratio) % sum);
  let leftOver = magnitude - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = ratios
    .map((_, index) => index)
    .sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const index of byRemainder) {
    if (leftOver === 0n) break;
    parts[index]! += 1n;
    leftOver -= 1n;
  }
  return parts.map((part) => part * sign);
}
