import { BookSide, OrderNode, PriceLevel } from './book-side';
import type {
  CancelReason,
  Depth,
  DepthLevel,
  EventSink,
  MatchingEngine,
  OrderBookSnapshot,
  PlaceOrder,
  RestingOrder,
  SnapshotOrder,
  TimeInForce,
} from './matching.types';
import { parseSnapshot, rejectionOf } from './order-validation';

/**
 * The spot order book of one instrument: price-time priority, a deterministic single-writer state
 * machine. Every call appends its events, in the order they happened, to `out` and returns it. Without
 * `out` each call allocates its own array; the single writer passes one array for a whole group-commit
 * batch, so the engine allocates nothing per command but the events themselves and the bigints of the
 * arithmetic (nodes and levels are pooled). Do not recycle one array with `out.length = 0`: in V8 that
 * truncation is a runtime call and measured slower than a fresh array (bench/matching.bench.mjs).
 *
 * Layout (after exchange-core): each side is a sorted array of price levels with the best last, each
 * level an intrusive FIFO list of order nodes, and an id -> node map for O(1) cancel. Nodes and levels
 * are pooled. `ReferenceOrderBook` is the naive twin the property tests compare this one against.
 */
export class OrderBook implements MatchingEngine {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new Map<string, OrderNode>();
  private readonly freeNodes: OrderNode[] = [];
  private readonly freeLevels: PriceLevel[] = [];
  private nextTradeSeq = 1;

  get size(): number {
    return this.orders.size;
  }

  place(order: PlaceOrder, out: EventSink = []): EventSink {
    const rejection = rejectionOf(order, this.orders);
    if (rejection !== null) {
      out.push({
        type: 'OrderRejected',
        data: { orderId: String(order.id), ownerId: typeof order.ownerId === 'string' ? order.ownerId : null, reason: rejection },
      });
      return out;
    }
    const { id, ownerId, side, quantity } = order;
    const isBuy = side === 'buy';
    const isMarket = order.type === 'market';
    const limit = isMarket ? 0n : (order.price as bigint);
    const timeInForce: TimeInForce = isMarket ? 'IOC' : (order.timeInForce ?? 'GTC');
    const cancelTaker = order.selfTrade === 'cancel-taker';
    let budget = order.quoteBudget;
    out.push({
      type: 'OrderAccepted',
      data: {
        orderId: id,
        ownerId,
        side,
        orderType: order.type,
        price: isMarket ? null : limit,
        quantity,
        quoteBudget: budget ?? null,
        timeInForce,
        selfTrade: order.selfTrade,
      },
    });

    const levels = (isBuy ? this.asks : this.bids).levels;
    const refusal = timeInForce === 'POST_ONLY' ? this.postOnlyRefusal(levels, isBuy, limit) : timeInForce === 'FOK' ? this.fillOrKillRefusal(order, levels, limit) : null;
    if (refusal !== null) {
      out.push({ type: 'OrderCancelled', data: { orderId: id, ownerId, side, reason: refusal, quantity } });
      return out;
    }
    let remaining = quantity;
    let stop: CancelReason | null = null;
    outer: while (remaining > 0n && levels.length > 0) {
      const level = levels[levels.length - 1];
      const price = level.price;
      if (!isMarket && (isBuy ? price > limit : price < limit)) break;
      let maker = level.head;
      while (maker !== null) {
        const next = maker.next;
        if (maker.ownerId === ownerId) {
          if (cancelTaker) {
            stop = 'self-trade';
            break outer;
          }
          level.unlink(maker);
          this.orders.delete(maker.id);
          out.push({
            type: 'OrderCancelled',
            data: { orderId: maker.id, ownerId: maker.ownerId, side: maker.side, reason: 'self-trade', quantity: maker.remaining },
          });
          this.releaseNode(maker);
          maker = next;
          continue;
        }
        const makerRemaining = maker.remaining;
        let lots = makerRemaining < remaining ? makerRemaining : remaining;
        if (budget !== undefined) {
          const affordable = budget / price;
          if (affordable === 0n) {
            stop = 'budget';
            break outer;
          }
          if (affordable < lots) lots = affordable;
          budget -= lots * price;
        }
        out.push({
          type: 'TradeExecuted',
          data: {
            seq: this.nextTradeSeq++,
            makerOrderId: maker.id,
            takerOrderId: id,
            makerOwnerId: maker.ownerId,
            takerOwnerId: ownerId,
            price,
            quantity: lots,
            takerSide: side,
          },
        });
        remaining -= lots;
        if (lots === makerRemaining) {
          level.unlink(maker);
          this.orders.delete(maker.id);
          out.push({ type: 'OrderFilled', data: { orderId: maker.id, ownerId: maker.ownerId, side: maker.side } });
          this.releaseNode(maker);
          maker = next;
        } else {
          // The maker keeps its place at the head: a budget that cut this fill short stops on it next turn.
          maker.remaining = makerRemaining - lots;
        }
        if (remaining === 0n) break;
      }
      if (level.count === 0) {
        levels.pop();
        this.releaseLevel(level);
      }
    }

    if (remaining === 0n) {
      out.push({ type: 'OrderFilled', data: { orderId: id, ownerId, side } });
    } else if (stop !== null || isMarket || timeInForce === 'IOC' || timeInForce === 'FOK') {
      const reason: CancelReason = stop ?? (!isMarket ? 'ioc' : remaining === quantity ? 'no-liquidity' : 'market-remainder');
      out.push({ type: 'OrderCancelled', data: { orderId: id, ownerId, side, reason, quantity: remaining } });
    } else {
      this.rest(id, ownerId, isBuy ? this.bids : this.asks, limit, quantity, remaining);
      out.push({ type: 'OrderRested', data: { orderId: id, ownerId, side, price: limit, quantity: remaining } });
    }
    return out;
  }

  /** A post-only order that would meet the best opposite price on arrival trades nothing. */
  private postOnlyRefusal(levels: PriceLevel[], isBuy: boolean, limit: bigint): CancelReason | null {
    const best = levels[levels.length - 1];
    return best !== undefined && (isBuy ? best.price <= limit : best.price >= limit) ? 'post-only' : null;
  }

  /** Counts what the order could take within its limit before it would stop on its own resting order. */
  private fillOrKillRefusal(order: PlaceOrder, levels: PriceLevel[], limit: bigint): CancelReason | null {
    const isBuy = order.side === 'buy';
    let fillable = 0n;
    for (let i = levels.length - 1; i >= 0; i--) {
      const level = levels[i];
      if (isBuy ? level.price > limit : level.price < limit) break;
      for (let maker = level.head; maker !== null; maker = maker.next) {
        if (maker.ownerId === order.ownerId) {
          if (order.selfTrade === 'cancel-taker') return 'fok';
          continue;
        }
        fillable += maker.remaining;
        if (fillable >= order.quantity) return null;
      }
    }
    return 'fok';
  }

  cancel(orderId: string, out: EventSink = []): EventSink {
    const node = this.orders.get(orderId);
    if (node === undefined) {
      out.push({ type: 'OrderRejected', data: { orderId, ownerId: null, reason: 'unknown-order' } });
      return out;
    }
    this.orders.delete(orderId);
    const level = node.level as PriceLevel;
    level.unlink(node);
    if (level.count === 0) {
      (node.side === 'buy' ? this.bids : this.asks).remove(level);
      this.releaseLevel(level);
    }
    out.push({
      type: 'OrderCancelled',
      data: { orderId, ownerId: node.ownerId, side: node.side, reason: 'user', quantity: node.remaining },
    });
    this.releaseNode(node);
    return out;
  }

  bestBid(): bigint | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks.best()?.price;
  }

  depth(levels: number): Depth {
    const side = (book: BookSide): DepthLevel[] => {
      const result: DepthLevel[] = [];
      for (let i = book.levels.length - 1; i >= 0 && result.length < levels; i--) {
        const level = book.levels[i];
        result.push({ price: level.price, quantity: level.total(), orders: level.count });
      }
      return result;
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  order(id: string): RestingOrder | undefined {
    const node = this.orders.get(id);
    return node === undefined
      ? undefined
      : { id: node.id, ownerId: node.ownerId, side: node.side, price: node.price, quantity: node.quantity, remaining: node.remaining };
  }

  snapshot(): OrderBookSnapshot {
    const side = (book: BookSide): SnapshotOrder[] => {
      const result: SnapshotOrder[] = [];
      for (let i = book.levels.length - 1; i >= 0; i--) {
        for (let node = book.levels[i].head; node !== null; node = node.next) {
          result.push({
            id: node.id,
            ownerId: node.ownerId,
            price: node.price.toString(),
            quantity: node.quantity.toString(),
            remaining: node.remaining.toString(),
          });
        }
      }
      return result;
    };
    return { version: 1, nextTradeSeq: this.nextTradeSeq, bids: side(this.bids), asks: side(this.asks) };
  }

  /** Replaces the whole book with the snapshot's; a malformed snapshot throws and changes nothing. */
  restore(snapshot: OrderBookSnapshot): void {
    const parsed = parseSnapshot(snapshot);
    this.orders.clear();
    this.bids.levels.length = 0;
    this.asks.levels.length = 0;
    this.nextTradeSeq = parsed.nextTradeSeq;
    for (const o of parsed.bids) this.rest(o.id, o.ownerId, this.bids, o.price, o.quantity, o.remaining);
    for (const o of parsed.asks) this.rest(o.id, o.ownerId, this.asks, o.price, o.quantity, o.remaining);
  }

  private rest(id: string, ownerId: string, book: BookSide, price: bigint, quantity: bigint, remaining: bigint): void {
    const index = book.indexOf(price);
    let level: PriceLevel;
    if (index >= 0) {
      level = book.levels[index];
    } else {
      level = this.freeLevels.pop() ?? new PriceLevel();
      level.price = price;
      level.count = 0;
      level.head = null;
      level.tail = null;
      book.insertAt(-index - 1, level);
    }
    const node = this.freeNodes.pop() ?? new OrderNode();
    node.id = id;
    node.ownerId = ownerId;
    node.side = book.side;
    node.price = price;
    node.quantity = quantity;
    node.remaining = remaining;
    level.append(node);
    this.orders.set(id, node);
  }

  private releaseNode(node: OrderNode): void {
    node.id = '';
    node.ownerId = '';
    this.freeNodes.push(node);
  }

  private releaseLevel(level: PriceLevel): void {
    level.head = null;
    level.tail = null;
    this.freeLevels.push(level);
  }
}
