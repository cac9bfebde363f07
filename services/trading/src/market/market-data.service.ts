import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { Decimal } from '@meridian/money';
import { foldEvents, handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, PLATFORM_CONFIG, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { candles, type CandleView, type Period } from './candles.query';
import { backfillHistory } from './history-backfill';
import { INSTRUMENTS, type Instrument } from './instruments';
import { PRICE_FEED, type PriceFeed, type Tick } from './simulated-feed';
import { TickStore } from './tick-store';
import { instrumentSettingsDecider, InstrumentSettingsError, instrumentSettingsStream, type InstrumentSettings } from './instrument-settings';
import { isOpen } from './trading-hours';

export interface Ticker {
  symbol: string;
  display_symbol: string;
  name: string;
  category: string;
  spot: boolean;
  decimals: number;
  price: string;
  open_24h: string;
  high_24h: string;
  low_24h: string;
  change_24h: string;
  trading: boolean;
  enabled: boolean;
  seq: number;
  at: string;
}

/** What a ticker push carries: the fields that move. Names, categories and decimals come with the list. */
export type TickerUpdate = Pick<Ticker, 'symbol' | 'price' | 'open_24h' | 'high_24h' | 'low_24h' | 'change_24h' | 'trading' | 'seq' | 'at'>;

/** Published after every feed step, for push: the tickers that changed (ticked, opened or closed). */
export class TickersUpdated {
  constructor(
    readonly updates: TickerUpdate[],
    readonly ticks: Tick[],
  ) {}
}

export interface MarketSettings {
  priceFeed: { enabled: boolean; seed: string; intervalMs: number };
}

/**
 * Runs the price feed: every interval, one tick per open instrument, recorded with its candles;
 * keeps the tickers (last price and 24-hour figures) in memory for the market list and push.
 */
@Injectable()
export class MarketDataService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('market');
  private readonly store: TickStore;
  private readonly last = new Map<string, Tick>();
  private readonly day = new Map<string, { open: string; high: string; low: string }>();
  /** Staff's settings per instrument, folded from their settings streams at start and kept current. */
  private readonly settingsBySymbol = new Map<string, InstrumentSettings>();
  /** Whether each instrument traded at the last push, so a market that opens or closes is pushed once. */
  private readonly pushedTrading = new Map<string, boolean>();
  private timer?: NodeJS.Timeout;
  private statsTimer?: NodeJS.Timeout;
  private stepping?: Promise<void>;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: { market?: MarketSettings },
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly eventBus: EventBus,
    @Inject(PRICE_FEED) private readonly feed: PriceFeed,
  ) {
    this.store = new TickStore(pool);
  }

  private get settings(): MarketSettings['priceFeed'] {
    return this.config.market?.priceFeed ?? { enabled: true, seed: 'meridian', intervalMs: 1000 };
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const instrument of INSTRUMENTS) {
      const settings = foldEvents(instrumentSettingsDecider, await this.events.readStream(instrumentSettingsStream(instrument.symbol)));
      if (settings) this.settingsBySymbol.set(instrument.symbol, settings);
    }
    const written = await backfillHistory(this.pool, INSTRUMENTS, this.settings.seed, this.clock.now());
    if (written > 0) this.logger.log(`backfilled ${written} candles of history`);
    for (const [symbol, tick] of await this.store.latest()) {
      const instrument = INSTRUMENTS.find((i) => i.symbol === symbol);
      if (!instrument) continue;
      this.feed.resume(instrument, tick);
      this.last.set(symbol, { symbol, seq: tick.seq, at: tick.at, price: tick.price, source: this.feed.source });
    }
    await this.refreshDayStats();
    if (!this.settings.enabled) return;
    this.timer = setInterval(() => void this.step(), this.settings.intervalMs);
    this.statsTimer = setInterval(() => void this.refreshDayStats(), 60_000);
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
    this.stepping = (async () => {
      ticks = INSTRUMENTS.filter((instrument) => this.enabled(instrument) && isOpen(instrument.hours, at)).map((instrument) => this.feed.next(instrument, at));
      await this.store.append(ticks);
      for (const tick of ticks) {
        this.last.set(tick.symbol, tick);
        const stats = this.day.get(tick.symbol);
        if (stats) {
          if (Decimal.parse(tick.price).compare(Decimal.parse(stats.high)) > 0) stats.high = tick.price;
          if (Decimal.parse(tick.price).compare(Decimal.parse(stats.low)) < 0) stats.low = tick.price;
        }
      }
      this.eventBus.publish(new TickersUpdated(this.updatesAfter(ticks, at), ticks));
    })()
      .catch((error: unknown) => this.logger.error(`feed step failed: ${(error as Error).message}`))
      .finally(() => (this.stepping = undefined));
    await this.stepping;
    return ticks;
  }

  private async refreshDayStats(): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string; open: string; high: string; low: string }>(
      `SELECT symbol, (array_agg(open ORDER BY bucket))[1]::text AS open, max(high)::text AS high, min(low)::text AS low
         FROM candles_1m WHERE bucket >= $1::timestamptz - interval '24 hours' GROUP BY symbol`,
      [this.clock.now()],
    );
    for (const row of rows) this.day.set(row.symbol, { open: row.open, high: row.high, low: row.low });
  }

  /** What customers see: the enabled instruments. */
  tickers(at: Date = this.clock.now()): Ticker[] {
    return INSTRUMENTS.filter((instrument) => this.enabled(instrument)).map((instrument) => this.ticker(instrument, at));
  }

  /** The enabled instruments that ticked, or opened or closed, since the last push, with their moving fields. */
  private updatesAfter(ticks: Tick[], at: Date): TickerUpdate[] {
    const ticked = new Set(ticks.map((tick) => tick.symbol));
    const updates: TickerUpdate[] = [];
    for (const instrument of INSTRUMENTS) {
      if (!this.enabled(instrument)) continue;
      const { symbol, price, open_24h, high_24h, low_24h, change_24h, trading, seq, at: tickAt } = this.ticker(instrument, at);
      if (!ticked.has(symbol) && this.pushedTrading.get(symbol) === trading) continue;
      this.pushedTrading.set(symbol, trading);
      updates.push({ symbol, price, open_24h, high_24h, low_24h, change_24h, trading, seq, at: tickAt });
    }
    return updates;
  }

  /** What staff see: every instrument, enabled or not, with its settings. */
  allTickers(at: Date = this.clock.now()): Ticker[] {
    return INSTRUMENTS.map((instrument) => this.ticker(instrument, at));
  }

  /** Whether the market trades now: staff have not disabled it and it is within its hours. */
  isTrading(symbol: string, at: Date = this.clock.now()): boolean {
    const instrument = INSTRUMENTS.find((i) => i.symbol === symbol);
    return instrument !== undefined && this.enabled(instrument) && isOpen(instrument.hours, at);
  }

  /** The latest recorded tick: the reference price others quote around and name in their events. */
  lastTick(symbol: string): Tick | undefined {
    return this.last.get(symbol);
  }

  private enabled(instrument: Instrument): boolean {
    return this.settingsBySymbol.get(instrument.symbol)?.enabled ?? true;
  }

  /** Enables, disables or renames an instrument, as an event with the staff member's id. */
  async configure(staff: StaffPrincipal, symbol: string, settings: InstrumentSettings): Promise<Ticker> {
    const instrument = INSTRUMENTS.find((i) => i.symbol === symbol);
    if (!instrument) throw new AppError('request.notFound', 404, 404);
    try {
      const outcome = await handleCommand(
        this.events,
        instrumentSettingsStream(symbol),
        instrumentSettingsDecider,
        { type: 'ConfigureInstrument', data: { ...settings, symbol, staffId: staff.staffId }, metadata: { now: this.clock.now().toISOString() } },
        { metadata: { staffId: staff.staffId } },
      );
      this.settingsBySymbol.set(symbol, outcome.state!);
    } catch (error) {
      if (error instanceof InstrumentSettingsError) throw AppError.badInput('field.invalid', { field: 'name' });
      throw error;
    }
    return this.ticker(instrument, this.clock.now());
  }

  private ticker(instrument: Instrument, at: Date): Ticker {
    const tick = this.last.get(instrument.symbol);
    const price = tick?.price ?? instrument.startPrice;
    const stats = this.day.get(instrument.symbol) ?? { open: price, high: price, low: price };
    const open = Decimal.parse(stats.open);
    const change = open.isZero() ? Decimal.parse('0') : Decimal.parse(price).subtract(open).multiply(Decimal.parse('100')).divide(open, 2, 'half-even');
    const settings = this.settingsBySymbol.get(instrument.symbol);
    return {
      symbol: instrument.symbol,
      display_symbol: settings?.displaySymbol ?? instrument.displaySymbol,
      name: settings?.name ?? instrument.name,
      category: instrument.category,
      spot: instrument.spot,
      decimals: instrument.decimals,
      price,
      open_24h: stats.open,
      high_24h: stats.high,
      low_24h: stats.low,
      change_24h: change.toString(),
      trading: this.enabled(instrument) && isOpen(instrument.hours, at),
      enabled: this.enabled(instrument),
      seq: tick?.seq ?? 0,
      at: tick?.at ?? at.toISOString(),
    };
  }

  candles(symbol: string, period: Period, limit: number): Promise<CandleView[]> {
    return candles(this.pool, symbol, period, limit, this.clock.now());
  }
}
