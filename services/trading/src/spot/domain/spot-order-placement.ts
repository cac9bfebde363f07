import { Money } from '@meridian/money';
import { STOP_TYPES, stopLevelOf, timeInForceOf } from './spot-conditional-terms';
import { SpotRejection, type SpotCommand } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotMatchingRouter } from './spot-matching-router';
import { orderTerms, type SpotRisk } from './spot-risk';
import type { SpotState } from './spot-state';
import { orderView } from './spot-order-view';

/**
 * A single order: its terms checked and held (risk), then sent to the book (routing), or, for a stop,
 * left waiting for its tick in the trigger engine with its funds held.
 */
export class SpotOrderPlacement {
  constructor(
    private readonly state: SpotState,
    private readonly risk: SpotRisk,
    private readonly router: SpotMatchingRouter,
  ) {}

  place(run: CommandRun, command: Extract<SpotCommand, { type: 'PlaceSpotOrder' }>): void {
    const market = this.state.market(command.symbol);
    if (this.state.orders.has(command.orderId)) throw new SpotRejection('spot.invalidOrder');
    const timeInForce = timeInForceOf(command.orderType, command.timeInForce);
    const terms = orderTerms(market, command);
    const isStop = STOP_TYPES.has(command.orderType);
    if (isStop) stopLevelOf(market, command);
    else if (command.stopPrice !== undefined) throw new SpotRejection('spot.invalidOrder');
    // A stop holds its funds while it waits, so a buy stop at market spends an amount, never "all I have".
    if (isStop && terms.hold === null) throw new SpotRejection('spot.invalidOrder');
    const { hold, budget } = this.risk.holdForOrder(command.ownerId, market, command.side, terms);
    const order = this.state.accept(command.orderId, command.ownerId, market, command.side, command.orderType, terms, command.at, {
      quoteAmount: command.quoteAmount !== undefined ? Money.ofMinor(market.quote, terms.hold!).toString() : null,
      stopPrice: isStop ? command.stopPrice! : null,
      timeInForce,
      ocoId: null,
    });
    this.risk.hold(run, order, hold);
    if (isStop) {
      this.state.watchStop(order);
      run.changed(orderView(order, 'untriggered', null, run.at));
      return;
    }
    this.router.submit(run, order, { ...terms, budget });
  }
}
