import type { Decimal } from '@meridian/money';
import { d, minorOf, type ContractBook } from './contract-book';
import { ContractRejection, type ContractCommand, type TickRef } from './contract-core.types';
import type { ContractTerms } from './contract-terms';
import { addsExposure, checkCovers, checkHouseCap, checkLeverage, checkRiskMarginCap, checkTakeProfitStopLoss, houseStopped, validLots, validPrice } from './contract-risk';
import { feeOf, initialMarginOf, maxLeverageFor, notionalOf, openPriceAt, quantityOf, type PositionSide } from './margin-math';

/** An open as the core and the quote check it: the command without its id and time. */
export type OpenOrder = Omit<Extract<ContractCommand, { type: 'OpenPosition' }>, 'type' | 'positionId' | 'ownerId' | 'at'> & { ownerId?: string };

/** What an open would hold, by the same checks the open makes. */
export interface OpenPlan {
  terms: ContractTerms;
  lots: Decimal;
  quantity: Decimal;
  /** The tick it is priced at: the newer of the core's mark and the tick the caller brought. */
  tick: TickRef;
  limit: Decimal | null;
  /** The price the margin and fee are worked out at (see `planOpen`). */
  entry: Decimal;
  notional: Decimal;
  maxLeverage: number;
  margin: bigint;
  fee: bigint;
  takeProfit: string | null;
  stopLoss: string | null;
}

/**
 * Every check an open makes, and what it would hold, without changing anything: the open runs it,
 * and so does the quote (`POST /contracts/quote`), so the confirmation never shows terms the order
 * will refuse. Without `ownerId` the account's balance is not asked (a quote before signing in).
 *
 * A market open is priced at the tick plus or minus half the spread. A limit open is held at the
 * same market entry when the market is already at its limit or better (it fills at the next tick,
 * at about that price, never at the limit), and at its limit otherwise (a long fills at or below it,
 * a short at or above it).
 */
export function planOpen(book: ContractBook, order: OpenOrder): OpenPlan {
  const terms = book.terms.get(order.symbol);
  if (!terms) throw new ContractRejection('contracts.unknownInstrument');
  const lots = validLots(order.lots, terms);
  const quantity = quantityOf(lots.toString(), terms);
  const tick = book.requireMark(order.symbol, order.tick);
  const limit = order.orderType === 'limit' ? validPrice(order.price, terms) : null;
  const market = openPriceAt(tick.price, order.side, terms.spread);
  const marketable = limit !== null && entryReaches(order.side, market, limit);
  const entry = limit && !marketable ? limit : market;
  const notional = notionalOf(quantity, entry);
  const maxLeverage = maxLeverageFor(terms, notional);
  checkLeverage(order.leverage, maxLeverage);
  const takeProfit = order.takeProfit ? validPrice(order.takeProfit, terms).toString() : null;
  const stopLoss = order.stopLoss ? validPrice(order.stopLoss, terms).toString() : null;
  checkTakeProfitStopLoss(order.side, limit ?? d(tick.price), takeProfit, stopLoss);
  // A limit meets the house's cap and buffer when it fills (a fill that would pass them cancels the order).
  if (!limit) checkHouseCap(book, terms, order.side, quantity, d(tick.price));
  if (!limit && addsExposure(book, terms.symbol, order.side, quantity) && houseStopped(book)) throw new ContractRejection('contracts.houseBuffer');
  const margin = minorOf(initialMarginOf(notional, order.leverage));
  const fee = minorOf(feeOf(notional, terms.openFeeRate));
  if (order.ownerId !== undefined) checkCovers(book, order.ownerId, terms.account, margin + fee);
  checkRiskMarginCap(margin, order.maxMargin);
  return { terms, lots, quantity, tick, limit, entry, notional, maxLeverage, margin, fee, takeProfit, stopLoss };
}

/** Whether an entry price is at a limit or better: at or below it for a long, at or above it for a short. */
export function entryReaches(side: PositionSide, entry: Decimal, limit: Decimal): boolean {
  return side === 'long' ? entry.compare(limit) <= 0 : entry.compare(limit) >= 0;
}
