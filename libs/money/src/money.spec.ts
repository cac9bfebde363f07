import { ASSETS, defineAsset } from './asset';
import { Decimal } from './decimal';
import {
  AssetMismatchError,
  InvalidAllocationError,
  InvalidAmountError,
  InvalidAssetError,
  InvalidDecimalError,
  InvalidPriceError,
  InvalidScaleError,
  MoneyError,
  TooManyDecimalsError,
} from './errors';
import { Money } from './money';

const { USDT, BTC, USD, TRX } = ASSETS;
const usdt = (text: string) => Money.parse(USDT, text);

describe('Money', () => {
  describe('creating', () => {
    it('holds minor units as a bigint with its asset', () => {
      const amount = usdt('12.34');
      expect(amount.minor).toBe(12_340_000n);
      expect(amount.asset).toEqual(USDT);
      expect(Money.ofMinor(BTC, 1n).toString()).toBe('0.00000001');
      expect(Money.zero(USD).toString()).toBe('0.00');
    });

    it.each([
      ['12.34', '12.340000'],
      ['-0.000001', '-0.000001'],
      ['0', '0.000000'],
      ['-0', '0.000000'],
      ['1000000', '1000000.000000'],
    ])('parses %p and prints %p', (text, printed) => {
      expect(usdt(text).toString()).toBe(printed);
      expect(JSON.stringify({ amount: usdt(text) })).toBe(`{"amount":"${printed}"}`);
    });

    it('prints an asset of scale 0 without a point', () => {
      expect(Money.parse(defineAsset('JPYX', 0), '-15').toString()).toBe('-15');
    });

    it.each(['', '1.', '.5', '+1', '1e6', ' 1', '1 ', '1,00', 'abc', '0x1F', '1'.repeat(41)])('refuses %p', (text) => {
      expect(() => usdt(text)).toThrow(InvalidDecimalError);
      expect(() => usdt(text)).toThrow(expect.objectContaining({ code: 'money.invalidDecimal' }));
    });

    it('refuses more fraction digits than the asset has unless a rounding mode is given', () => {
      expect(() => Money.parse(USD, '1.005')).toThrow(TooManyDecimalsError);
      expect(() => Money.parse(USD, '1.005')).toThrow(expect.objectContaining({ code: 'money.tooManyDecimals' }));
      expect(Money.parse(USD, '1.005', 'half-even').toString()).toBe('1.00');
      expect(Money.parse(USD, '1.005', 'half-up').toString()).toBe('1.01');
      expect(Money.parse(USD, '-1.001', 'floor').toString()).toBe('-1.01');
      // Strict on purpose: even zeros beyond the scale are refused, so a client's formatting bug surfaces.
      expect(() => Money.parse(USD, '1.000')).toThrow(TooManyDecimalsError);
      expect(Money.parse(USD, '1.000', 'down').toString()).toBe('1.00');
    });

    it('refuses minor units that are not a bigint', () => {
      expect(() => Money.ofMinor(USDT, 1 as unknown as bigint)).toThrow(InvalidAmountError);
      expect(() => Money.ofMinor(USDT, '1' as unknown as bigint)).toThrow(expect.objectContaining({ code: 'money.invalidAmount' }));
    });

    it('refuses an asset that is not valid', () => {
      expect(() => Money.zero({ code: 'usdt', scale: 6 })).toThrow(InvalidAssetError);
      expect(() => Money.ofMinor({ code: 'USDT', scale: -1 }, 1n)).toThrow(InvalidAssetError);
      expect(() => Money.zero(null as unknown as typeof USDT)).toThrow(InvalidAssetError);
    });

    it('accepts a plain asset object read from JSON', () => {
      expect(Money.parse({ code: 'USDT', scale: 6 }, '1').equals(usdt('1'))).toBe(true);
    });

    it('is immutable', () => {
      const amount = usdt('1');
      expect(Object.isFrozen(amount)).toBe(true);
      expect(() => {
        (amount as { minor: bigint }).minor = 5n;
      }).toThrow(TypeError);
    });
  });

  describe('arithmetic within one asset', () => {
    it('adds, subtracts, negates and takes absolute values', () => {
      expect(usdt('1.5').add(usdt('2.25')).toString()).toBe('3.750000');
      expect(usdt('1.5').subtract(usdt('2.25')).toString()).toBe('-0.750000');
      expect(usdt('1.5').negate().toString()).toBe('-1.500000');
      expect(usdt('-1.5').abs().toString()).toBe('1.500000');
    });

    it('answers sign questions', () => {
      expect([usdt('0').isZero(), usdt('-0.1').isNegative(), usdt('0.1').isPositive(), usdt('0').isPositive()]).toEqual([
        true,
        true,
        true,
        false,
      ]);
    });

    it('compares, and picks the smallest and largest', () => {
      expect(usdt('1').compare(usdt('2'))).toBe(-1);
      expect(usdt('2').compare(usdt('2.000000'))).toBe(0);
      expect(Money.min(usdt('3'), usdt('-1'), usdt('2')).toString()).toBe('-1.000000');
      expect(Money.max(usdt('3'), usdt('-1'), usdt('7')).toString()).toBe('7.000000');
      expect(Money.sum(USDT, [usdt('1'), usdt('2.5')]).toString()).toBe('3.500000');
      expect(Money.sum(USDT, []).isZero()).toBe(true);
    });

    it.each([
      ['add', (a: Money, b: Money) => a.add(b)],
      ['subtract', (a: Money, b: Money) => a.subtract(b)],
      ['compare', (a: Money, b: Money) => a.compare(b)],
      ['min', (a: Money, b: Money) => Money.min(a, b)],
      ['max', (a: Money, b: Money) => Money.max(a, b)],
      ['sum', (a: Money, b: Money) => Money.sum(a.asset, [a, b])],
    ])('%s refuses to mix assets', (_name, operation) => {
      const call = () => operation(usdt('1'), Money.parse(TRX, '1'));
      expect(call).toThrow(AssetMismatchError);
      expect(call).toThrow(MoneyError);
      expect(call).toThrow(expect.objectContaining({ code: 'money.assetMismatch' }));
    });

    it('treats the same code at another scale as another asset', () => {
      expect(() => usdt('1').add(Money.parse({ code: 'USDT', scale: 2 }, '1'))).toThrow(AssetMismatchError);
    });

    it('says amounts of different assets are not equal rather than throwing', () => {
      expect(usdt('1').equals(Money.parse(TRX, '1'))).toBe(false);
      expect(usdt('1').equals(usdt('1.000'))).toBe(true);
    });
  });

  describe('multiply', () => {
    it.each([
      ['100', '0.001', 'down', '0.100000'],
      ['10.000001', '0.5', 'half-up', '5.000001'],
      ['10.000001', '0.5', 'half-even', '5.000000'],
      ['10.000001', '0.5', 'down', '5.000000'],
      ['-10.000001', '0.5', 'floor', '-5.000001'],
      ['3', '-1.5', 'down', '-4.500000'],
    ] as const)('%s × %s rounded %s is %s', (amount, factor, rounding, expected) => {
      expect(usdt(amount).multiply(Decimal.parse(factor), rounding).toString()).toBe(expected);
    });
  });

  describe('allocate', () => {
    it('splits without losing a unit', () => {
      expect(usdt('0.000010').allocate([1n, 1n, 1n]).map(String)).toEqual(['0.000004', '0.000003', '0.000003']);
      expect(Money.parse(USD, '100').allocate([70n, 20n, 10n]).map(String)).toEqual(['70.00', '20.00', '10.00']);
    });

    it('refuses impossible ratios', () => {
      expect(() => usdt('1').allocate([])).toThrow(InvalidAllocationError);
      expect(() => usdt('1').allocate([0n])).toThrow(expect.objectContaining({ code: 'money.invalidAllocation' }));
    });
  });

  describe('convert', () => {
    it('converts at a price quoted in the target asset per whole unit', () => {
      const btc = Money.parse(BTC, '0.5');
      // 0.5 × 65000.123457 = 32500.0617285: a tie at USDT's 6 digits
      expect(btc.convert(USDT, Decimal.parse('65000.123457'), 'half-even').toString()).toBe('32500.061728');
      expect(btc.convert(USDT, Decimal.parse('65000.123457'), 'half-up').toString()).toBe('32500.061729');
      expect(btc.convert(USDT, Decimal.parse('65000.123457'), 'down').toString()).toBe('32500.061728');
      expect(Money.parse(BTC, '0.00000001').convert(USD, Decimal.parse('65000'), 'down').toString()).toBe('0.00');
      expect(Money.parse(BTC, '0.00000001').convert(USD, Decimal.parse('65000'), 'up').toString()).toBe('0.01');
      expect(usdt('100').convert(BTC, Decimal.parse('0.0000153846'), 'down').toString()).toBe('0.00153846');
    });

    it('refuses a negative price', () => {
      const call = () => usdt('1').convert(BTC, Decimal.parse('-1'), 'down');
      expect(call).toThrow(InvalidPriceError);
      expect(call).toThrow(expect.objectContaining({ code: 'money.invalidPrice' }));
    });
  });

  describe('display', () => {
    it.each([
      ['12.345678', 2, 'half-up', '12.35'],
      ['12.345678', 4, 'down', '12.3456'],
      ['12.345678', 6, 'down', '12.345678'],
      ['12.345678', 8, 'down', '12.34567800'],
      ['-12.345678', 2, 'half-up', '-12.35'],
      ['-0.001', 2, 'half-up', '0.00'],
      ['0.005', 2, 'half-even', '0.00'],
      ['0.015', 2, 'half-even', '0.02'],
    ] as const)('%s shown with %i decimals rounded %s is %s', (amount, decimals, rounding, shown) => {
      expect(usdt(amount).toDisplay(decimals, rounding)).toBe(shown);
    });

    it('refuses an impossible number of decimals', () => {
      expect(() => usdt('1').toDisplay(-1, 'down')).toThrow(InvalidScaleError);
      expect(() => usdt('1').toDisplay(2.5, 'down')).toThrow(expect.objectContaining({ code: 'money.invalidScale' }));
    });
  });
});
