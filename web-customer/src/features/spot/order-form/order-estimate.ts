import { divideDecimal, multiplyDecimal, roundToPlaces, subtractDecimal, trimDecimal } from '../../../shared/decimal/arithmetic';
import { isDecimal, isZeroDecimal } from '../../../shared/decimal/decimal';
import type { OrderType, Side, SpotMarket } from '../spot.types';

// Estimates are shown with at most this many decimals: the fee rounded up, what arrives rounded down,
// so the screen never promises more than the order can give.
const SHOWN_PLACES = 8;

export interface OrderEstimate {
  // The notional in the quote coin: what a buy spends, what a sell fetches before its fee.
  total: string | null;
  // The taker fee (the worst case: a limit order that rests pays the lower maker fee), in the coin received.
  fee: string | null;
  feeCoin: string;
  receive: string | null;
  receiveCoin: string;
  // A market order's figures depend on the book: they are estimated at the reference price.
  estimated: boolean;
}

interface EstimateInput {
  side: Side;
  type: OrderType;
  price: string;
  quantity: string;
  quoteAmount: string;
  // A stop-market order is estimated at its stop price, where it is expected to trade.
  stopPrice?: string;
  market: Pick<SpotMarket, 'base' | 'quote' | 'takerFee' | 'quantityDecimals'>;
  // Where a market order is expected to fill: the best opposite price, else the last trade.
  referencePrice: string | null;
}

const positive = (value: string | null | undefined): value is string =>
  !!value && isDecimal(value) && !value.startsWith('-') && !isZeroDecimal(value);

const shown = (value: string, rounding: 'down' | 'up') => trimDecimal(roundToPlaces(value, SHOWN_PLACES, rounding));

// Fee and what arrives, from what the form holds; null while the form does not say enough.
export const estimateOrder = ({
  side,
  type,
  price,
  quantity,
  quoteAmount,
  stopPrice = '',
  market,
  referencePrice,
}: EstimateInput): OrderEstimate | null => {
  const atMarket = type === 'market' || type === 'stop_market';
  const at = type === 'market' ? referencePrice : type === 'stop_market' ? stopPrice : price;
  const estimated = atMarket;
  if (side === 'buy') {
    const base = { feeCoin: market.base, receiveCoin: market.base, estimated };
    if (atMarket) {
      if (!positive(quoteAmount)) return null;
      if (!positive(at)) return { ...base, total: trimDecimal(quoteAmount), fee: null, receive: null };
      // The book sells whole lots: what the amount buys is rounded down to the lot step, and the rest comes back.
      const bought = roundToPlaces(divideDecimal(quoteAmount, at, SHOWN_PLACES), market.quantityDecimals, 'down');
      const fee = multiplyDecimal(bought, market.takerFee);
      return { ...base, total: shown(multiplyDecimal(bought, at), 'up'), fee: shown(fee, 'up'), receive: shown(subtractDecimal(bought, fee), 'down') };
    }
    if (!positive(quantity) || !positive(at)) return null;
    const fee = multiplyDecimal(quantity, market.takerFee);
    return {
      ...base,
      total: trimDecimal(multiplyDecimal(at, quantity)),
      fee: shown(fee, 'up'),
      receive: shown(subtractDecimal(quantity, fee), 'down'),
    };
  }
  const quote = { feeCoin: market.quote, receiveCoin: market.quote, estimated };
  if (!positive(quantity)) return null;
  if (!positive(at)) return { ...quote, total: null, fee: null, receive: null };
  const total = multiplyDecimal(at, quantity);
  const fee = multiplyDecimal(total, market.takerFee);
  return { ...quote, total: shown(total, 'down'), fee: shown(fee, 'up'), receive: shown(subtractDecimal(total, fee), 'down') };
};
