import { isMultipleOfStep, multiplyDecimal } from '../../../shared/decimal/arithmetic';
import { compareDecimal, decimalPlaces, isZeroDecimal } from '../../../shared/decimal/decimal';
import { typedAmount } from '../../../shared/validation/amount-rules';
import type { Failures } from '../../../shared/validation/rules';
import type { OrderDraft, OrderType, Side, SpotMarket, TimeInForce } from '../spot.types';
import { sizeFieldOf } from './percent-of-balance';

export interface OrderFields {
  price: string;
  quantity: string;
  quoteAmount: string;
  // Stop orders and OCO pairs: the price whose recorded tick triggers the stop.
  stopPrice: string;
  // OCO pairs: the stop leg's limit price; empty, the stop leg trades at market.
  stopLimitPrice: string;
}

export type OrderFailures = Failures<keyof OrderFields>;

// The available spot balances of the pair's two coins; null while unknown (not loaded, logged out).
export interface PairBalances {
  base: string | null;
  quote: string | null;
}

const UNSIGNED = /^\d+(\.\d+)?$/;

// Each rule answers the translation key of the first failure, or null.
const checkPrice = (value: string, market: Pick<SpotMarket, 'tickSize'>): string | null => {
  const price = typedAmount(value);
  if (!price) return 'validation.priceEmpty';
  if (!UNSIGNED.test(price)) return 'validation.amountFormat';
  if (isZeroDecimal(price)) return 'validation.priceZero';
  return isMultipleOfStep(price, market.tickSize) ? null : 'validation.priceTick';
};

const checkQuantity = (value: string, market: Pick<SpotMarket, 'lotStep' | 'minQuantity'>): string | null => {
  const quantity = typedAmount(value);
  if (!quantity) return 'validation.quantityEmpty';
  if (!UNSIGNED.test(quantity)) return 'validation.amountFormat';
  if (isZeroDecimal(quantity)) return 'validation.quantityZero';
  if (!isMultipleOfStep(quantity, market.lotStep)) return 'validation.quantityStep';
  return compareDecimal(quantity, market.minQuantity) < 0 ? 'validation.quantityBelowMin' : null;
};

const checkQuoteAmount = (value: string, market: Pick<SpotMarket, 'decimals'>): string | null => {
  const amount = typedAmount(value);
  if (!amount) return 'validation.amountEmpty';
  if (!UNSIGNED.test(amount)) return 'validation.amountFormat';
  if (isZeroDecimal(amount)) return 'validation.amountZero';
  return decimalPlaces(amount) > market.decimals ? 'validation.amountScale' : null;
};

const exceeds = (amount: string, available: string | null) => available !== null && compareDecimal(amount, available) > 0;

const PRICED: ReadonlySet<OrderType> = new Set(['limit', 'stop_limit', 'oco']);
const STOPPED: ReadonlySet<OrderType> = new Set(['stop_limit', 'stop_market', 'oco']);

// Where the recorded price is known to be: the house quotes around it, so between the best bid and ask.
export interface PriceBounds {
  low: string | null;
  high: string | null;
}

// A buy stop waits above the recorded price and a sell stop below it; an OCO's limit leg is on the other
// side. Only what the book shows to be wrong is refused here; the server checks against the tick itself.
const checkAgainstMarket = (side: Side, type: OrderType, fields: OrderFields, bounds: PriceBounds, failures: OrderFailures) => {
  const atOrBelow = (value: string, bound: string | null) => bound !== null && compareDecimal(typedAmount(value), bound) <= 0;
  const atOrAbove = (value: string, bound: string | null) => bound !== null && compareDecimal(typedAmount(value), bound) >= 0;
  if (!failures.stopPrice && (side === 'buy' ? atOrBelow(fields.stopPrice, bounds.low) : atOrAbove(fields.stopPrice, bounds.high)))
    failures.stopPrice = side === 'buy' ? 'validation.stopAbove' : 'validation.stopBelow';
  if (type === 'oco' && !failures.price && (side === 'buy' ? atOrAbove(fields.price, bounds.high) : atOrBelow(fields.price, bounds.low)))
    failures.price = side === 'buy' ? 'validation.ocoLimitBelow' : 'validation.ocoLimitAbove';
};

// What a buy holds per unit: its limit price, or for an OCO pair the dearer of its two limit prices.
const buyPrice = (type: OrderType, fields: OrderFields): string => {
  const price = typedAmount(fields.price);
  const stopLimit = typedAmount(fields.stopLimitPrice);
  return type === 'oco' && stopLimit && compareDecimal(stopLimit, price) > 0 ? stopLimit : price;
};

// Positive, on the tick and the lot, not below the minimum, and within the balance that pays: the
// quote coin for a buy (price × quantity, or the amount of a market buy), the base coin for a sell.
// Stops are checked against the book (`bounds`): the server refuses a stop the market has passed.
export const checkOrder = (
  side: Side,
  type: OrderType,
  fields: OrderFields,
  market: SpotMarket,
  balances: PairBalances,
  bounds: PriceBounds = { low: null, high: null },
): OrderFailures => {
  const failures: OrderFailures = {};
  if (PRICED.has(type)) failures.price = checkPrice(fields.price, market) ?? undefined;
  if (STOPPED.has(type)) {
    failures.stopPrice = checkPrice(fields.stopPrice, market) ?? undefined;
    checkAgainstMarket(side, type, fields, bounds, failures);
  }
  if (type === 'oco' && typedAmount(fields.stopLimitPrice)) failures.stopLimitPrice = checkPrice(fields.stopLimitPrice, market) ?? undefined;
  if (sizeFieldOf(side, type) === 'quoteAmount') {
    failures.quoteAmount = checkQuoteAmount(fields.quoteAmount, market) ?? undefined;
    if (!failures.quoteAmount && exceeds(typedAmount(fields.quoteAmount), balances.quote))
      failures.quoteAmount = 'validation.insufficientBalance';
    return failures;
  }
  failures.quantity = checkQuantity(fields.quantity, market) ?? undefined;
  if (failures.quantity || failures.price || failures.stopLimitPrice) return failures;
  const quantity = typedAmount(fields.quantity);
  // A sell pays in the base coin; a market buy by quantity never comes here (it is sized by amount).
  const cost = side === 'buy' ? multiplyDecimal(buyPrice(type, fields), quantity) : quantity;
  if (exceeds(cost, side === 'buy' ? balances.quote : balances.base)) failures.quantity = 'validation.insufficientBalance';
  return failures;
};

// The request for a form that passed checkOrder: only the fields its type and side send.
export const orderRequest = (symbol: string, side: Side, type: OrderType, fields: OrderFields, timeInForce: TimeInForce = 'gtc'): OrderDraft => {
  const price = typedAmount(fields.price);
  const quantity = typedAmount(fields.quantity);
  const stopPrice = typedAmount(fields.stopPrice);
  switch (type) {
    case 'limit':
      return { symbol, side, type, price, quantity, ...(timeInForce === 'gtc' ? {} : { timeInForce }) };
    case 'stop_limit':
      return { symbol, side, type, stopPrice, price, quantity };
    case 'stop_market':
      return side === 'buy' ? { symbol, side, type, stopPrice, quoteAmount: typedAmount(fields.quoteAmount) } : { symbol, side, type, stopPrice, quantity };
    case 'oco': {
      const stopLimitPrice = typedAmount(fields.stopLimitPrice);
      return { type, symbol, side, quantity, price, stopPrice, ...(stopLimitPrice ? { stopLimitPrice } : {}) };
    }
    case 'market':
      return side === 'buy' ? { symbol, side, type, quoteAmount: typedAmount(fields.quoteAmount) } : { symbol, side, type, quantity };
  }
};
