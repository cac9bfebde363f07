import fc from 'fast-check';
import { Decimal } from './decimal';
import {
  DivisionByZeroError,
  InvalidAmountError,
  InvalidDecimalError,
  InvalidScaleError,
  MoneyError,
  TooManyDecimalsError,
} from './errors';
import { ROUNDING_MODES } from './rounding';
import { roundDecimalString } from './testing/reference-rounding';

const mode = fc.constantFrom(...ROUNDING_MODES);
const decimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }), fc.integer({ min: 0, max: 14 }))
  .map(([units, scale]) => Decimal.of(units, scale));
const nonZeroDecimal = decimal.filter((d) => !d.isZero());

describe('Decimal', () => {
  describe('parse and format', () => {
    it.each([
      ['0', 0n, 0, '0'],
      ['-0', 0n, 0, '0'],
      ['1.50', 150n, 2, '1.50'],
      ['-0.001', -1n, 3, '-0.001'],
      ['007.5', 75n, 1, '7.5'],
      ['65000.12345678', 6500012345678n, 8, '65000.12345678'],
    ])('%p is %p at scale %i and prints as %p', (text, units, scale, printed) => {
      const parsed = Decimal.parse(text);
      expect(parsed.units).toBe(units);
      expect(parsed.scale).toBe(scale);
      expect(parsed.toString()).toBe(printed);
      expect(JSON.stringify({ price: parsed })).toBe(`{"price":"${printed}"}`);
    });

    it.each([
      '',
      ' ',
      ' 1',
      '1 ',
      '1.',
      '.5',
      '+1',
      '--1',
      '1e3',
      '1E-2',
      '1,5',
      '1_000',
      '0x10',
      'NaN',
      'Infinity',
      '１',
      '٣',
      '1.2.3',
      '-',
      '-.5',
    ])('refuses %p', (text) => {
      expect(() => Decimal.parse(text)).toThrow(InvalidDecimalError);
      expect(() => Decimal.parse(text)).toThrow(expect.objectContaining({ code: 'money.invalidDecimal' }));
    });

    it('refuses something that is not a string', () => {
      expect(() => Decimal.parse(12 as unknown as string)).toThrow(InvalidDecimalError);
    });

    it('accepts 40 digits and refuses 41', () => {
      expect(Decimal.parse(`${'9'.repeat(20)}.${'9'.repeat(20)}`).scale).toBe(20);
      expect(Decimal.parse(`-${'9'.repeat(40)}`).units).toBe(-(10n ** 40n - 1n));
      expect(() => Decimal.parse('9'.repeat(41))).toThrow(InvalidDecimalError);
      expect(() => Decimal.parse(`1.${'0'.repeat(40)}`)).toThrow(InvalidDecimalError);
      expect(() => Decimal.parse('1'.repeat(100_000))).toThrow(InvalidDecimalError);
    });

    it('parses to a requested scale, refusing to drop digits unless told how to round', () => {
      expect(Decimal.parse('1.5', 4).toString()).toBe('1.5000');
      expect(() => Decimal.parse('1.2345', 2)).toThrow(TooManyDecimalsError);
      expect(() => Decimal.parse('1.2345', 2)).toThrow(expect.objectContaining({ code: 'money.tooManyDecimals' }));
      expect(Decimal.parse('1.2350', 2, 'half-even').toString()).toBe('1.24');
    });

    it('round-trips every value through its string', () => {
      fc.assert(
        fc.property(decimal, (d) => {
          const back = Decimal.parse(d.toString());
          expect(back.units).toBe(d.units);
          expect(back.scale).toBe(d.scale);
        }),
      );
    });
  });

  describe('arithmetic', () => {
    it.each([
      ['1.5', '2.25', '3.75', '-0.75', '3.375'],
      ['-1', '0.001', '-0.999', '-1.001', '-0.001'],
      ['0.1', '0.2', '0.3', '-0.1', '0.02'],
    ])('%s and %s: sum %s, difference %s, product %s', (a, b, sum, difference, product) => {
      const [x, y] = [Decimal.parse(a), Decimal.parse(b)];
      expect(x.add(y).toString()).toBe(sum);
      expect(x.subtract(y).toString()).toBe(difference);
      expect(x.multiply(y).toString()).toBe(product);
    });

    it('rounds a product when asked for a scale', () => {
      expect(Decimal.parse('1.25').multiply(Decimal.parse('0.5'), 2, 'half-up').toString()).toBe('0.63');
      expect(Decimal.parse('1.25').multiply(Decimal.parse('0.5'), 2, 'half-even').toString()).toBe('0.62');
    });

    it.each([
      ['1', '3', 6, 'down', '0.333333'],
      ['2', '3', 6, 'half-up', '0.666667'],
      ['-2', '3', 2, 'floor', '-0.67'],
      ['-2', '3', 2, 'ceil', '-0.66'],
      ['10', '0.25', 0, 'down', '40'],
      ['0.000001', '1000', 2, 'up', '0.01'],
      ['12.5', '-2.5', 3, 'down', '-5.000'],
    ] as const)('%s / %s at scale %i rounded %s is %s', (a, b, scale, rounding, expected) => {
      expect(Decimal.parse(a).divide(Decimal.parse(b), scale, rounding).toString()).toBe(expected);
    });

    it('refuses to divide by zero', () => {
      const call = () => Decimal.ONE.divide(Decimal.parse('0.00'), 2, 'down');
      expect(call).toThrow(DivisionByZeroError);
      expect(call).toThrow(expect.objectContaining({ code: 'money.divisionByZero' }));
    });

    it('is exact for addition and subtraction', () => {
      fc.assert(
        fc.property(decimal, decimal, (a, b) => {
          expect(a.add(b).subtract(b).equals(a)).toBe(true);
          expect(a.add(b).equals(b.add(a))).toBe(true);
          expect(a.add(a.negate()).isZero()).toBe(true);
        }),
      );
    });

    it('multiplies exactly and divides back exactly', () => {
      fc.assert(fc.property(decimal, nonZeroDecimal, (a, b) => expect(a.multiply(b).divide(b, a.scale, 'down').equals(a)).toBe(true)));
    });

    it('divides to within one unit at the requested scale, on the side the mode asks for', () => {
      fc.assert(
        fc.property(decimal, nonZeroDecimal, fc.integer({ min: 0, max: 12 }), mode, (a, b, scale, m) => {
          const q = a.divide(b, scale, m);
          const ulp = Decimal.of(1n, scale).multiply(b.abs());
          const error = q.multiply(b).subtract(a); // (q - a/b) * b
          expect(error.abs().compare(ulp)).toBe(-1);
          if (m === 'half-up' || m === 'half-even') expect(error.abs().multiply(Decimal.of(2n)).compare(ulp)).not.toBe(1);
        }),
      );
    });
  });

  describe('rescale', () => {
    it('agrees with the digit-string reference for every mode', () => {
      fc.assert(
        fc.property(decimal, fc.integer({ min: 0, max: 16 }), mode, (d, scale, m) => {
          expect(d.rescale(scale, m).toString()).toBe(roundDecimalString(d.toString(), scale, m));
        }),
      );
    });

    it.each([-1, 1.5, 101, Number.NaN])('refuses scale %p', (scale) => {
      expect(() => Decimal.ONE.rescale(scale, 'down')).toThrow(InvalidScaleError);
      expect(() => Decimal.ONE.divide(Decimal.ONE, scale, 'down')).toThrow(InvalidScaleError);
      expect(() => Decimal.of(1n, scale)).toThrow(expect.objectContaining({ code: 'money.invalidScale' }));
    });
  });

  describe('comparison', () => {
    it('compares numerically across scales', () => {
      expect(Decimal.parse('1.5').equals(Decimal.parse('1.50'))).toBe(true);
      expect(Decimal.parse('1.5').compare(Decimal.parse('1.49'))).toBe(1);
      expect(Decimal.parse('-1.5').compare(Decimal.parse('-1.49'))).toBe(-1);
    });

    it('orders like the sign of the difference', () => {
      fc.assert(
        fc.property(decimal, decimal, (a, b) => {
          const difference = a.subtract(b);
          expect(a.compare(b)).toBe(difference.isZero() ? 0 : difference.isNegative() ? -1 : 1);
          expect(b.compare(a)).toBe(-a.compare(b) || 0);
        }),
      );
    });

    it('answers sign questions', () => {
      expect([Decimal.parse('-0.1').isNegative(), Decimal.parse('0.0').isZero(), Decimal.parse('0.1').isPositive()]).toEqual([
        true,
        true,
        true,
      ]);
      expect(Decimal.parse('-2.5').abs().toString()).toBe('2.5');
    });
  });

  it('is immutable', () => {
    const d = Decimal.parse('1.5');
    expect(Object.isFrozen(d)).toBe(true);
    expect(() => {
      (d as { units: bigint }).units = 2n;
    }).toThrow(TypeError);
  });

  it('refuses units that are not a bigint', () => {
    expect(() => Decimal.of(1 as unknown as bigint)).toThrow(InvalidAmountError);
    expect(() => Decimal.of(1 as unknown as bigint)).toThrow(MoneyError);
  });
});
