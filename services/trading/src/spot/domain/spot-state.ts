import type { Asset } from '@meridian/money';
import { OrderBook, type Side } from '../../matching';
import { TriggerEngine } from '../../matching/trigger-engine';
import { SPOT_FEES, SPOT_MARKETS, fromSteps, type SpotMarket } from './spot-markets';
import { STOP_TYPES, priceTicksOf, stopDirectionOf, triggerLevel } from './spot-conditional-terms';
import { SpotRejection, type SpotOrderType } from './spot-core.types';
import type { SpotFeeRates } from './spot-fee-rates';
import { NO_LOT_CAP, type LiveOrder, type OrderTerms } from './live-order';

/**
 * What the spot core holds in memory: every account's balance, every live order, the books, the
 * transfers already seen, the market maker's quotes and the waiting stops. The core's parts share it;
 * only `CommandRun` changes a balance (through `adjust`), one balanced pair at a time.
 */
export class SpotState {
  readonly balances = new Map<string, bigint>();
  readonly orders = new Map<string, LiveOrder>();
  readonly ordersByOwner = new Map<string, Set<string>>();
  readonly books = new Map<string, OrderBook>();
  readonly transfers = new Set<string>();
  readonly quotes = new Map<string, string[]>();
  /** Untriggered stop orders by their stop level; rebuilt from the orders on restore. */
  readonly stops = new TriggerEngine();
  seq = 0;
  fees: SpotFeeRates = { makerPpm: SPOT_FEES.makerPpm, takerPpm: SPOT_FEES.takerPpm, changedAt: null, changedBy: null };

  constructor() {
    for (const symbol of SPOT_MARKETS.keys()) this.books.set(symbol, new OrderBook());
  }

  balance(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  /** Only CommandRun moves money, one balanced pair at a time. */
  adjust(account: string, delta: bigint): void {
    const next = this.balance(account) + delta;
    if (next === 0n) this.balances.delete(account);
    else this.balances.set(account, next);
  }

  /** A market the core trades, or the core's refusal of the command that names it. */
  market(symbol: string): SpotMarket {
    const market = SPOT_MARKETS.get(symbol);
    if (!market) throw new SpotRejection('spot.unknownMarket');
    return market;
  }

  /** A market's book; a market listed after the core started gets an empty one on first use. */
  book(symbol: string): OrderBook {
    let book = this.books.get(symbol);
    if (!book && SPOT_MARKETS.has(symbol)) this.books.set(symbol, (book = new OrderBook()));
    if (!book) throw new SpotRejection('spot.unknownMarket');
    return book;
  }

  holdCoin(order: LiveOrder): Asset {
    const market = SPOT_MARKETS.get(order.symbol)!;
    return order.side === 'buy' ? market.quote : market.base;
  }

  /** A new live order under the fee rates in force now, tracked from here on. */
  accept(
    id: string,
    ownerId: string,
    market: SpotMarket,
    side: Side,
    type: SpotOrderType,
    terms: OrderTerms,
    at: string,
    more: Pick<LiveOrder, 'quoteAmount' | 'stopPrice' | 'timeInForce' | 'ocoId'>,
  ): LiveOrder {
    const order: LiveOrder = {
      id,
      ownerId,
      symbol: market.symbol,
      side,
      type,
      price: terms.priceTicks === null ? null : fromSteps(terms.priceTicks, market.tickSize),
      quantity: terms.lots === NO_LOT_CAP ? null : fromSteps(terms.lots, market.lotStep),
      ...more,
      filledLots: 0n,
      filledQuoteMinor: 0n,
      feeMinor: 0n,
      holdMinor: 0n,
      createdAt: at,
      untriggered: STOP_TYPES.has(type),
      triggerTick: null,
      ocoPartner: null,
      holdFloorMinor: 0n,
      acceptedAt: this.seq + 1,
      makerPpm: this.fees.makerPpm,
      takerPpm: this.fees.takerPpm,
    };
    this.track(order);
    return order;
  }

  track(order: LiveOrder): void {
    this.orders.set(order.id, order);
    let mine = this.ordersByOwner.get(order.ownerId);
    if (!mine) this.ordersByOwner.set(order.ownerId, (mine = new Set()));
    mine.add(order.id);
  }

  forget(order: LiveOrder): void {
    this.orders.delete(order.id);
    const mine = this.ordersByOwner.get(order.ownerId)!;
    mine.delete(order.id);
    if (mine.size === 0) this.ordersByOwner.delete(order.ownerId);
  }

  watchStop(order: LiveOrder): void {
    const market = SPOT_MARKETS.get(order.symbol)!;
    this.stops.set({ id: order.id, symbol: order.symbol, direction: stopDirectionOf(order.side), level: triggerLevel(priceTicksOf(market, order.stopPrice)) });
  }
}
