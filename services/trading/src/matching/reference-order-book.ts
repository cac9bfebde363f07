import type {
  CancelReason,
  Depth,
  DepthLevel,
  EventSink,
  MatchingEngine,
  OrderBookSnapshot,
  PlaceOrder,
  RestingOrder,
} from './matching.types';
import { parseSnapshot, rejectionOf } from './order-validation';

interface Resting extends RestingOrder {
  arrival: number;
}

/**
 * The naive reference engine: each side is a plain array kept sorted by (price, arrival) with a full
 * sort after every insert, and matching always takes element 0. Slow and obviously right, it exists so
 * the property tests can demand that `OrderBook` emits exactly the same events on every stream.
 */
export class ReferenceOrderBook implements MatchingEngine {
  private bids: Resting[] = [];
  private asks: Resting[] = [];
  private arrivals = 0;
  private nextTradeSeq = 1;

  get size(): number {
    return this.bids.length + this.asks.length;
  }

  place(order: PlaceOrder, out: EventSink = []): EventSink {
    const reason = rejectionOf(order, { has: (id) => this.find(id) !== undefined });
    if (reason !== null) {
      out.push({
        type: 'OrderRejected',
        data: { orderId: String(order.id), ownerId: typeof order.ownerId === 'string' ? order.ownerId : null, reason },
      });
      return out;
    }
    const market = order.type === 'market';
    out.push({
      type: 'OrderAccepted',
      data: {
        orderId: order.id,
        ownerId: order.ownerId,
        side: order.side,
        orderType: order.type,
        price: market ? null : order.price!,
        quantity: order.quantity,
        quoteBudget: order.quoteBudget ?? null,
        timeInForce: market ? 'IOC' : (order.timeInForce ?? 'GTC'),
        selfTrade: order.selfTrade,
      },
    });
    const opposite = order.side === 'buy' ? this.asks : this.bids;
    const crossing = opposite.filter((maker) => market || (order.side === 'buy' ? maker.price <= order.price! : maker.price >= order.price!));
    const wouldTrade = crossing.length > 0;
    const firstOwn = crossing.findIndex((maker) => maker.ownerId === order.ownerId);
    const reachable = order.selfTrade === 'cancel-taker' && firstOwn >= 0 ? crossing.slice(0, firstOwn) : crossing.filter((maker) => maker.ownerId !== order.ownerId);
    const fillable = reachable.reduce((sum, maker) => sum + maker.remaining, 0n);
    const refusal = order.timeInForce === 'POST_ONLY' && wouldTrade ? 'post-only' : order.timeInForce === 'FOK' && fillable < order.quantity ? 'fok' : null;
    if (!market && refusal !== null) {
      out.push({ type: 'OrderCancelled', data: { orderId: order.id, ownerId: order.ownerId, side: order.side, reason: refusal, quantity: order.quantity } });
      return out;
    }
    let remaining = order.quantity;
    let budget = order.quoteBudget;
    let stop: CancelReason | null = null;
    while (remaining > 0n && opposite.length > 0) {
      const maker = opposite[0];
      const crosses = market || (order.side === 'buy' ? maker.price <= order.price! : maker.price >= order.price!);
      if (!crosses) break;
      if (maker.ownerId === order.ownerId) {
        if (order.selfTrade === 'cancel-taker') {
          stop = 'self-trade';
          break;
        }
        opposite.shift();
        out.push({
          type: 'OrderCancelled',
          data: { orderId: maker.id, ownerId: maker.ownerId, side: maker.side, reason: 'self-trade', quantity: maker.remaining },
        });
        continue;
      }
      let lots = remaining < maker.remaining ? remaining : maker.remaining;
      if (budget !== undefined) {
        const affordable = budget / maker.price;
        if (affordable === 0n) {
          stop = 'budget';
          break;
        }
        if (affordable < lots) lots = affordable;
        budget -= lots * maker.price;
      }
      out.push({
        type: 'TradeExecuted',
        data: {
          seq: this.nextTradeSeq++,
          makerOrderId: maker.id,
          takerOrderId: order.id,
          makerOwnerId: maker.ownerId,
          takerOwnerId: order.ownerId,
          price: maker.price,
          quantity: lots,
          takerSide: order.side,
        },
      });
      remaining -= lots;
      maker.remaining -= lots;
      if (maker.remaining === 0n) {
        opposite.shift();
        out.push({ type: 'OrderFilled', data: { orderId: maker.id, ownerId: maker.ownerId, side: maker.side } });
      }
    }
    if (remaining === 0n) {
      out.push({ type: 'OrderFilled', data: { orderId: order.id, ownerId: order.ownerId, side: order.side } });
    } else if (stop !== null) {
      out.push({
        type: 'OrderCancelled',
        data: { orderId: order.id, ownerId: order.ownerId, side: order.side, reason: stop, quantity: remaining },
      });
    } else if (market) {
      const reason = remaining === order.quantity ? 'no-liquidity' : 'market-remainder';
      out.push({
        type: 'OrderCancelled',
        data: { orderId: order.id, ownerId: order.ownerId, side: order.side, reason, quantity: remaining },
      });
    } else if (order.timeInForce === 'IOC' || order.timeInForce === 'FOK') {
      out.push({
        type: 'OrderCancelled',
        data: { orderId: order.id, ownerId: order.ownerId, side: order.side, reason: 'ioc', quantity: remaining },
      });
    } else {
      this.insert({
        id: order.id,
        ownerId: order.ownerId,
        side: order.side,
        price: order.price!,
        quantity: order.quantity,
        remaining,
        arrival: 0,
      });
      out.push({
        type: 'OrderRested',
        data: { orderId: order.id, ownerId: order.ownerId, side: order.side, price: order.price!, quantity: remaining },
      });
    }
    return out;
  }

  cancel(orderId: string, out: EventSink = []): EventSink {
    const order = this.find(orderId);
    if (order === undefined) {
      out.push({ type: 'OrderRejected', data: { orderId, ownerId: null, reason: 'unknown-order' } });
      return out;
    }
    if (order.side === 'buy') this.bids = this.bids.filter((o) => o !== order);
    else this.asks = this.asks.filter((o) => o !== order);
    out.push({
      type: 'OrderCancelled',
      data: { orderId, ownerId: order.ownerId, side: order.side, reason: 'user', quantity: order.remaining },
    });
    return out;
  }

  bestBid(): bigint | undefined {
    return this.bids[0]?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks[0]?.price;
  }

  depth(levels: number): Depth {
    const side = (orders: Resting[]): DepthLevel[] => {
      const result: DepthLevel[] = [];
      for (const o of orders) {
        const last = result[result.length - 1];
        if (last !== undefined && last.price === o.price) {
          last.quantity += o.remaining;
          last.orders++;
        } else {
          result.push({ price: o.price, quantity: o.remaining, orders: 1 });
        }
      }
      return result.slice(0, levels);
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  order(id: string): RestingOrder | undefined {
    const o = this.find(id);
    return o === undefined
      ? undefined
      : { id: o.id, ownerId: o.ownerId, side: o.side, price: o.price, quantity: o.quantity, remaining: o.remaining };
  }

  snapshot(): OrderBookSnapshot {
    const side = (orders: Resting[]) =>
      orders.map((o) => ({
        id: o.id,
        ownerId: o.ownerId,
        price: o.price.toString(),
        quantity: o.quantity.toString(),
        remaining: o.remaining.toString(),
      }));
    return { version: 1, nextTradeSeq: this.nextTradeSeq, bids: side(this.bids), asks: side(this.asks) };
  }

  restore(snapshot: OrderBookSnapshot): void {
    const parsed = parseSnapshot(snapshot);
    this.bids = [];
    this.asks = [];
    this.nextTradeSeq = parsed.nextTradeSeq;
    for (const o of [...parsed.bids, ...parsed.asks]) this.insert({ ...o, arrival: 0 });
  }

  private find(id: string): Resting | undefined {
    return this.bids.find((o) => o.id === id) ?? this.asks.find((o) => o.id === id);
  }

  private insert(order: Resting): void {
    order.arrival = this.arrivals++;
    const better = (a: Resting, b: Resting) => (a.side === 'buy' ? (a.price > b.price ? -1 : 1) : a.price < b.price ? -1 : 1);
    const sortByPriceThenTime = (a: Resting, b: Resting) => (a.price === b.price ? a.arrival - b.arrival : better(a, b));
    if (order.side === 'buy') this.bids = [...this.bids, order].sort(sortByPriceThenTime);
    else this.asks = [...this.asks, order].sort(sortByPriceThenTime);
  }
}
