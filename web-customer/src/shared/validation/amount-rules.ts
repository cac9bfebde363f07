import { compareDecimal, decimalPlaces, isDecimal, isZeroDecimal } from '../decimal/decimal';

export interface AmountLimits {
  // The coin's scale: more decimals than this cannot be moved.
  scale: number;
  min?: string | null;
  max?: string | null;
  available?: string | null;
}

// "12." is what a customer leaves while typing; it means 12.
export const typedAmount = (value: string): string => value.trim().replace(/\.$/, '');

const given = (limit: string | null | undefined): limit is string => !!limit && isDecimal(limit);

// SPEC section 5: amount required, not zero, not below the minimum nor above the maximum, not more
// than the balance. Answers the translation key of the first failure, or null.
export const checkAmount = (value: string, limits: AmountLimits): string | null => {
  const amount = typedAmount(value);
  if (!amount) return 'validation.amountEmpty';
  if (!/^\d+(\.\d+)?$/.test(amount)) return 'validation.amountFormat';
  if (isZeroDecimal(amount)) return 'validation.amountZero';
  if (decimalPlaces(amount) > limits.scale) return 'validation.amountScale';
  if (given(limits.min) && compareDecimal(amount, limits.min) < 0) return 'validation.amountBelowMin';
  // A maximum of zero means none is set.
  if (given(limits.max) && !isZeroDecimal(limits.max) && compareDecimal(amount, limits.max) > 0) return 'validation.amountAboveMax';
  if (given(limits.available) && compareDecimal(amount, limits.available) > 0) return 'validation.insufficientBalance';
  return null;
};

export interface ProductBounds {
  min: string;
  max: string;
  available?: string;
}

// A product's amount (an earn purchase, a C2C pre-order): anything but a positive number asks for an
// amount, then the product's bounds and, when known, the balance. Answers the key of the first failure.
export const checkProductAmount = (amount: string, bounds: ProductBounds): string | undefined => {
  if (!amount || !isDecimal(amount) || compareDecimal(amount, '0') <= 0) return 'validation.amountEmpty';
  if (compareDecimal(amount, bounds.min) < 0) return 'validation.amountBelowMin';
  if (compareDecimal(amount, bounds.max) > 0) return 'validation.amountAboveMax';
  if (bounds.available !== undefined && compareDecimal(amount, bounds.available) > 0) return 'validation.insufficientBalance';
  return undefined;
};
