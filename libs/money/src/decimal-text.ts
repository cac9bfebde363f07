import { InvalidDecimalError, InvalidScaleError } from './errors';

/** Longer inputs are refused outright: no real amount or price needs them, and they cost CPU. */
export const MAX_DIGITS = 40;

/** Scales beyond this are refused, so a hostile scale cannot make 10^scale huge. */
export const MAX_SCALE = 100;

// Optional '-', at least one digit, optionally '.' and at least one digit. So '.5', '1.', '+1',
// '1e3', ' 1' and '' are all refused; leading zeros ('007.50') are accepted.
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface DecimalParts {
  /** The value times 10^scale. */
  units: bigint;
  /** How many fraction digits the text had. */
  scale: number;
}

export function parseDecimalText(text: unknown): DecimalParts {
  if (typeof text !== 'string') throw new InvalidDecimalError(text, 'not a string');
  if (text.length > MAX_DIGITS + 2) throw new InvalidDecimalError(text, `more than ${MAX_DIGITS} digits`);
  const match = DECIMAL.exec(text);
  if (!match) throw new InvalidDecimalError(text, "expected digits with an optional '-' and '.'");
  const [, minus, whole, fraction = ''] = match;
  if (whole!.length + fraction.length > MAX_DIGITS) throw new InvalidDecimalError(text, `more than ${MAX_DIGITS} digits`);
  const magnitude = BigInt(whole! + fraction);
  return { units: minus ? -magnitude : magnitude, scale: fraction.length };
}

/** `units / 10^scale` with exactly `scale` fraction digits ('-1.50' for -150n at scale 2). */
export function formatDecimalText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const fraction = scale > 0 ? `.${digits.slice(cut)}` : '';
  return `${negative ? '-' : ''}${digits.slice(0, cut)}${fraction}`;
}

export function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) throw new InvalidScaleError(scale);
  return scale;
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}
