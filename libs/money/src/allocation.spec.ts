import fc from 'fast-check';
import { allocateMinor } from './allocation';
import { InvalidAllocationError } from './errors';

describe('allocateMinor', () => {
  it.each([
    [100n, [1n, 1n, 1n], [34n, 33n, 33n]],
    [5n, [1n, 1n], [3n, 2n]],
    [-5n, [1n, 1n], [-3n, -2n]],
    [10n, [70n, 30n], [7n, 3n]],
    [1n, [1n, 1n, 1n], [1n, 0n, 0n]],
    [2n, [1n, 0n, 1n], [1n, 0n, 1n]],
    [0n, [3n, 7n], [0n, 0n]],
    [7n, [5n], [7n]],
    // remainders: 1*7%6=1, 2*7%6=2, 3*7%6=3 → the single left-over unit goes to the last part
    [7n, [1n, 2n, 3n], [1n, 2n, 4n]],
  ])('splits %p by %p into %p', (total, ratios, expected) => {
    expect(allocateMinor(total, ratios)).toEqual(expected);
  });

  it.each([
    ['no ratios', []],
    ['a negative ratio', [1n, -1n]],
    ['only zero ratios', [0n, 0n]],
    ['a ratio that is not a bigint', [1 as unknown as bigint]],
  ])('refuses %s', (_label, ratios) => {
    const call = () => allocateMinor(10n, ratios as bigint[]);
    expect(call).toThrow(InvalidAllocationError);
    expect(call).toThrow(expect.objectContaining({ code: 'money.invalidAllocation' }));
  });

  const total = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
  const ratios = fc
    .array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 12 })
    .filter((list) => list.some((r) => r > 0n));

  it('never loses or creates a unit, and each part is within one unit of its exact share', () => {
    fc.assert(
      fc.property(total, ratios, (t, r) => {
        const parts = allocateMinor(t, r);
        const sum = r.reduce((a, b) => a + b, 0n);
        expect(parts).toHaveLength(r.length);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(t);
        parts.forEach((part, i) => {
          const distance = part * sum - t * r[i]!; // (part - exact share) * sum
          expect(distance < sum && distance > -sum).toBe(true);
          if (r[i] === 0n) expect(part).toBe(0n);
        });
      }),
    );
  });

  it('is symmetric: splitting -x gives the opposite of splitting x', () => {
    fc.assert(fc.property(total, ratios, (t, r) => expect(allocateMinor(-t, r)).toEqual(allocateMinor(t, r).map((p) => -p))));
  });
});
