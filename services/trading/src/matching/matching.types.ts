/**
 * Commands, events and snapshots of the spot matching engine.
 *
 * Units: a price is an integer number of ticks and a quantity an integer number of lots, both `bigint`
 * (the caller converts decimals with the instrument's tick size and lot step). No `number` ever holds a
 * price or a quantity. A trade's notional `price * quantity` is in tick-lots: one tick-lot is
 * `tickSize * lotStep` of the quote asset (tick size 0.01 USDT and lot step 0.0001 BTC make one tick-lot
 * 0.000001 USDT), so a quote budget is the quote amount divided by `tickSize * lotStep`, rounded down.
 */

export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
/**
 * GTC rests what does not fill; IOC cancels it; FOK fills the whole quantity at once or trades nothing;
 * POST_ONLY only adds to the book: if it would trade on arrival it is cancelled instead.
 */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
/** What happens when a taker meets a resting order of the same owner; the taker's choice decides. */
export type SelfTradePrevention = 'cancel-taker' | 'cancel-maker';

export interface PlaceOrder {
  readonly id: string;
  readonly ownerId: string;
  readonly side: Side;
  readonly type: OrderType;
  /** Limit price in ticks; required for a limit order, refused on a market order. */
  readonly price?: bigint;
  /**
   * Lots. On a market buy with a `quoteBudget` this is a cap: the order stops at whichever of the two
   * runs out first (pass the instrument's maximum order size to spend by budget alone).
   */
  readonly quantity: bigint;
  /**
   * Market buys only: the most this order may spend, in tick-lots (see the file comment). Each fill
   * takes `min(maker remaining, lots remaining, floor(budget left / price))` lots and spends
   * `price * lots`; when the budget cannot buy one lot at the best ask the rest is cancelled ('budget').
   */
  readonly quoteBudget?: bigint;
  /** Limit orders; default GTC. A market order never rests whatever it says. */
  readonly timeInForce?: TimeInForce;
  readonly selfTrade: SelfTradePrevention;
}

/** A rejected command changes nothing. 'duplicate-id' means an order with that id is resting now. */
export type RejectReason =
  | 'duplicate-id'
  | 'non-positive-quantity'
  | 'non-positive-price'
  | 'missing-price'
  | 'price-on-market-order'
  | 'budget-not-allowed'
  | 'non-positive-budget'
  | 'invalid-order'
  | 'unknown-order';

/**
 * Why an order (or what was left of it) stopped: 'user' a cancel command; 'ioc' the unfilled rest of an
 * IOC limit; 'self-trade' the taker under cancel-taker, or the resting order under cancel-maker;
 * 'budget' a market buy whose budget cannot pay one more lot at the best ask; a market order that
 * ran out of book is 'no-liquidity' when nothing filled, 'market-remainder' when something did; 'fok' a
 * fill-or-kill the book could not fill whole; 'post-only' a post-only order that would have traded.
 * Callers above the engine add their own: 'oco' the other leg of a one-cancels-the-other pair.
 */
export type CancelReason = 'user' | 'ioc' | 'market-remainder' | 'self-trade' | 'no-liquidity' | 'budget' | 'fok' | 'post-only' | 'oco';

export interface OrderAcceptedData {
  orderId: string;
  ownerId: string;
  side: Side;
  orderType: OrderType;
  price: bigint | null;
  quantity: bigint;
  quoteBudget: bigint | null;
  /** Effective: a market order is recorded as IOC. */
  timeInForce: TimeInForce;
  selfTrade: SelfTradePrevention;
}

export interface TradeExecutedData {
  /** Per book, 1, 2, 3, ... with no gaps; kept across snapshot and restore. */
  seq: number;
  makerOrderId: string;
  takerOrderId: string;
  makerOwnerId: string;
  takerOwnerId: string;
  /** Always the maker's price. */
  price: bigint;
  quantity: bigint;
  takerSide: Side;
}

export type MatchingEvent =
  | { type: 'OrderAccepted'; data: OrderAcceptedData }
  | { type: 'OrderRejected'; data: { orderId: string; ownerId: string | null; reason: RejectReason } }
  | { type: 'TradeExecuted'; data: TradeExecutedData }
  /** The unfilled part now rests on the book: `quantity` is what rests, not what was ordered. */
  | { type: 'OrderRested'; data: { orderId: string; ownerId: string; side: Side; price: bigint; quantity: bigint } }
  /** Nothing left: emitted for a maker when its last lot trades, and for a taker filled in full. */
  | { type: 'OrderFilled'; data: { orderId: string; ownerId: string; side: Side } }
  /** `quantity` is the part that will never trade (ordered minus filled). */
  | { type: 'OrderCancelled'; data: { orderId: string; ownerId: string; side: Side; reason: CancelReason; quantity: bigint } };

export type MatchingEventType = MatchingEvent['type'];

/** A resting order as the queries return it (a copy: changing it changes nothing). */
export interface RestingOrder {
  id: string;
  ownerId: string;
  side: Side;
  price: bigint;
  /** As ordered. */
  quantity: bigint;
  /** Still open on the book. */
  remaining: bigint;
}

export interface DepthLevel {
  price: bigint;
  quantity: bigint;
  orders: number;
}

/** Best price first on each side. */
export interface Depth {
  bids: DepthLevel[];
  asks: DepthLevel[];
}

/** JSON-safe: bigints as decimal strings. Orders are listed in priority order: best price first, then arrival. */
export interface OrderBookSnapshot {
  version: 1;
  nextTradeSeq: number;
  bids: SnapshotOrder[];
  asks: SnapshotOrder[];
}

export interface SnapshotOrder {
  id: string;
  ownerId: string;
  price: string;
  quantity: string;
  remaining: string;
}

/** Where `place` and `cancel` append their events: a fresh array per command, or one per batch of commands. */
export type EventSink = MatchingEvent[];

/** The API both engines (the fast one and the naive reference) implement. */
export interface MatchingEngine {
  place(order: PlaceOrder, out?: EventSink): EventSink;
  cancel(orderId: string, out?: EventSink): EventSink;
  bestBid(): bigint | undefined;
  bestAsk(): bigint | undefined;
  depth(levels: number): Depth;
  order(id: string): RestingOrder | undefined;
  readonly size: number;
  snapshot(): OrderBookSnapshot;
  restore(snapshot: OrderBookSnapshot): void;
}
