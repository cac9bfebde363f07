import fc from 'fast-check';
import { defineAsset, type Asset } from './asset';
import { Decimal } from './decimal';
import { pow10 } from './decimal-text';
import { Money } from './money';
import { ROUNDING_MODES } from './rounding';
import { roundDecimalString } from './testing/reference-rounding';

const asset: fc.Arbitrary<Asset> = fc
  .tuple(fc.constantFrom('USDT', 'BTC', 'ETH', 'TRX', 'USD', 'XAU'), fc.integer({ min: 0, max: 18 }))
  .map(([code, scale]) => defineAsset(code, scale));
const minor = fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n });
const money = (of: Asset) => minor.map((m) => Money.ofMinor(of, m));
const mode = fc.constantFrom(...ROUNDING_MODES);
const factor = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 12 }))
  .map(([units, scale]) => Decimal.of(units, scale));
const price = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10 }))
  .map(([units, scale]) => Decimal.of(units, scale));

const abs = (x: bigint) => (x < 0n ? -x : x);

describe('Money properties', () => {
  it('parse(format(x)) gives x back', () => {
    fc.assert(
      fc.property(
        asset.chain((a) => money(a)),
        (x) => expect(Money.parse(x.asset, x.toString())).toEqual(x),
      ),
    );
  });

  it('addition is commutative and associative, and a + (-a) = 0', () => {
    fc.assert(
      fc.property(
        asset.chain((a) => fc.tuple(money(a), money(a), money(a))),
        ([a, b, c]) => {
          expect(a.add(b).equals(b.add(a))).toBe(true);
          expect(
            a
              .add(b)
              .add(c)
              .equals(a.add(b.add(c))),
          ).toBe(true);
          expect(a.add(a.negate()).isZero()).toBe(true);
          expect(a.subtract(b).equals(a.add(b.negate()))).toBe(true);
        },
      ),
    );
  });

  it('compare, min and max agree with the minor units', () => {
    fc.assert(
      fc.property(
        asset.chain((a) => fc.tuple(money(a), money(a))),
        ([a, b]) => {
          expect(a.compare(b)).toBe(a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0);
          expect(Money.min(a, b).minor).toBe(a.minor < b.minor ? a.minor : b.minor);
          expect(Money.max(a, b).minor).toBe(a.minor > b.minor ? a.minor : b.minor);
        },
      ),
    );
  });

  it('allocate sums to the original and each part is within one unit of its exact share', () => {
    const ratios = fc.array(fc.bigInt({ min: 0n, max: 1000n }), { minLength: 1, maxLength: 8 }).filter((r) => r.some((x) => x > 0n));
    fc.assert(
      fc.property(
        asset.chain((a) => money(a)),
        ratios,
        (x, r) => {
          const parts = x.allocate(r);
          const total = r.reduce((s, v) => s + v, 0n);
          expect(Money.sum(x.asset, parts).equals(x)).toBe(true);
          parts.forEach((part, i) => expect(abs(part.minor * total - x.minor * r[i]!) < total).toBe(true));
        },
      ),
    );
  });

  it('multiplying by one, at any scale and any rounding, changes nothing', () => {
    fc.assert(
      fc.property(
        asset.chain((a) => money(a)),
        fc.integer({ min: 0, max: 20 }),
        mode,
        (x, scale, m) => expect(x.multiply(Decimal.ONE.rescale(scale, 'down'), m)).toEqual(x),
      ),
    );
  });

  it('multiply rounds like the digit-string reference', () => {
    fc.assert(
      fc.property(
        asset.chain((a) => money(a)),
        factor,
        mode,
        (x, f, m) => {
          const exact = x.toDecimal().multiply(f).toString();
          expect(x.multiply(f, m).toString()).toBe(roundDecimalString(exact, x.asset.scale, m));
        },
      ),
    );
  });

  it('parse with a rounding mode rounds like the digit-string reference', () => {
    const text = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,15}$/), fc.stringMatching(/^[0-9]{1,20}$/))
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}.${fraction}`);
    fc.assert(
      fc.property(asset, text, mode, (a, t, m) => {
        expect(Money.parse(a, t, m).toString()).toBe(roundDecimalString(t, a.scale, m));
      }),
    );
  });

  it('toDisplay rounds like the digit-string reference', () => {
    fc.assert(
      fc.property(
        asset.chain((a) => money(a)),
        fc.constantFrom(0, 2, 4, 6, 8),
        mode,
        (x, decimals, m) => expect(x.toDisplay(decimals, m)).toBe(roundDecimalString(x.toString(), decimals, m)),
      ),
    );
  });

  it('convert equals the exact product rounded to the target asset', () => {
    fc.assert(
      fc.property(asset, asset, price, mode, minor, (from, to, p, m, units) => {
        const x = Money.ofMinor(from, units);
        const exact = x.toDecimal().multiply(p).toString();
        expect(x.convert(to, p, m).toString()).toBe(roundDecimalString(exact, to.scale, m));
      }),
    );
  });

  it('converting there and back at the inverse price loses at most what the roundings allow', () => {
    fc.assert(
      fc.property(asset, asset, price, minor, (from, to, p, units) => {
        const x = Money.ofMinor(from, units);
        const inverse = Decimal.ONE.divide(p, 60, 'half-even');
        const back = x.convert(to, p, 'half-even').convert(from, inverse, 'half-even');
        // Half a unit of `to` is worth 10^from.scale / (2 p 10^to.scale) units of `from`; the
        // second rounding adds half a unit more, and the inverse price's own error is negligible.
        const slack = 2n + pow10(from.scale + p.scale) / (2n * pow10(to.scale) * p.units);
        expect(abs(back.minor - x.minor) <= slack).toBe(true);
      }),
    );
  });

  it('rounding down both ways never gives back more than was converted', () => {
    fc.assert(
      fc.property(asset, asset, price, minor, (from, to, p, units) => {
        const x = Money.ofMinor(from, abs(units));
        const inverse = Decimal.ONE.divide(p, 60, 'down');
        expect(x.convert(to, p, 'down').convert(from, inverse, 'down').compare(x)).not.toBe(1);
      }),
    );
  });
});
