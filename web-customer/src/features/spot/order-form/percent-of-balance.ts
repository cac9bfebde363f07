import { divideDecimal, multiplyDecimal, roundToPlaces, roundToStep } from '../../../shared/decimal/arithmetic';
import { decimalPlaces, isDecimal, isZeroDecimal } from '../../../shared/decimal/decimal';
import type { OrderType, Side, SpotMarket } from '../spot.types';

export const PERCENTS = ['25', '50', '75', '100'] as const;
export type Percent = (typeof PERCENTS)[number];

// The field a buy or sell of this type is sized by: a market or stop-market buy spends an amount of the
// quote coin, everything else is a quantity of the base coin.
export type SizeField = 'quantity' | 'quoteAmount';

export const sizeFieldOf = (side: Side, type: OrderType): SizeField =>
  side === 'buy' && (type === 'market' || type === 'stop_market') ? 'quoteAmount' : 'quantity';

interface PercentInput {
  side: Side;
  type: OrderType;
  percent: Percent;
  // The spot balance that pays: the quote coin for a buy, the base coin for a sell.
  available: string;
  // The limit price a limit buy is sized against.
  price: string;
  market: Pick<SpotMarket, 'lotStep' | 'decimals'>;
}

// What a 25/50/75/100% button writes into the size field, always rounded down so the order fits the
// balance: to the lot step for a quantity, to the pair's decimals for a quote amount. Null when it
// cannot be known yet (a limit buy without a usable price).
export const amountForPercent = ({ side, type, percent, available, price, market }: PercentInput): string | null => {
  if (!isDecimal(available)) return null;
  const share = multiplyDecimal(available, percent);
  if (sizeFieldOf(side, type) === 'quoteAmount') return roundToPlaces(divideDecimal(share, '100', market.decimals), market.decimals);
  if (side === 'sell') return roundToStep(divideDecimal(share, '100', decimalPlaces(market.lotStep)), market.lotStep);
  if (!isDecimal(price) || isZeroDecimal(price) || price.startsWith('-')) return null;
  // available × percent / 100 / price, kept to the lot's decimals before snapping to the step.
  return roundToStep(divideDecimal(share, multiplyDecimal(price, '100'), decimalPlaces(market.lotStep)), market.lotStep);
};
