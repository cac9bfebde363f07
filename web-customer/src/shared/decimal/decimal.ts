import { Decimal } from '@meridian/money';

// Amounts are decimal strings end to end (docs/api.md). These helpers compare and reshape them as text
// and bigint, so no digit ever passes through a floating-point number.
const DECIMAL = /^-?\d+(\.\d+)?$/;

export const isDecimal = (value: string): boolean => DECIMAL.test(value);

export const decimalPlaces = (value: string): number => {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
};

// -1, 0 or 1, like a sort comparator. Both values must be decimals.
export const compareDecimal = (a: string, b: string): number => Decimal.parse(a).compare(Decimal.parse(b));

export const isZeroDecimal = (value: string): boolean => isDecimal(value) && /^-?0*\.?0*$/.test(value);

export const isNegativeDecimal = (value: string): boolean => isDecimal(value) && value.startsWith('-') && !isZeroDecimal(value);

export const absDecimal = (value: string): string => (value.startsWith('-') ? value.slice(1) : value);

// What a customer types into an amount field, cleaned as they type: digits and one decimal point (a
// comma counts as one, as Spanish and Vietnamese keyboards write it), at most `scale` decimals.
export const normalizeAmountInput = (raw: string, scale: number): string => {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  let whole = dot < 0 ? text : text.slice(0, dot);
  const fraction = dot < 0 ? null : text.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null) return whole;
  if (scale <= 0) return whole;
  return `${whole || '0'}.${fraction.slice(0, scale)}`;
};

// A rate as a percentage, e.g. '0.05' -> '5', '0.0015' -> '0.15'. Anything else is returned as it came.
export const percentOf = (rate: string): string => {
  if (!isDecimal(rate) || rate.startsWith('-')) return rate;
  const [whole, fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const integer = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
};
