import { feeCrossesToFunding } from '@meridian/contracts';
import type { PriceTickRef, SpotOrderTerms } from './spot-core.types';
import { MARKET_MAKER } from './spot-core.types';

/** An order that is, or was a moment ago, on a book; the core forgets it once it is closed. */
export interface LiveOrder extends SpotOrderTerms {
  filledLots: bigint;
  filledQuoteMinor: bigint;
  feeMinor: bigint;
  /** What is still held for it, in the quote coin for a buy and the base coin for a sell. */
  holdMinor: bigint;
  createdAt: string;
  /** A stop order waiting for its tick: it holds its funds but is not on the book. */
  untriggered: boolean;
  triggerTick: PriceTickRef | null;
  /** The other leg while a one-cancels-the-other pair is whole. */
  ocoPartner: string | null;
  /** A pair's limit leg holds for both legs: while the pair is whole its hold never drops below this. */
  holdFloorMinor: bigint;
  /** The core's sequence when it was accepted: stops crossed by one tick fire in this order. */
  acceptedAt: number;
  /** The fee rates (parts per million) in force when it was accepted: it pays these, whatever changes later. */
  makerPpm: bigint;
  takerPpm: bigint;
}

/** An order's numbers in the book's steps, and what it must hold. */
export interface OrderTerms {
  priceTicks: bigint | null;
  lots: bigint;
  /** Minor units to hold; null for a market buy by quantity (it holds the buyer's whole balance). */
  hold: bigint | null;
  budget: bigint | null;
}

export const spotAccount = (ownerId: string, coin: string) =>
  ownerId === MARKET_MAKER ? `platform:market-maker:${coin}` : `user:${ownerId}:spot:${coin}`;
export const holdAccount = (orderId: string, coin: string) => `hold:${orderId}:${coin}`;
/**
 * Where a customer's fee in `coin` goes: a USDT fee crosses to the funding wallet's `platform:fees`
 * through `clearing:accounts` (the fee's `TradingFeePaid` is the crossing's message); a fee in another
 * coin stays in the core's `platform:fees:<COIN>`.
 */
export const feeAccount = (coin: string) => (feeCrossesToFunding(coin) ? `clearing:accounts:${coin}` : `platform:fees:${coin}`);
/** A market buy by quantity may spend at most the buyer's balance; its lots are capped by this. */
export const NO_LOT_CAP = 10n ** 18n;
