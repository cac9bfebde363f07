import type { OrderBookSnapshot, PlaceOrder, RejectReason, RestingOrder, Side, SnapshotOrder, TimeInForce } from './matching.types';

const TIMES_IN_FORCE: ReadonlySet<unknown> = new Set<TimeInForce>(['GTC', 'IOC', 'FOK', 'POST_ONLY']);

/**
 * The rules a new order must pass before it may touch the book, checked in this order. Shared by the
 * fast engine and the reference so both reject the same commands for the same reason. The type checks
 * are there because commands come from outside: a `number` quantity is refused, never coerced.
 */
export function rejectionOf(order: PlaceOrder, live: { has(id: string): boolean }): RejectReason | null {
  if (typeof order.id !== 'string' || order.id === '' || typeof order.ownerId !== 'string') return 'invalid-order';
  if (order.side !== 'buy' && order.side !== 'sell') return 'invalid-order';
  if (order.type !== 'limit' && order.type !== 'market') return 'invalid-order';
  if (order.selfTrade !== 'cancel-taker' && order.selfTrade !== 'cancel-maker') return 'invalid-order';
  if (order.timeInForce !== undefined && !TIMES_IN_FORCE.has(order.timeInForce)) return 'invalid-order';
  if (typeof order.quantity !== 'bigint') return 'invalid-order';
  if (order.price !== undefined && typeof order.price !== 'bigint') return 'invalid-order';
  if (order.quoteBudget !== undefined && typeof order.quoteBudget !== 'bigint') return 'invalid-order';
  if (live.has(order.id)) return 'duplicate-id';
  if (order.quantity <= 0n) return 'non-positive-quantity';
  if (order.type === 'limit') {
    if (order.price === undefined) return 'missing-price';
    if (order.price <= 0n) return 'non-positive-price';
  } else if (order.price !== undefined) {
    return 'price-on-market-order';
  }
  if (order.quoteBudget !== undefined) {
    if (order.type !== 'market' || order.side !== 'buy') return 'budget-not-allowed';
    if (order.quoteBudget <= 0n) return 'non-positive-budget';
  }
  return null;
}

/** A snapshot's resting order, its amounts parsed. */
export type ParsedSnapshotOrder = RestingOrder;

const INTEGER = /^[0-9]+$/;

function positive(text: unknown, what: string): bigint {
  if (typeof text !== 'string' || !INTEGER.test(text)) throw new Error(`order book snapshot: ${what} is not a non-negative integer string`);
  const value = BigInt(text);
  if (value <= 0n) throw new Error(`order book snapshot: ${what} must be positive`);
  return value;
}

/**
 * Checks a snapshot and turns it back into bigints, in priority order per side. A snapshot that could
 * not have come from a book (a crossed book, orders out of price order, an id twice) is refused whole.
 */
export function parseSnapshot(snapshot: OrderBookSnapshot): {
  nextTradeSeq: number;
  bids: ParsedSnapshotOrder[];
  asks: ParsedSnapshotOrder[];
} {
  if (snapshot?.version !== 1) throw new Error('order book snapshot: unknown version');
  if (!Number.isSafeInteger(snapshot.nextTradeSeq) || snapshot.nextTradeSeq < 1) throw new Error('order book snapshot: bad nextTradeSeq');
  const seen = new Set<string>();
  const side = (orders: SnapshotOrder[], which: Side): ParsedSnapshotOrder[] => {
    if (!Array.isArray(orders)) throw new Error(`order book snapshot: ${which} side is not a list`);
    let previous: bigint | null = null;
    return orders.map((o) => {
      if (typeof o?.id !== 'string' || o.id === '' || typeof o.ownerId !== 'string')
        throw new Error('order book snapshot: bad order id or owner');
      if (seen.has(o.id)) throw new Error(`order book snapshot: order ${o.id} appears twice`);
      seen.add(o.id);
      const price = positive(o.price, `price of ${o.id}`);
      const quantity = positive(o.quantity, `quantity of ${o.id}`);
      const remaining = positive(o.remaining, `remaining of ${o.id}`);
      if (remaining > quantity) throw new Error(`order book snapshot: ${o.id} has more remaining than ordered`);
      if (previous !== null && (which === 'buy' ? price > previous : price < previous))
        throw new Error(`order book snapshot: ${which} orders are not in priority order`);
      previous = price;
      return { id: o.id, ownerId: o.ownerId, side: which, price, quantity, remaining };
    });
  };
  const bids = side(snapshot.bids, 'buy');
  const asks = side(snapshot.asks, 'sell');
  if (bids.length > 0 && asks.length > 0 && bids[0].price >= asks[0].price) throw new Error('order book snapshot: the book is crossed');
  return { nextTradeSeq: snapshot.nextTradeSeq, bids, asks };
}
