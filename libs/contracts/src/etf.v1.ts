import { requireStrings, violation } from './contract-check';

/**
 * ETF products (version 1). trading owns the recorded prices: after each UTC day it publishes every
 * instrument's close, the last recorded tick before midnight, naming the tick. earn values each fund's
 * unit from its published basket with those closes, and asks accounts (which owns the wallet) to take a
 * purchase into `platform:etf-funds` or pay a sale out of it, once per entry id.
 */
export const MarketCloseEvents = {
  /** trading → anyone: an instrument's close of a UTC day. */
  dailyClosed: 'InstrumentDailyClosed',
} as const;

export interface InstrumentDailyClosedV1 {
  symbol: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  price: string;
  tickSeq: number;
  tickAt: string;
}

export const EtfFundsEvents = {
  /** earn → accounts: take a purchase from the funding wallet into platform:etf-funds. */
  purchaseRequested: 'EtfPurchaseRequested',
  /** accounts → earn: taken; the units are the customer's. */
  purchaseTaken: 'EtfPurchaseTaken',
  /** accounts → earn: the wallet could not cover it. */
  purchaseRefused: 'EtfPurchaseRefused',
  /** earn → accounts: pay a sale's proceeds from platform:etf-funds into the funding wallet. */
  saleDue: 'EtfSaleDue',
} as const;

export interface EtfMoneyV1 {
  fundId: string;
  tradeId: string;
  customerId: string;
  coin: 'USDT';
  amount: string;
  /** The ledger entry's id: a redelivered request moves nothing twice. */
  entryId: string;
  at: string;
}

export interface EtfPurchaseAnsweredV1 {
  fundId: string;
  tradeId: string;
  customerId: string;
  /** Set on a refusal: the message key the customer reads. */
  reason: string | null;
  at: string;
}

const DECIMAL = /^\d+(\.\d{1,6})?$/;

export function parseInstrumentDailyClosedV1(data: unknown): InstrumentDailyClosedV1 {
  const name = MarketCloseEvents.dailyClosed;
  const message = requireStrings(name, data, ['symbol', 'day', 'price', 'tickAt']);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(message.day as string)) violation(name, 'day');
  if (!/^\d+(\.\d+)?$/.test(message.price as string)) violation(name, 'price');
  if (!Number.isInteger(message.tickSeq)) violation(name, 'tickSeq');
  return message as unknown as InstrumentDailyClosedV1;
}

export function parseEtfMoneyV1(name: string, data: unknown): EtfMoneyV1 {
  const message = requireStrings(name, data, ['fundId', 'tradeId', 'customerId', 'coin', 'amount', 'entryId', 'at']);
  if (!DECIMAL.test(message.amount as string)) violation(name, 'amount');
  return message as unknown as EtfMoneyV1;
}

export const parseEtfPurchaseAnsweredV1 = (name: string, data: unknown) =>
  requireStrings(name, data, ['fundId', 'tradeId', 'customerId', 'at']) as unknown as EtfPurchaseAnsweredV1;
