import { isMultipleOfStep, multiplyDecimal } from '../../../shared/decimal/arithmetic';
import { compareDecimal, decimalPlaces, isZeroDecimal } from '../../../shared/decimal/decimal';
import type { Failures } from '../../../shared/validation/rules';
import type { NewOrder, OrderType, Side, SpotMarket } from '../spot.types';
import { sizeFieldOf } from './percent-of-balance';

export interface OrderFields {
  price: string;
  quantity: string;
  quoteAmount: string;
}

export type OrderFailures = Failures<keyof OrderFields>;

// The available spot balances of the pair's two coins; null while unknown (not loaded, logged out).
export interface PairBalances {
  base: string | null;
  quote: string | null;
}

// "12." is what a customer leaves while typing; it means 12.
export const typedValue = (value: string): string => value.trim().replace(/\.$/, '');

const UNSIGNED = /^\d+(\.\d+)?$/;

// Each rule answers the translation key of the first failure, or null.
const checkPrice = (value: string, market: Pick<SpotMarket, 'tickSize'>): string | null => {
  const price = typedValue(value);
  if (!price) return 'validation.priceEmpty';
  if (!UNSIGNED.test(price)) return 'validation.amountFormat';
  if (isZeroDecimal(price)) return 'validation.priceZero';
  return isMultipleOfStep(price, market.tickSize) ? null : 'validation.priceTick';
};

const checkQuantity = (value: string, market: Pick<SpotMarket, 'lotStep' | 'minQuantity'>): string | null => {
  const quantity = typedValue(value);
  if (!quantity) return 'validation.quantityEmpty';
  if (!UNSIGNED.test(quantity)) return 'validation.amountFormat';
  if (isZeroDecimal(quantity)) return 'validation.quantityZero';
  if (!isMultipleOfStep(quantity, market.lotStep)) return 'validation.quantityStep';
  return compareDecimal(quantity, market.minQuantity) < 0 ? 'validation.quantityBelowMin' : null;
};

const checkQuoteAmount = (value: string, market: Pick<SpotMarket, 'decimals'>): string | null => {
  const amount = typedValue(value);
  if (!amount) return 'validation.amountEmpty';
  if (!UNSIGNED.test(amount)) return 'validation.amountFormat';
  if (isZeroDecimal(amount)) return 'validation.amountZero';
  return decimalPlaces(amount) > market.decimals ? 'validation.amountScale' : null;
};

const exceeds = (amount: string, available: string | null) => available !== null && compareDecimal(amount, available) > 0;

// Positive, on the tick and the lot, not below the minimum, and within the balance that pays: the
// quote coin for a buy (price × quantity, or the amount of a market buy), the base coin for a sell.
export const checkOrder = (side: Side, type: OrderType, fields: OrderFields, market: SpotMarket, balances: PairBalances): OrderFailures => {
  const failures: OrderFailures = {};
  if (type === 'limit') failures.price = checkPrice(fields.price, market) ?? undefined;
  if (sizeFieldOf(side, type) === 'quoteAmount') {
    failures.quoteAmount = checkQuoteAmount(fields.quoteAmount, market) ?? undefined;
    if (!failures.quoteAmount && exceeds(typedValue(fields.quoteAmount), balances.quote))
      failures.quoteAmount = 'validation.insufficientBalance';
    return failures;
  }
  failures.quantity = checkQuantity(fields.quantity, market) ?? undefined;
  if (failures.quantity || failures.price) return failures;
  const quantity = typedValue(fields.quantity);
  const cost = side === 'buy' ? multiplyDecimal(typedValue(fields.price), quantity) : quantity;
  if (exceeds(cost, side === 'buy' ? balances.quote : balances.base)) failures.quantity = 'validation.insufficientBalance';
  return failures;
};

// The request for a form that passed checkOrder: only the fields its type and side send.
export const orderRequest = (symbol: string, side: Side, type: OrderType, fields: OrderFields): NewOrder => {
  if (type === 'limit') return { symbol, side, type, price: typedValue(fields.price), quantity: typedValue(fields.quantity) };
  if (side === 'buy') return { symbol, side, type, quoteAmount: typedValue(fields.quoteAmount) };
  return { symbol, side, type, quantity: typedValue(fields.quantity) };
};
