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
