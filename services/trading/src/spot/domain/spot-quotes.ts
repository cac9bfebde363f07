import type { Side } from '../../matching';
import { MARKET_MAKER, SpotRejection, type QuoteLevel, type SpotCommand } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotMatchingRouter } from './spot-matching-router';
import type { SpotOrderPlacement } from './spot-order-placement';
import type { SpotState } from './spot-state';

/** The market maker's quotes: one command takes its old ladder off a book and places the new one. */
export class SpotQuotes {
  constructor(
    private readonly state: SpotState,
    private readonly router: SpotMatchingRouter,
    private readonly placement: SpotOrderPlacement,
  ) {}

  replace(run: CommandRun, command: Extract<SpotCommand, { type: 'ReplaceQuotes' }>): void {
    this.state.book(command.symbol);
    for (const id of this.state.quotes.get(command.symbol) ?? []) {
      if (this.state.orders.has(id)) this.router.withdraw(run, command.symbol, id);
    }
    const placed: string[] = [];
    const levels: [Side, QuoteLevel][] = [
      ...command.bids.map((level) => ['buy', level] as [Side, QuoteLevel]),
      ...command.asks.map((level) => ['sell', level] as [Side, QuoteLevel]),
    ];
    levels.forEach(([side, level], index) => {
      const orderId = `mm:${command.symbol}:${this.state.seq + 1}:${index}`;
      try {
        this.placement.place(run, {
          type: 'PlaceSpotOrder',
          orderId,
          ownerId: MARKET_MAKER,
          symbol: command.symbol,
          side,
          orderType: 'limit',
          price: level.price,
          quantity: level.quantity,
          at: command.at,
        });
      } catch (error) {
        // A quote the house cannot fund is left out; the next replacement tries again.
        if (error instanceof SpotRejection) return;
        throw error;
      }
      if (this.state.orders.has(orderId)) placed.push(orderId);
    });
    this.state.quotes.set(command.symbol, placed);
  }
}
