import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { publicTrade, SpotEventsStored, type SpotTrade } from '@meridian/trading';
import { MarketGateway } from './market.gateway';

/** At most this often per book: a burst of orders becomes one depth update. */
const DEPTH_EVERY_MS = 100;

/**
 * After each group commit of the spot core: the book's `depth` and new `trades` to its subscribers.
 * Customers hear of their own orders and balances through the bus (CustomerPushConsumer).
 */
@EventsHandler(SpotEventsStored)
export class SpotPusher implements IEventHandler<SpotEventsStored> {
  private readonly dirtyBooks = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly market: MarketGateway) {}

  handle({ events }: SpotEventsStored): void {
    const trades = new Map<string, SpotTrade[]>();
    for (const event of events) {
      const { command, orders } = event.data;
      if ('symbol' in command) this.dirtyBooks.add(command.symbol);
      for (const order of orders) this.dirtyBooks.add(order.symbol);
      for (const trade of event.data.trades) trades.set(trade.symbol, [trade, ...(trades.get(trade.symbol) ?? [])]);
    }
    for (const [symbol, list] of trades) this.market.emitToBook(symbol, 'trades', { symbol, items: list.map(publicTrade) });
    this.timer ??= setTimeout(() => this.flushDepth(), DEPTH_EVERY_MS);
  }

  private flushDepth(): void {
    this.timer = null;
    for (const symbol of this.dirtyBooks)
      if (this.market.hasBookSubscribers(symbol)) this.market.emitToBook(symbol, 'depth', this.market.depth(symbol));
    this.dirtyBooks.clear();
  }
}
