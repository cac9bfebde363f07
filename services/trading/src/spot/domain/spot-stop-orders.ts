import type { SpotMarket } from './spot-markets';
import { executionTypeOf, priceTicksOf, triggerLevel } from './spot-conditional-terms';
import { SpotRejection, type PriceTickRef } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotMatchingRouter } from './spot-matching-router';
import type { SpotOcoOrders } from './spot-oco-orders';
import { orderTerms, type SpotRisk } from './spot-risk';
import type { SpotSettlement } from './spot-settlement';
import type { SpotState } from './spot-state';
import type { LiveOrder } from './live-order';

/**
 * Stop orders: a recorded tick that reaches waiting stops sends each to the book, oldest first, as the
 * limit or market order it becomes, naming the tick. A stop accepted with a hold spends it; a pair's
 * stop leg takes its hold when it fires, or is cancelled ('budget') if the owner no longer has it.
 */
export class SpotStopOrders {
  constructor(
    private readonly state: SpotState,
    private readonly risk: SpotRisk,
    private readonly router: SpotMatchingRouter,
    private readonly settlement: SpotSettlement,
    private readonly pairs: SpotOcoOrders,
  ) {}

  /**
   * Sends every stop the tick reached to the book, oldest first, each naming the tick. Only a stop
   * placed at or before the tick's time: one placed after it was checked against a price at least as
   * new and waits for a later tick, so an older tick handed over at start (or caught up after its
   * acceptance) never fires a stop placed when the market had already moved back.
   */
  fire(run: CommandRun, tick: PriceTickRef): void {
    const market = this.state.market(tick.symbol);
    const recordedAt = Date.parse(tick.at);
    const reached = this.state.stops
      .fire(tick.symbol, triggerLevel(priceTicksOf(market, tick.price)))
      .map((trigger) => this.state.orders.get(trigger.id))
      .filter((order): order is LiveOrder => order !== undefined && order.untriggered);
    const fired = reached.filter((order) => Date.parse(order.createdAt) <= recordedAt).sort((a, b) => a.acceptedAt - b.acceptedAt);
    for (const order of reached) if (!fired.includes(order)) this.state.watchStop(order);
    if (fired.length === 0) throw new SpotRejection('spot.nothingTriggered');
    for (const order of fired) {
      // An earlier stop of this tick may have closed it (its own pair, a self-trade).
      if (this.state.orders.get(order.id) !== order) continue;
      this.activate(run, market, order, tick);
    }
  }

  private activate(run: CommandRun, market: SpotMarket, order: LiveOrder, tick: PriceTickRef): void {
    order.untriggered = false;
    order.triggerTick = tick;
    // The limit leg goes first, so its hold is back in the account for the stop leg to take.
    this.pairs.breakPair(run, order);
    const terms = orderTerms(market, {
      type: 'PlaceSpotOrder',
      orderId: order.id,
      ownerId: order.ownerId,
      symbol: order.symbol,
      side: order.side,
      orderType: executionTypeOf(order.type),
      price: order.price ?? undefined,
      quantity: order.quantity ?? undefined,
      quoteAmount: order.quoteAmount ?? undefined,
      at: run.at,
    });
    let budget = terms.budget;
    if (order.holdMinor === 0n) {
      const held = this.risk.holdOnTrigger(order, market, terms);
      if (!held) {
        this.settlement.close(run, order, 'cancelled', 'budget');
        return;
      }
      budget = held.budget;
      this.risk.hold(run, order, held.hold);
    }
    this.router.submit(run, order, { ...terms, budget });
  }
}
