import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { MARKET_DATA_TOPIC } from '@meridian/contracts';
import type { LiveMessage, MessageBus } from '@meridian/messaging';
import { CLOCK, MESSAGE_BUS, PG_POOL, type Clock } from '@meridian/runtime';
import { MarketDataService, TickersUpdated } from './market-data.service';
import { LiveCandles } from './live-candles';
import { candlesMessages, listMessage, tickersMessage } from './market-data.messages';
import type { Tick } from './simulated-feed';

/** How often every enabled market goes out whole: a gateway that started since has the list within this. */
export const LIST_EVERY_MS = 5_000;

/**
 * Tells the push gateways, wherever they run, what the feed did: after each step the moving fields of
 * the markets that changed (first, before anything else the step sets off), then the current candle
 * of every period of the markets that ticked; every few seconds the whole list. On the bus's live
 * channel (libs/contracts market-data.v1): nothing here is kept, a REST read is the truth.
 */
@Injectable()
@EventsHandler(TickersUpdated)
export class MarketDataPublisher implements IEventHandler<TickersUpdated>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('market-data');
  private listTimer?: NodeJS.Timeout;
  /** Candle steps one after the other, so a market's candles never go out of order. */
  private candles: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly liveCandles: LiveCandles;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly market: MarketDataService,
    @Inject(PG_POOL) pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.liveCandles = new LiveCandles(pool);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.market.loaded;
    this.publishList();
    this.listTimer = setInterval(() => this.publishList(), LIST_EVERY_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.listTimer) clearInterval(this.listTimer);
    await this.candles;
  }

  handle({ updates, ticks }: TickersUpdated): void {
    const at = ticks[0]?.at ?? this.clock.now().toISOString();
    if (updates.length > 0) this.send([tickersMessage(updates, at)]);
    if (ticks.length === 0) return;
    // Once the step's push has gone out, not before it.
    this.candles = this.candles.then(() => new Promise<void>((resolve) => setImmediate(() => void this.publishCandles(ticks).finally(resolve))));
  }

  private async publishCandles(ticks: readonly Tick[]): Promise<void> {
    if (this.stopped) return;
    try {
      const found = await this.liveCandles.current([...new Set(ticks.map((tick) => tick.symbol))], new Date(ticks[0]!.at));
      await this.bus.publishLive(MARKET_DATA_TOPIC, candlesMessages(found, ticks[0]!.at));
    } catch (error) {
      this.logger.warn(`candle push failed: ${(error as Error).message}`);
    }
  }

  private publishList(): void {
    const now = this.clock.now();
    this.send([listMessage(this.market.tickers(now), now.toISOString())]);
  }

  private send(messages: LiveMessage[]): void {
    this.bus.publishLive(MARKET_DATA_TOPIC, messages).catch((error: unknown) => this.logger.warn(`market push failed: ${(error as Error).message}`));
  }
}
