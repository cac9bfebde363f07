import { requireStrings, violation } from './contract-check';

/**
 * The two halves of a transfer between a funding-side account (accounts) and a trading account (spot,
 * contract or futures: the trading core's), DESIGN.md section 5. The sender debits its customer into
 * its clearing account and publishes; the receiver credits from its mirror clearing account, once per transfer id. Until the
 * receiver has done so the money sits in clearing: visible, never lost or doubled.
 */
/** The trading core's accounts, by ledger kind: spot, contract, futures and option. */
export const TRADING_ACCOUNT_KINDS = ['spot', 'contract', 'futures', 'option'] as const;
export type TradingAccountKind = (typeof TRADING_ACCOUNT_KINDS)[number];

export const ACCOUNTS_SOURCE = 'accounts';
export const TRADING_SOURCE = 'trading';

export const FundsTransferEvents = {
  /** Published by accounts: the amount left the customer's funding-side account for their spot account. */
  sentToTrading: 'FundsSentToTrading',
  /** Published by trading: the amount left the customer's spot account for a funding-side account. */
  sentToFunding: 'FundsSentToFunding',
} as const;

export interface FundsSentToTradingV1 {
  transferId: string;
  customerId: string;
  coin: string;
  /** Decimal string in the coin's scale. */
  amount: string;
  /** The ledger kind it left (funding, ...). */
  fromAccount: string;
  /** The trading account it goes to: spot (also when absent, as senders before it wrote), contract, futures or option. */
  toAccount?: TradingAccountKind;
  at: string;
}

export interface FundsSentToFundingV1 {
  transferId: string;
  customerId: string;
  coin: string;
  amount: string;
  /** The ledger kind it goes to (funding, ...). */
  toAccount: string;
  /** The trading account it left: spot (also when absent, as senders before it wrote), contract, futures or option. */
  fromAccount?: TradingAccountKind;
  at: string;
}

/** Checks a received `FundsSentToTrading` against version 1. */
export function parseFundsSentToTradingV1(data: unknown): FundsSentToTradingV1 {
  const parsed = requireStrings(FundsTransferEvents.sentToTrading, data, ['transferId', 'customerId', 'coin', 'fromAccount', 'at'], ['amount']) as unknown as FundsSentToTradingV1;
  if (parsed.toAccount !== undefined && !TRADING_ACCOUNT_KINDS.includes(parsed.toAccount)) violation(FundsTransferEvents.sentToTrading, 'toAccount');
  return parsed;
}

/** Where a transfer into trading lands; spot when the sender did not say. */
export const tradingAccountOf = (data: FundsSentToTradingV1): TradingAccountKind => data.toAccount ?? 'spot';

/** Checks a received `FundsSentToFunding` against version 1. */
export function parseFundsSentToFundingV1(data: unknown): FundsSentToFundingV1 {
  const parsed = requireStrings(FundsTransferEvents.sentToFunding, data, ['transferId', 'customerId', 'coin', 'toAccount', 'at'], ['amount']) as unknown as FundsSentToFundingV1;
  if (parsed.fromAccount !== undefined && !TRADING_ACCOUNT_KINDS.includes(parsed.fromAccount)) violation(FundsTransferEvents.sentToFunding, 'fromAccount');
  return parsed;
}
