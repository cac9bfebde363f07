import { DivisionByZeroError, InvalidAmountError, TooManyDecimalsError } from './errors';
import { checkScale, formatDecimalText, parseDecimalText, pow10 } from './decimal-text';
import { divideRounded, type RoundingMode } from './rounding';

/**
 * An exact fixed-point number for prices, quantities and rates: `units / 10^scale`.
 * Operations that can lose digits (division, rescaling down) take an explicit rounding mode.
 * Equality and comparison are numeric: 1.5 equals 1.50.
 */
export class Decimal {
  static readonly ZERO = new Decimal(0n, 0);
  static readonly ONE = new Decimal(1n, 0);

  private constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {
    Object.freeze(this);
  }

  static of(units: bigint, scale = 0): Decimal {
    if (typeof units !== 'bigint') throw new InvalidAmountError(`units must be a bigint, got ${typeof units}`);
    return new Decimal(units, checkScale(scale));
  }

  /**
   * Strict parse (see `parseDecimalText`). Without `scale` the result keeps the text's own fraction
   * digits; with it, the result has exactly that scale, and dropping digits needs `rounding`.
   */
  static parse(text: string, scale?: number, rounding?: RoundingMode): Decimal {
    const parts = parseDecimalText(text);
    const parsed = new Decimal(parts.units, parts.scale);
    if (scale === undefined) return parsed;
    checkScale(scale);
    if (parts.scale > scale && rounding === undefined) throw new TooManyDecimalsError(text, scale);
    return parsed.rescale(scale, rounding ?? 'down');
  }

  add(other: Decimal): Decimal {
    const scale = Math.max(this.scale, other.scale);
    return new Decimal(this.unitsAt(scale) + other.unitsAt(scale), scale);
  }

  subtract(other: Decimal): Decimal {
    return this.add(other.negate());
  }

  /** Exact product (scale = sum of scales), or rounded to `scale` when one is given. */
  multiply(other: Decimal): Decimal;
  multiply(other: Decimal, scale: number, rounding: RoundingMode): Decimal;
  multiply(other: Decimal, scale?: number, rounding?: RoundingMode): Decimal {
    const exact = Decimal.of(this.units * other.units, this.scale + other.scale);
    return scale === undefined ? exact : exact.rescale(scale, rounding ?? 'down');
  }

  divide(divisor: Decimal, scale: number, rounding: RoundingMode): Decimal {
    checkScale(scale);
    if (divisor.units === 0n) throw new DivisionByZeroError();
    // this/divisor = (u1 / 10^s1) / (u2 / 10^s2); scaled to 10^scale: u1 * 10^(scale + s2 - s1) / u2
    const shift = scale + divisor.scale - this.scale;
    const numerator = shift >= 0 ? this.units * pow10(shift) : this.units;
    const denominator = shift >= 0 ? divisor.units : divisor.units * pow10(-shift);
    return new Decimal(divideRounded(numerator, denominator, rounding), scale);
  }

  rescale(scale: number, rounding: RoundingMode): Decimal {
    checkScale(scale);
    if (scale >= this.scale) return new Decimal(this.unitsAt(scale), scale);
    return new Decimal(divideRounded(this.units, pow10(this.scale - scale), rounding), scale);
  }

  negate(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  abs(): Decimal {
    return this.units < 0n ? this.negate() : this;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  isPositive(): boolean {
    return this.units > 0n;
  }

  compare(other: Decimal): -1 | 0 | 1 {
    const scale = Math.max(this.scale, other.scale);
    const a = this.unitsAt(scale);
    const b = other.unitsAt(scale);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  equals(other: Decimal): boolean {
    return this.compare(other) === 0;
  }

  /** Exactly `scale` fraction digits: Decimal.of(1500n, 3) → '1.500'. */
  toString(): string {
    return formatDecimalText(this.units, this.scale);
  }

  toJSON(): string {
    return this.toString();
  }

  /** Units at a scale at least as large as this one's (exact). */
  private unitsAt(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }
}
