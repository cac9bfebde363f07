import { Decimal } from '@meridian/money';
import { decimalPlaces } from './decimal';

// Exact arithmetic on decimal strings, through the platform's own Decimal (libs/money): an order's
// amounts, fees and balances never pass through a floating-point number. Every operand must be a
// decimal string (see isDecimal).
export type Rounding = 'down' | 'up';

const parse = (value: string): Decimal => Decimal.parse(value);

export const addDecimal = (a: string, b: string): string => parse(a).add(parse(b)).toString();

export const subtractDecimal = (a: string, b: string): string => parse(a).subtract(parse(b)).toString();

// Exact: the product keeps every decimal of both factors.
export const multiplyDecimal = (a: string, b: string): string => parse(a).multiply(parse(b)).toString();

// a / b with `places` decimals, rounded towards zero ('down') or away from it ('up'). Dividing by zero is an error.
export const divideDecimal = (a: string, b: string, places: number, rounding: Rounding = 'down'): string => parse(a).divide(parse(b), places, rounding).toString();

// The nearest multiple of `step` below (or above) the value, written with the step's decimals:
// roundToStep('0.12345', '0.0001') is '0.1234'. The step must be positive.
export const roundToStep = (value: string, step: string, rounding: Rounding = 'down'): string => {
  const size = parse(step);
  if (!size.isPositive()) throw new Error(`not a step: ${step}`);
  const steps = parse(value).divide(size, 0, rounding);
  return Decimal.of(steps.units * size.units, size.scale).toString();
};

export const isMultipleOfStep = (value: string, step: string): boolean => {
  const size = parse(step);
  if (!size.isPositive()) return false;
  const amount = parse(value);
  return amount.divide(size, 0, 'down').multiply(size).equals(amount);
};

// At most `places` decimals, rounded as asked ('1.23456', 2 -> '1.23').
export const roundToPlaces = (value: string, places: number, rounding: Rounding = 'down'): string => parse(value).rescale(places, rounding).toString();

// Trailing zeros dropped ('1.2300' -> '1.23', '5.000' -> '5'): for showing an exact product.
export const trimDecimal = (value: string): string => (decimalPlaces(value) > 0 ? value.replace(/\.?0+$/, '') : value);
