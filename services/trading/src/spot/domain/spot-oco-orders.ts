import { ocoLevels } from './spot-conditional-terms';
import { SpotRejection, type SpotCommand } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotMatchingRouter } from './spot-matching-router';
import { orderTerms, type SpotRisk } from './spot-risk';
import type { SpotState } from './spot-state';
import { orderView } from './spot-order-view';
import type { LiveOrder } from './live-order';

/**
 * One-cancels-the-other pairs: a limit leg and a stop leg accepted together from one hold. When either
 * leg trades, triggers, closes or is cancelled, the pair ends and the other leg is cancelled.
 */
export class SpotOcoOrders {
  constructor(
    private readonly state: SpotState,
    private readonly risk: SpotRisk,
    private readonly router: SpotMatchingRouter,
  ) {}

  /** Both legs are accepted together from one hold; the limit leg goes to the book, the stop leg waits. */
  place(run: CommandRun, command: Extract<SpotCommand, { type: 'PlaceSpotOco' }>): void {
    const market = this.state.market(command.symbol);
    if (command.side !== 'buy' && command.side !== 'sell') throw new SpotRejection('spot.invalidOrder');
    const { orders } = this.state;
    if (command.limitOrderId === command.stopOrderId || orders.has(command.limitOrderId) || orders.has(command.stopOrderId))
      throw new SpotRejection('spot.invalidOrder');
    ocoLevels(market, command);
    const legOf = (orderType: 'limit' | 'market', price: string | undefined) =>
      orderTerms(market, { ...command, type: 'PlaceSpotOrder', orderId: command.limitOrderId, orderType, price });
    const limitTerms = legOf('limit', command.price);
    const stopTerms = legOf(command.stopLimitPrice === undefined ? 'market' : 'limit', command.stopLimitPrice);
    const hold = this.risk.holdForPair(command.ownerId, market, command.side, limitTerms, stopTerms);
    const pair = { timeInForce: 'gtc' as const, quoteAmount: null, ocoId: command.ocoId };
    const stopType = command.stopLimitPrice === undefined ? 'stop_market' : 'stop_limit';
    const stopLeg = this.state.accept(command.stopOrderId, command.ownerId, market, command.side, stopType, stopTerms, command.at, {
      ...pair,
      stopPrice: command.stopPrice,
    });
    const limitLeg = this.state.accept(command.limitOrderId, command.ownerId, market, command.side, 'limit', limitTerms, command.at, { ...pair, stopPrice: null });
    stopLeg.ocoPartner = limitLeg.id;
    limitLeg.ocoPartner = stopLeg.id;
    limitLeg.holdFloorMinor = hold;
    this.state.watchStop(stopLeg);
    run.changed(orderView(stopLeg, 'untriggered', null, run.at));
    this.risk.hold(run, limitLeg, hold);
    this.router.submit(run, limitLeg, limitTerms);
  }

  /** Ends a one-cancels-the-other pair from this leg's side: the other leg is cancelled. */
  breakPair(run: CommandRun, order: LiveOrder): void {
    const partner = order.ocoPartner === null ? undefined : this.state.orders.get(order.ocoPartner);
    order.ocoPartner = null;
    order.holdFloorMinor = 0n;
    if (!partner) return;
    partner.ocoPartner = null;
    partner.holdFloorMinor = 0n;
    this.router.cancelLive(run, partner, 'oco');
  }
}
