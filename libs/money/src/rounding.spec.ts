import fc from 'fast-check';
import { DivisionByZeroError, InvalidRoundingModeError } from './errors';
import { ROUNDING_MODES, divideRounded, type RoundingMode } from './rounding';
import { roundDecimalString } from './testing/reference-rounding';

const mode = fc.constantFrom(...ROUNDING_MODES);
const nonZero = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }).filter((d) => d !== 0n);
const anyInteger = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });

describe('divideRounded', () => {
  // value, then the expected result for down, up, floor, ceil, half-up, half-even
  const table: Array<[string, bigint, bigint, bigint[]]> = [
    ['5.5', 55n, 10n, [5n, 6n, 5n, 6n, 6n, 6n]],
    ['2.5', 25n, 10n, [2n, 3n, 2n, 3n, 3n, 2n]],
    ['1.6', 16n, 10n, [1n, 2n, 1n, 2n, 2n, 2n]],
    ['1.1', 11n, 10n, [1n, 2n, 1n, 2n, 1n, 1n]],
    ['1.0', 10n, 10n, [1n, 1n, 1n, 1n, 1n, 1n]],
    ['-1.0', -10n, 10n, [-1n, -1n, -1n, -1n, -1n, -1n]],
    ['-1.1', -11n, 10n, [-1n, -2n, -2n, -1n, -1n, -1n]],
    ['-1.6', -16n, 10n, [-1n, -2n, -2n, -1n, -2n, -2n]],
    ['-2.5', 25n, -10n, [-2n, -3n, -3n, -2n, -3n, -2n]],
    ['-5.5', -55n, 10n, [-5n, -6n, -6n, -5n, -6n, -6n]],
    ['0.5', 1n, 2n, [0n, 1n, 0n, 1n, 1n, 0n]],
    ['-0.5', -1n, 2n, [0n, -1n, -1n, 0n, -1n, 0n]],
    ['0', 0n, 7n, [0n, 0n, 0n, 0n, 0n, 0n]],
  ];
  describe.each(table)('%s', (_label, numerator, denominator, expected) => {
    it.each(ROUNDING_MODES.map((m, i) => [m, expected[i]!] as const))('%s gives %p', (m, result) => {
      expect(divideRounded(numerator, denominator, m)).toBe(result);
    });
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(DivisionByZeroError);
  });

  it('refuses a rounding mode it does not know, even when the division is exact', () => {
    const call = () => divideRounded(10n, 5n, 'HALF_UP' as RoundingMode);
    expect(call).toThrow(InvalidRoundingModeError);
    expect(call).toThrow(expect.objectContaining({ code: 'money.invalidRoundingMode' }));
  });

  it('agrees with the string reference whenever the quotient is a finite decimal', () => {
    const terminating = fc
      .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.boolean())
      .map(([twos, fives, negative]) => (negative ? -1n : 1n) * 2n ** BigInt(twos) * 5n ** BigInt(fives));
    fc.assert(
      fc.property(anyInteger, terminating, mode, (numerator, denominator, m) => {
        const digits = 12; // 10^12 is a multiple of every 2^a * 5^b with a, b <= 12
        const scaled = (numerator * 10n ** BigInt(digits)) / denominator;
        const negative = scaled < 0n;
        const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
        const exact = `${negative ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
        expect(divideRounded(numerator, denominator, m).toString()).toBe(roundDecimalString(exact, 0, m));
      }),
    );
  });

  it('is always within one of the exact quotient, on the side the mode asks for', () => {
    const abs = (x: bigint) => (x < 0n ? -x : x);
    fc.assert(
      fc.property(anyInteger, nonZero, mode, (numerator, denominator, m) => {
        const q = divideRounded(numerator, denominator, m);
        // (q - n/d) * |d|, so the exact quotient's distance is compared in integers
        const error = (q * denominator - numerator) * (denominator < 0n ? -1n : 1n);
        const d = abs(denominator);
        expect(abs(error) < d).toBe(true);
        const magnitudeAtMost = abs(q) * d <= abs(numerator); // |q| <= |n/d|
        const magnitudeAtLeast = abs(q) * d >= abs(numerator);
        const expectations: Record<RoundingMode, boolean> = {
          down: magnitudeAtMost,
          up: magnitudeAtLeast,
          floor: error <= 0n,
          ceil: error >= 0n,
          'half-up': 2n * abs(error) <= d,
          'half-even': 2n * abs(error) <= d && (2n * abs(error) < d || q % 2n === 0n),
        };
        expect(expectations[m]).toBe(true);
      }),
    );
  });
});
