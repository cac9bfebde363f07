import { isDecimalString, requireStrings, violation } from './contract-check';

/**
 * A trading fee a customer actually paid (version 1), published by trading through its outbox in the
 * group commit that charged it: a spot fill's fee (the buyer's in the base coin, the seller's in the
 * quote coin), a contract's opening or closing fee, an option's fee. Referral commission is paid from
 * these and from nothing else (docs/referral.md). `feeId` names the fee once: a spot trade and its side,
 * or the contract core's event and the posting's place in it.
 */
export const TradingFeeEvents = {
  paid: 'TradingFeePaid',
} as const;

/**
 * The coins whose fees cross to the funding wallet as they are paid: the core credits the fee to
 * `clearing:accounts:<COIN>` (not to its own `platform:fees`), and accounts, on this very message,
 * credits the funding ledger's `platform:fees:<COIN>` from `clearing:trading:<COIN>` once per `feeId`.
 * So referral commission (USDT) is paid from the trading fees themselves. A fee in another coin (a spot
 * buyer's, in the coin bought) stays in the core's `platform:fees:<COIN>` and pays no commission.
 */
export const FEE_COINS_PAID_TO_FUNDING: readonly string[] = ['USDT'];

/** Whether a fee in `coin` crosses to the funding wallet's `platform:fees` (see `FEE_COINS_PAID_TO_FUNDING`). */
export const feeCrossesToFunding = (coin: string): boolean => FEE_COINS_PAID_TO_FUNDING.includes(coin);

export const TRADING_FEE_PRODUCTS = ['spot', 'contract', 'option'] as const;
export type TradingFeeProduct = (typeof TRADING_FEE_PRODUCTS)[number];

export interface TradingFeePaidV1 {
  feeId: string;
  customerId: string;
  product: TradingFeeProduct;
  /** The coin the fee was paid in (`USDT` for contracts and options; a spot buyer pays in the base coin). */
  coin: string;
  /** A positive decimal string in the coin. */
  amount: string;
  /** The trade, position or option it was paid on. */
  reference: string;
  at: string;
}

export function parseTradingFeePaidV1(data: unknown): TradingFeePaidV1 {
  const name = TradingFeeEvents.paid;
  const message = requireStrings(name, data, ['feeId', 'customerId', 'product', 'coin', 'amount', 'reference', 'at'], ['amount']);
  if (!(TRADING_FEE_PRODUCTS as readonly unknown[]).includes(message.product)) violation(name, 'product');
  if (!isDecimalString(message.amount) || (message.amount as string).startsWith('-')) violation(name, 'amount');
  return message as unknown as TradingFeePaidV1;
}
