import { Decimal } from '@meridian/money';

// What an amount buys at a unit value, and what units bring back: rounded down as the platform does.
export const unitsFor = (amount: string, value: string): string => Decimal.parse(amount).divide(Decimal.parse(value), 6, 'down').toString();
export const proceedsOf = (units: string, value: string): string =>
  Decimal.parse(units).multiply(Decimal.parse(value)).rescale(6, 'down').toString();

// The change of the unit value since the fund's first day (1 USDT), as a percentage with two places.
export const changeSinceStart = (value: string): string =>
  Decimal.parse(value).subtract(Decimal.parse('1')).multiply(Decimal.parse('100')).rescale(2, 'half-even').toString();

// Points of a line chart of the values, in a width x height box, oldest on the left (display only).
export const chartPoints = (values: readonly string[], width: number, height: number): string => {
  if (values.length === 0) return '';
  const numbers = values.map(Number);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const span = high - low || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return numbers.map((value, index) => `${(index * step).toFixed(1)},${(height - ((value - low) / span) * height).toFixed(1)}`).join(' ');
};
