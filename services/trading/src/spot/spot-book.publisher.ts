import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MARKET_DATA_TOPIC } from '@meridian/contracts';
import type { LiveMessage, MessageBus } from '@meridian/messaging';
import { CLOCK, MESSAGE_BUS, type Clock } from '@meridian/runtime';
import { depthMessage, tradesMessage } from '../market/market-data.messages';
import type { SpotTrade } from './domain/spot-core.types';
import { SPOT_MARKETS } from './domain/spot-markets';
import { publicTrade } from './queries/spot-market-data.query';
import { SpotCoreService, SpotEventsStored } from './spot-core.service';

const DEPTH_LEVELS = 20;
/** At most this often per book: a burst of orders becomes one depth message. */
const DEPTH_EVERY_MS = 100;
/** Every book goes out this often even when quiet: a gateway that started since has it within this. */
export const DEPTH_REFRESH_MS = 5_000;

/**
 * After each group commit of the spot core: each book's new public trades at once, and the top levels
 * of the books it changed (coalesced), on the bus's live channel (libs/contracts market-data.v1) for
 * the push gateways. The customers' own orders and balances go through the outbox (CustomerUpdated).
 */
@Injectable()
@EventsHandler(SpotEventsStored)
export class SpotBookPublisher implements IEventHandler<SpotEventsStored>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('market-data');
  private readonly dirtyBooks = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private refresher?: NodeJS.Timeout;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly core: SpotCoreService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.refresher = setInterval(() => this.publishDepth([...SPOT_MARKETS.keys()]), DEPTH_REFRESH_MS);
  }

  onModuleDestroy(): void {
    if (this.refresher) clearInterval(this.refresher);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  handle({ events }: SpotEventsStored): void {
    const trades = new Map<string, SpotTrade[]>();
    for (const event of events) {
      const { command, orders } = event.data;
      if ('symbol' in command) this.dirtyBooks.add(command.symbol);
      for (const order of orders) this.dirtyBooks.add(order.symbol);
      for (const trade of event.data.trades) trades.set(trade.symbol, [trade, ...(trades.get(trade.symbol) ?? [])]);
    }
    const sequence = events.at(-1)?.version ?? this.core.state.sequence;
    this.send([...trades].map(([symbol, list]) => tradesMessage({ symbol, sequence, items: list.map(publicTrade) })));
    this.timer ??= setTimeout(() => this.flushDepth(), DEPTH_EVERY_MS);
  }

  private flushDepth(): void {
    this.timer = null;
    const symbols = [...this.dirtyBooks];
    this.dirtyBooks.clear();
    this.publishDepth(symbols);
  }

  private publishDepth(symbols: readonly string[]): void {
    if (!this.core.isReady) return;
    const at = this.clock.now().toISOString();
    const sequence = this.core.state.sequence;
    const books = symbols.filter((symbol) => SPOT_MARKETS.has(symbol));
    this.send(books.map((symbol) => depthMessage({ symbol, sequence, ...this.core.state.depth(symbol, DEPTH_LEVELS), at })));
  }

  private send(messages: LiveMessage[]): void {
    if (messages.length === 0) return;
    this.bus.publishLive(MARKET_DATA_TOPIC, messages).catch((error: unknown) => this.logger.warn(`book push failed: ${(error as Error).message}`));
  }
}
