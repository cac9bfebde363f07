import type { CancelReason, MatchingEvent } from '../../matching';
import { SPOT_MARKETS } from './spot-markets';
import { engineTimeInForce, executionTypeOf } from './spot-conditional-terms';
import { MARKET_MAKER } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotRisk } from './spot-risk';
import type { SpotSettlement } from './spot-settlement';
import type { SpotState } from './spot-state';
import { orderView } from './spot-order-view';
import type { LiveOrder, OrderTerms } from './live-order';

/**
 * Matching and routing: sends an accepted order to its market's book (`matching/`) or takes it off,
 * and hands what the engine did to settlement: trades, fills, cancellations, what rests.
 */
export class SpotMatchingRouter {
  constructor(
    private readonly state: SpotState,
    private readonly risk: SpotRisk,
    private readonly settlement: SpotSettlement,
  ) {}

  submit(run: CommandRun, order: LiveOrder, terms: Pick<OrderTerms, 'priceTicks' | 'lots' | 'budget'>): void {
    const events = this.state.book(order.symbol).place({
      id: order.id,
      ownerId: order.ownerId,
      side: order.side,
      type: executionTypeOf(order.type),
      price: terms.priceTicks ?? undefined,
      quantity: terms.lots,
      quoteBudget: terms.budget ?? undefined,
      timeInForce: engineTimeInForce(order.timeInForce),
      selfTrade: 'cancel-taker',
    });
    this.apply(run, events, order);
  }

  /** Takes a live order away for `reason`: a waiting stop leaves the trigger engine, a resting order the book. */
  cancelLive(run: CommandRun, order: LiveOrder, reason: CancelReason): void {
    if (order.untriggered) {
      this.state.stops.remove(order.id);
      this.settlement.close(run, order, 'cancelled', reason);
      return;
    }
    const events = this.state.book(order.symbol).cancel(order.id);
    this.apply(run, reason === 'user' ? events : events.map((event) => (event.type === 'OrderCancelled' ? { ...event, data: { ...event.data, reason } } : event)));
  }

  /** Takes a resting order off its book (the market maker's old quotes). */
  withdraw(run: CommandRun, symbol: string, orderId: string): void {
    this.apply(run, this.state.book(symbol).cancel(orderId));
  }

  /** Settles what the engine did: trades, fills, cancellations and what rests, with their postings. */
  private apply(run: CommandRun, events: MatchingEvent[], taker?: LiveOrder): void {
    for (const event of events) {
      switch (event.type) {
        case 'TradeExecuted': {
          const { makerOrderId, takerOrderId, price, quantity, seq } = event.data;
          const maker = this.state.orders.get(makerOrderId)!;
          const takerOrder = this.state.orders.get(takerOrderId)!;
          this.settlement.settleTrade(run, maker, takerOrder, price, quantity, seq);
          break;
        }
        case 'OrderFilled':
        case 'OrderCancelled': {
          const order = this.state.orders.get(event.data.orderId)!;
          const reason: CancelReason | null = event.type === 'OrderCancelled' ? event.data.reason : null;
          this.settlement.close(run, order, reason === null ? 'filled' : 'cancelled', reason);
          break;
        }
        case 'OrderRested':
          this.rest(run, this.state.orders.get(event.data.orderId)!, event.data.price, event.data.quantity);
          break;
        case 'OrderAccepted':
          break;
        case 'OrderRejected':
          // Terms were checked before the engine ran; a rejection here is a bug, not a customer error.
          throw new Error(`engine rejected ${event.data.orderId}: ${event.data.reason}${taker ? '' : ' (cancel)'}`);
        default: {
          const unknown: never = event;
          throw new Error(`unknown matching event ${JSON.stringify(unknown)}`);
        }
      }
    }
  }

  private rest(run: CommandRun, order: LiveOrder, priceTicks: bigint, lots: bigint): void {
    // A limit buy that filled below its limit held more than its resting part needs.
    const market = SPOT_MARKETS.get(order.symbol)!;
    if (order.side === 'buy') {
      const needed = priceTicks * lots * market.quoteMinorPerTickLot;
      const kept = needed > order.holdFloorMinor ? needed : order.holdFloorMinor;
      if (order.holdMinor > kept) this.risk.release(run, order, order.holdMinor - kept);
    }
    if (order.ownerId !== MARKET_MAKER || order.filledLots > 0n)
      run.changed(orderView(order, order.filledLots > 0n ? 'partially_filled' : 'open', null, run.at));
  }
}
