import { isDecimalString, requireStrings, violation } from './contract-check';

/**
 * What happened to a customer's option or position that they did not do themselves (version 1),
 * published by trading's contract core through its outbox in the group commit that recorded it: an
 * option settled at expiry (won, lost, tied or refunded, with what came back) and a position
 * liquidated. `outcomeId` names the outcome once (the option's id; the position's id and
 * `:liquidation`), so whoever writes to the customer (the inbox) tells it once.
 */
export const TradingOutcomeEvents = {
  optionSettled: 'TradingOptionSettled',
  positionLiquidated: 'TradingPositionLiquidated',
} as const;

export const OPTION_RESULTS = ['win', 'loss', 'tie', 'refunded'] as const;
export type OptionResultV1 = (typeof OPTION_RESULTS)[number];

export interface OptionSettledV1 {
  outcomeId: string;
  optionId: string;
  customerId: string;
  symbol: string;
  direction: 'rise' | 'fall';
  /** The stake, USDT. */
  amount: string;
  result: OptionResultV1;
  /** What came back to the option account: stake plus winnings, the stake on a tie or refund, 0 on a loss. */
  payout: string;
  at: string;
}

export interface PositionLiquidatedV1 {
  outcomeId: string;
  positionId: string;
  customerId: string;
  symbol: string;
  side: 'long' | 'short';
  lots: string;
  /** The recorded tick's price it was liquidated at. */
  price: string;
  at: string;
}

export function parseOptionSettledV1(data: unknown): OptionSettledV1 {
  const name = TradingOutcomeEvents.optionSettled;
  const message = requireStrings(name, data, ['outcomeId', 'optionId', 'customerId', 'symbol', 'direction', 'result', 'at'], ['amount', 'payout']);
  if (!(OPTION_RESULTS as readonly unknown[]).includes(message.result)) violation(name, 'result');
  if (message.direction !== 'rise' && message.direction !== 'fall') violation(name, 'direction');
  return message as unknown as OptionSettledV1;
}

export function parsePositionLiquidatedV1(data: unknown): PositionLiquidatedV1 {
  const name = TradingOutcomeEvents.positionLiquidated;
  const message = requireStrings(name, data, ['outcomeId', 'positionId', 'customerId', 'symbol', 'side', 'at'], ['lots', 'price']);
  if (message.side !== 'long' && message.side !== 'short') violation(name, 'side');
  if (!isDecimalString(message.price)) violation(name, 'price');
  return message as unknown as PositionLiquidatedV1;
}
