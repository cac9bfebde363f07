import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, PLATFORM_CONFIG, type Clock } from '@meridian/runtime';
import { candles, type CandleView, type Period } from './candles.query';
import { DayStats } from './day-stats';
import { backfillHistory } from './history-backfill';
import { InstrumentSettingsRegistry } from './instrument-settings.registry';
import { CATALOGUE_INSTRUMENTS, INSTRUMENTS, instrumentOf, type Instrument } from './instruments';
import { PRICE_FEED, type PriceFeed, type Tick } from './simulated-feed';
import { tickerOf, type Ticker, type TickerUpdate } from './ticker';
import { TickStore, type TickReach, type TickWindow } from './tick-store';
import { isOpen } from './trading-hours';

export type { Ticker, TickerUpdate } from './ticker';

/** Published after every feed step, for push: the tickers that changed (ticked, opened or closed). */
export class TickersUpdated {
  constructor(
    readonly updates: TickerUpdate[],
    readonly ticks: Tick[],
  ) {}
}

export interface MarketSettings {
  priceFeed: { enabled: boolean; seed: string; committed?: boolean; intervalMs: number };
}

/**
 * Runs the price feed: every interval, one tick per open instrument, recorded with its candles;
 * keeps the last tick of each and answers what the market list, push and the spot core ask of them.
 */
@Injectable()
export class MarketDataService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('market');
  private readonly store: TickStore;
  private readonly day: DayStats;
  private readonly last = new Map<string, Tick>();
  /** Whether each instrument traded at the last push, so a market that opens or closes is pushed once. */
  private readonly pushedTrading = new Map<string, boolean>();
  private timer?: NodeJS.Timeout;
  private statsTimer?: NodeJS.Timeout;
  private stepping?: Promise<void>;
  /** The time the step still writing its ticks stamped them with. */
  private steppingAt?: Date;
  private markLoaded!: () => void;
  /** Resolves once the last ticks and the day's figures are loaded at start: `tickers()` answers the truth from then on. */
  readonly loaded = new Promise<void>((resolve) => (this.markLoaded = resolve));

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: { market?: MarketSettings },
    private readonly eventBus: EventBus,
    @Inject(PRICE_FEED) private readonly feed: PriceFeed,
    private readonly settings: InstrumentSettingsRegistry,
  ) {
    this.store = new TickStore(pool);
    this.day = new DayStats(pool);
  }

  private get feedSettings(): MarketSettings['priceFeed'] {
    return this.config.market?.priceFeed ?? { enabled: true, seed: 'meridian', intervalMs: 1000 };
  }

  async onApplicationBootstrap(): Promise<void> {
    const written = await backfillHistory(this.pool, CATALOGUE_INSTRUMENTS, this.feedSettings.seed, this.clock.now());
    if (written > 0) this.logger.log(`backfilled ${written} candles of history`);
    for (const [symbol, tick] of await this.store.latest()) {
      const instrument = instrumentOf(symbol);
      if (!instrument) continue;
      this.feed.resume(instrument, tick);
      this.last.set(symbol, { symbol, seq: tick.seq, at: tick.at, price: tick.price, source: this.feed.source });
    }
    await this.day.refresh(this.clock.now());
    this.markLoaded();
    if (!this.feedSettings.enabled) return;
    this.timer = setInterval(() => void this.step(), this.feedSettings.intervalMs);
    this.statsTimer = setInterval(() => void this.day.refresh(this.clock.now()), 60_000);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.statsTimer) clearInterval(this.statsTimer);
    await this.stepping;
  }

  /** One feed step for every open instrument at `at`; also what tests call to drive the feed. */
  async step(at: Date = this.clock.now()): Promise<Tick[]> {
    if (this.stepping) return [];
    let ticks: Tick[] = [];
    this.steppingAt = at;
    this.stepping = (async () => {
      ticks = INSTRUMENTS.filter((instrument) => this.settings.enabled(instrument) && isOpen(instrument.hours, at)).map((instrument) => this.feed.next(instrument, at));
      await this.store.append(ticks);
      for (const tick of ticks) {
        this.last.set(tick.symbol, tick);
        this.day.observe(tick);
      }
      this.eventBus.publish(new TickersUpdated(this.updatesAfter(ticks, at), ticks));
    })()
      .catch((error: unknown) => this.logger.error(`feed step failed: ${(error as Error).message}`))
      .finally(() => {
        this.stepping = undefined;
        this.steppingAt = undefined;
      });
    await this.stepping;
    return ticks;
  }

  /**
   * Whether every tick this feed stamps at or before `at` is in the store: no step stamped by then is
   * still writing. A step's ticks carry its start time but reach the store when its write commits, which
   * a busy database can hold past the next interval; until then the last tick at or before `at` in the
   * store may not be the last one there will be.
   */
  hasRecordedThrough(at: string): boolean {
    return this.steppingAt === undefined || this.steppingAt.getTime() > Date.parse(at);
  }

  /** What customers see: the enabled instruments. */
  tickers(at: Date = this.clock.now()): Ticker[] {
    return INSTRUMENTS.filter((instrument) => this.settings.enabled(instrument)).map((instrument) => this.ticker(instrument, at));
  }

  /** What staff see: every instrument, enabled or not, with its settings. */
  allTickers(at: Date = this.clock.now()): Ticker[] {
    return INSTRUMENTS.map((instrument) => this.ticker(instrument, at));
  }

  /** Whether the market trades now: staff have not disabled it and it is within its hours. */
  isTrading(symbol: string, at: Date = this.clock.now()): boolean {
    const instrument = instrumentOf(symbol);
    return instrument !== undefined && this.settings.enabled(instrument) && isOpen(instrument.hours, at);
  }

  /** The latest recorded tick: the reference price others quote around and name in their events. */
  lastTick(symbol: string): Tick | undefined {
    return this.last.get(symbol);
  }

  firstTickAfter(symbol: string, after: string, until: string): Promise<Tick | null> {
    return this.store.firstAfter(symbol, after, until);
  }

  /** The first tick of each window, in one query, answered in their order. */
  firstTicksAfter(windows: readonly TickWindow[]): Promise<(Tick | null)[]> {
    return this.store.firstAfterEach(windows);
  }

  /** The first tick reaching each search's price (stops, limit opens), in one query, answered in their order. */
  firstTicksReaching(searches: readonly TickReach[]): Promise<(Tick | null)[]> {
    return this.store.firstReachingEach(searches);
  }

  lastTickAtOrBefore(symbol: string, at: string): Promise<Tick | null> {
    return this.store.lastAtOrBefore(symbol, at);
  }

  /** How often the feed ticks. */
  get tickIntervalMs(): number {
    return this.feedSettings.intervalMs;
  }

  recordedTicks(symbol: string, range: { fromSeq: number; toSeq: number } | { hour: string }): Promise<Tick[]> {
    return this.store.between(symbol, range);
  }

  candles(symbol: string, period: Period, limit: number): Promise<CandleView[]> {
    return candles(this.pool, symbol, period, limit, this.clock.now());
  }

  /** The enabled instruments that ticked, or opened or closed, since the last push, with their moving fields. */
  private updatesAfter(ticks: Tick[], at: Date): TickerUpdate[] {
    const ticked = new Set(ticks.map((tick) => tick.symbol));
    const updates: TickerUpdate[] = [];
    for (const instrument of INSTRUMENTS) {
      if (!this.settings.enabled(instrument)) continue;
      const { symbol, price, open_24h, high_24h, low_24h, change_24h, trading, seq, at: tickAt } = this.ticker(instrument, at);
      if (!ticked.has(symbol) && this.pushedTrading.get(symbol) === trading) continue;
      this.pushedTrading.set(symbol, trading);
      updates.push({ symbol, price, open_24h, high_24h, low_24h, change_24h, trading, seq, at: tickAt });
    }
    return updates;
  }

  private ticker(instrument: Instrument, at: Date): Ticker {
    return tickerOf(instrument, {
      tick: this.last.get(instrument.symbol),
      day: this.day.of(instrument.symbol),
      settings: this.settings.of(instrument.symbol),
      trading: this.isTrading(instrument.symbol, at),
      at,
    });
  }
}
