import { decimalPlaces, isDecimal } from './decimal';

// Exact arithmetic on decimal strings through bigint: an order's amounts, fees and balances never pass
// through a floating-point number. Every operand must be a decimal string (see isDecimal).
export type Rounding = 'down' | 'up';

interface Scaled {
  units: bigint;
  places: number;
}

const parse = (value: string): Scaled => {
  if (!isDecimal(value)) throw new Error(`not a decimal: ${value}`);
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, places: fraction.length };
};

const rescale = ({ units, places }: Scaled, to: number): bigint => units * 10n ** BigInt(to - places);

const text = (units: bigint, places: number): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
};

// A quotient of bigints, rounded towards zero ('down') or away from it ('up').
const divideUnits = (numerator: bigint, denominator: bigint, rounding: Rounding): bigint => {
  const quotient = numerator / denominator;
  if (rounding === 'down' || numerator % denominator === 0n) return quotient;
  return numerator < 0n !== denominator < 0n ? quotient - 1n : quotient + 1n;
};

export const addDecimal = (a: string, b: string): string => {
  const left = parse(a);
  const right = parse(b);
  const places = Math.max(left.places, right.places);
  return text(rescale(left, places) + rescale(right, places), places);
};

export const subtractDecimal = (a: string, b: string): string => addDecimal(a, b.startsWith('-') ? b.slice(1) : `-${b}`);

// Exact: the product keeps every decimal of both factors.
export const multiplyDecimal = (a: string, b: string): string => {
  const left = parse(a);
  const right = parse(b);
  return text(left.units * right.units, left.places + right.places);
};

// a / b with `places` decimals, rounded as asked. Dividing by zero is an error.
export const divideDecimal = (a: string, b: string, places: number, rounding: Rounding = 'down'): string => {
  const left = parse(a);
  const right = parse(b);
  if (right.units === 0n) throw new Error('division by zero');
  // a / b = (la / 10^pa) / (lb / 10^pb); scaled by 10^places: la * 10^(places + pb) / (lb * 10^pa).
  const numerator = left.units * 10n ** BigInt(places + right.places);
  const denominator = right.units * 10n ** BigInt(left.places);
  return text(divideUnits(numerator, denominator, rounding), places);
};

// The nearest multiple of `step` below (or above) the value, written with the step's decimals:
// roundToStep('0.12345', '0.0001') is '0.1234'. The step must be positive.
export const roundToStep = (value: string, step: string, rounding: Rounding = 'down'): string => {
  const size = parse(step);
  if (size.units <= 0n) throw new Error(`not a step: ${step}`);
  const amount = parse(value);
  const places = Math.max(amount.places, size.places);
  const steps = divideUnits(rescale(amount, places), rescale(size, places), rounding);
  return text(steps * size.units, size.places);
};

export const isMultipleOfStep = (value: string, step: string): boolean => {
  const size = parse(step);
  if (size.units <= 0n) return false;
  const amount = parse(value);
  const places = Math.max(amount.places, size.places);
  return rescale(amount, places) % rescale(size, places) === 0n;
};

// At most `places` decimals, rounded as asked ('1.23456', 2 -> '1.23').
export const roundToPlaces = (value: string, places: number, rounding: Rounding = 'down'): string =>
  roundToStep(value, places > 0 ? `0.${'1'.padStart(places, '0')}` : '1', rounding);

// Trailing zeros dropped ('1.2300' -> '1.23', '5.000' -> '5'): for showing an exact product.
export const trimDecimal = (value: string): string => (decimalPlaces(value) > 0 ? value.replace(/\.?0+$/, '') : value);
