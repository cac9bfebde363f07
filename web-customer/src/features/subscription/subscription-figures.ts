import { Decimal } from '@meridian/money';

// What a quantity costs at the issue price and its fee, in USDT to 6 places, half-even, as the platform
// freezes it (services/earn, coin-subscription.decider).
export const subscriptionCost = (quantity: string, price: string, feeRate: string) => {
  const cost = Decimal.parse(quantity).multiply(Decimal.parse(price)).rescale(6, 'half-even');
  const fee = cost.multiply(Decimal.parse(feeRate)).rescale(6, 'half-even');
  return { cost: cost.toString(), fee: fee.toString(), total: cost.add(fee).toString() };
};

// How much of the issue volume has been asked for, as a whole percentage capped at 100 (display only).
export const subscribedPercent = (subscribed: string, volume: string): number => {
  const share = Decimal.parse(subscribed).multiply(Decimal.parse('100')).divide(Decimal.parse(volume), 0, 'down');
  // eslint-disable-next-line money/no-float-conversion -- a progress bar width in percent
  return Math.min(100, Number(share.toString()));
};

// The published rule applied to one request: the share of an oversubscribed issue, rounded down to the coin's places.
export const allotmentFor = (quantity: string, ratio: string, scale: number): string =>
  Decimal.parse(quantity).multiply(Decimal.parse(ratio)).rescale(scale, 'down').toString();

// What is left of the issue volume before it is oversubscribed (never below zero).
export const remainingOf = (volume: string, subscribed: string): string => {
  const left = Decimal.parse(volume).subtract(Decimal.parse(subscribed));
  return left.isNegative() ? '0' : left.toString();
};
