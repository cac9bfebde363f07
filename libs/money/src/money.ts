import { allocateMinor } from './allocation';
import { checkedAsset, sameAsset, type Asset } from './asset';
import { Decimal } from './decimal';
import { checkScale, formatDecimalText, pow10 } from './decimal-text';
import { AssetMismatchError, InvalidAmountError, InvalidPriceError, TooManyDecimalsError } from './errors';
import { divideRounded, type RoundingMode } from './rounding';

/**
 * An amount of one asset, held as an integer number of its minor units (1.5 USDT = 1_500_000n).
 * Immutable. Arithmetic between different assets throws `AssetMismatchError`; every operation that
 * can drop digits takes an explicit rounding mode.
 */
export class Money {
  private constructor(
    readonly asset: Asset,
    readonly minor: bigint,
  ) {
    Object.freeze(this);
  }

  static zero(asset: Asset): Money {
    return new Money(checkedAsset(asset), 0n);
  }

  static ofMinor(asset: Asset, minor: bigint): Money {
    if (typeof minor !== 'bigint') throw new InvalidAmountError(`minor units must be a bigint, got ${typeof minor}`);
    return new Money(checkedAsset(asset), minor);
  }

  /**
   * Strict decimal parse: optional '-', digits, optionally '.' and digits ('.5', '1.', '1e3',
   * '+1', spaces and more than 40 digits are refused). More fraction digits than the asset's
   * scale throw `TooManyDecimalsError` unless a rounding mode is given.
   */
  static parse(asset: Asset, text: string, rounding?: RoundingMode): Money {
    const checked = checkedAsset(asset);
    const decimal = Decimal.parse(text);
    if (decimal.scale > checked.scale && rounding === undefined) throw new TooManyDecimalsError(text, checked.scale);
    return new Money(checked, decimal.rescale(checked.scale, rounding ?? 'down').units);
  }

  static fromDecimal(asset: Asset, value: Decimal, rounding: RoundingMode): Money {
    const checked = checkedAsset(asset);
    return new Money(checked, value.rescale(checked.scale, rounding).units);
  }

  static min(first: Money, ...rest: Money[]): Money {
    return rest.reduce((a, b) => (b.compare(a) < 0 ? b : a), first);
  }

  static max(first: Money, ...rest: Money[]): Money {
    return rest.reduce((a, b) => (b.compare(a) > 0 ? b : a), first);
  }

  static sum(asset: Asset, amounts: Iterable<Money>): Money {
    let total = Money.zero(asset);
    for (const amount of amounts) total = total.add(amount);
    return total;
  }

  add(other: Money): Money {
    this.assertSameAsset(other);
    return new Money(this.asset, this.minor + other.minor);
  }

  subtract(other: Money): Money {
    this.assertSameAsset(other);
    return new Money(this.asset, this.minor - other.minor);
  }

  negate(): Money {
    return new Money(this.asset, -this.minor);
  }

  abs(): Money {
    return this.minor < 0n ? this.negate() : this;
  }

  isZero(): boolean {
    return this.minor === 0n;
  }

  isNegative(): boolean {
    return this.minor < 0n;
  }

  isPositive(): boolean {
    return this.minor > 0n;
  }

  compare(other: Money): -1 | 0 | 1 {
    this.assertSameAsset(other);
    return this.minor < other.minor ? -1 : this.minor > other.minor ? 1 : 0;
  }

  /** Never throws: amounts of different assets are simply not equal. */
  equals(other: Money): boolean {
    return sameAsset(this.asset, other.asset) && this.minor === other.minor;
  }

  multiply(factor: Decimal, rounding: RoundingMode): Money {
    return new Money(this.asset, divideRounded(this.minor * factor.units, pow10(factor.scale), rounding));
  }

  /** See `allocateMinor`: the parts always add up to this amount exactly. */
  allocate(ratios: readonly bigint[]): Money[] {
    return allocateMinor(this.minor, ratios).map((minor) => new Money(this.asset, minor));
  }

  /** `price` is how many `to` one whole unit of this asset is worth (BTC→USDT: 65000.12). */
  convert(to: Asset, price: Decimal, rounding: RoundingMode): Money {
    const target = checkedAsset(to);
    if (price.isNegative()) throw new InvalidPriceError(`a conversion price cannot be negative, got ${price.toString()}`);
    const numerator = this.minor * price.units * pow10(target.scale);
    const denominator = pow10(price.scale + this.asset.scale);
    return new Money(target, divideRounded(numerator, denominator, rounding));
  }

  toDecimal(): Decimal {
    return Decimal.of(this.minor, this.asset.scale);
  }

  /** Exactly `asset.scale` fraction digits: 12.34 USDT → '12.340000'. */
  toString(): string {
    return formatDecimalText(this.minor, this.asset.scale);
  }

  /** For screens: exactly `decimals` fraction digits, rounded with `rounding` when that drops digits. */
  toDisplay(decimals: number, rounding: RoundingMode): string {
    checkScale(decimals);
    return this.toDecimal().rescale(decimals, rounding).toString();
  }

  /** The decimal string only: the asset travels beside it (an account name, a field). */
  toJSON(): string {
    return this.toString();
  }

  private assertSameAsset(other: Money): void {
    if (!sameAsset(this.asset, other.asset)) throw new AssetMismatchError(this.asset, other.asset);
  }
}
