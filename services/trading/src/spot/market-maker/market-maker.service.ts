import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { foldEvents, handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type ProposalView, type SettingChangeAuthor } from '@meridian/http';
import { Decimal, Money } from '@meridian/money';
import { CLOCK, EVENT_STORE, PLATFORM_CONFIG, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { MarketDataService, TickersUpdated } from '../../market/market-data.service';
import { quoteLadder } from './market-maker-quotes';
import {
  defaultMarketMakerSettings,
  MARKET_MAKER_LOOSER,
  MARKET_MAKER_SETTING,
  marketMakerSettingsDecider,
  MarketMakerSettingsError,
  marketMakerStream,
  type MarketMakerSettings,
} from './market-maker-settings';
import { TradingControlProposals } from '../../perpetuals/admin/trading-control-proposals';
import { SpotCoreService } from '../spot-core.service';
import { MARKET_MAKER, SpotRejection } from '../domain/spot-core.types';
import { SPOT_MARKETS } from '../domain/spot-markets';

export interface MarketMakerConfig {
  /** MARKET_MAKER=off: the house quotes nothing (and pulls what it quoted before). */
  enabled: boolean;
}

interface BookState {
  settings: MarketMakerSettings;
  updatedAt: string | null;
  updatedBy: string | null;
  quotedAround: string | null;
  quotedAt: number;
  /** How many quotes the last ladder placed (levels that would share a tick are dropped). */
  quotedLevels: number;
}

/** Requote when the reference moved by a quarter of the spread, or the ladder thinned, or it got old. */
const REQUOTE_AFTER_MS = 30_000;
/** The house keeps about this much of every coin, topped up from `platform:market-maker-capital`. */
const INVENTORY_USDT = Decimal.parse('5000000');

/**
 * The house market maker: on every price tick it keeps a ladder of bids and asks around the recorded
 * price in each spot book, from `platform:market-maker`, so a customer's order meets real liquidity.
 * Each replacement is one core command naming the tick it quoted around.
 */
@Injectable()
export class MarketMakerService implements OnApplicationBootstrap {
  private readonly logger = new Logger('market-maker');
  private readonly books = new Map<string, BookState>();
  private quoting: Promise<void> | null = null;

  constructor(
    private readonly core: SpotCoreService,
    private readonly market: MarketDataService,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: { marketMaker?: MarketMakerConfig },
    private readonly proposals: TradingControlProposals,
  ) {
    // Four eyes (docs/security.md): what lets the house take more risk waits for a second admin.
    proposals.register<MarketMakerSettings>(MARKET_MAKER_SETTING, {
      looser: MARKET_MAKER_LOOSER,
      confirmRoles: ['admin'],
      read: async (symbol) => ({ ...this.book(symbol).settings }),
      apply: (symbol, settings, by) => this.apply(symbol, settings, by),
    });
  }

  get enabled(): boolean {
    return this.config.marketMaker?.enabled ?? true;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const market of SPOT_MARKETS.values()) {
      const stored = await this.events.readStream(marketMakerStream(market.symbol));
      const last = stored.at(-1)?.data as { at: string; staffId: string } | undefined;
      this.books.set(market.symbol, {
        settings: foldEvents(marketMakerSettingsDecider, stored) ?? defaultMarketMakerSettings(market),
        updatedAt: last?.at ?? null,
        updatedBy: last?.staffId ?? null,
        quotedAround: null,
        quotedAt: 0,
        quotedLevels: 0,
      });
    }
    await this.requoteAll(true);
  }

  list() {
    return [...this.books].map(([symbol, book]) => ({
      id: symbol,
      symbol,
      ...book.settings,
      updatedAt: book.updatedAt,
      updatedBy: book.updatedBy,
    }));
  }

  one(symbol: string) {
    const found = this.list().find((book) => book.symbol === symbol);
    if (!found) throw new DomainError('request.notFound');
    return found;
  }

  /**
   * What tightens the house's quoting (a wider spread, fewer or smaller levels, switching it off)
   * applies at once; what loosens it is answered as `proposal`, which another admin confirms.
   */
  async configure(staff: StaffPrincipal, symbol: string, input: Partial<MarketMakerSettings> & { reason?: string }): Promise<{ settings: ReturnType<MarketMakerService['one']>; proposal: ProposalView | null }> {
    const book = this.book(symbol);
    const settings = { ...book.settings, ...pick(input) };
    const reason = input.reason ?? '';
    // Checked before anything applies: a proposal never carries settings the decider refuses.
    this.decide(symbol, settings, staff.staffId, reason);
    const proposal = await this.proposals.change(MARKET_MAKER_SETTING, symbol, staff, settings, reason);
    return { settings: this.one(symbol), proposal };
  }

  private book(symbol: string): BookState {
    const book = this.books.get(symbol);
    if (!book) throw new DomainError('request.notFound');
    return book;
  }

  private decide(symbol: string, settings: MarketMakerSettings, staffId: string, reason: string, proposal: { proposalId?: string; proposerId?: string } = {}) {
    const command = { type: 'ConfigureMarketMaker' as const, data: { ...settings, symbol, staffId, reason, ...proposal }, metadata: { now: this.clock.now().toISOString() } };
    try {
      marketMakerSettingsDecider.decide(command, marketMakerSettingsDecider.initialState());
    } catch (error) {
      if (error instanceof MarketMakerSettingsError) throw new DomainError('field.invalid', { field: error.field });
      throw error;
    }
    return command;
  }

  /** The change's event names who applied it; a confirmed proposal's id and proposer go with it (and in its metadata). */
  private async apply(symbol: string, settings: MarketMakerSettings, by: SettingChangeAuthor): Promise<void> {
    const book = this.book(symbol);
    const proposal = by.proposalId ? { proposalId: by.proposalId, proposerId: by.proposerId } : {};
    await handleCommand(this.events, marketMakerStream(symbol), marketMakerSettingsDecider, this.decide(symbol, settings, by.staffId, by.reason, proposal), { metadata: { staffId: by.staffId, ...proposal } });
    Object.assign(book, { settings, updatedAt: this.clock.now().toISOString(), updatedBy: by.staffId, quotedAround: null });
    await this.requoteAll(true);
  }

  /** Requotes every book whose reference moved enough (or all of them with `force`). */
  async requoteAll(force = false): Promise<void> {
    if (this.quoting || !this.core.isReady) return;
    this.quoting = (async () => {
      for (const [symbol, book] of this.books) {
        try {
          await this.requote(symbol, book, force);
        } catch (error) {
          if (!(error instanceof SpotRejection) && !(error instanceof AppError))
            this.logger.warn(`quoting ${symbol} failed: ${(error as Error).message}`);
        }
      }
    })().finally(() => (this.quoting = null));
    await this.quoting;
  }

  private async requote(symbol: string, book: BookState, force: boolean): Promise<void> {
    const tick = this.market.lastTick(symbol);
    const quoting = this.enabled && book.settings.enabled && this.market.isTrading(symbol) && tick !== undefined;
    const live = this.core.state.marketMakerOrders(symbol).filter((id) => this.core.state.openOrder(id)).length;
    if (!quoting) {
      if (live > 0 && tick)
        await this.core.submit({
          type: 'ReplaceQuotes',
          symbol,
          tick: { ...tick },
          bids: [],
          asks: [],
          at: this.clock.now().toISOString(),
        });
      book.quotedAround = null;
      return;
    }
    // Requote once the reference has moved by a quarter of the spread.
    const moved = book.quotedAround === null || movedAtLeast(book.quotedAround, tick.price, book.settings.spreadBp, 4);
    // Fewer live quotes than were placed: someone traded against the book.
    const thinned = live < book.quotedLevels;
    const stale = this.clock.now().getTime() - book.quotedAt >= REQUOTE_AFTER_MS;
    if (!force && !moved && !thinned && !stale) return;
    await this.topUp(symbol, tick.price);
    const market = SPOT_MARKETS.get(symbol)!;
    const ladder = quoteLadder(market, tick.price, book.settings);
    await this.core.submit({
      type: 'ReplaceQuotes',
      symbol,
      tick: { symbol, seq: tick.seq, at: tick.at, price: tick.price, source: tick.source },
      ...ladder,
      at: this.clock.now().toISOString(),
    });
    book.quotedAround = tick.price;
    book.quotedAt = this.clock.now().getTime();
    book.quotedLevels = ladder.bids.length + ladder.asks.length;
  }

  /** Keeps the house's inventory of both coins near its target, each top-up an event. */
  private async topUp(symbol: string, price: string): Promise<void> {
    const market = SPOT_MARKETS.get(symbol)!;
    const targets: [typeof market.base, Decimal][] = [
      [market.quote, INVENTORY_USDT],
      [market.base, INVENTORY_USDT.divide(Decimal.parse(price), market.base.scale, 'down')],
    ];
    for (const [asset, target] of targets) {
      const have = this.core.state.availableMinor(MARKET_MAKER, asset.code);
      const want = Money.fromDecimal(asset, target, 'down').minor;
      if (have * 2n >= want) continue;
      const amount = Money.ofMinor(asset, want - have).toString();
      await this.core.submit({
        type: 'FundMarketMaker',
        fundingId: `mm-funding:${asset.code}:${this.core.state.sequence + 1}`,
        coin: asset.code,
        amount,
        at: this.clock.now().toISOString(),
      });
    }
  }
}

/** |to - from| / from >= bp / (10,000 × divisor), exactly. */
function movedAtLeast(from: string, to: string, bp: number, divisor: number): boolean {
  const start = Decimal.parse(from);
  const change = Decimal.parse(to).subtract(start).abs();
  return change.multiply(Decimal.parse(String(10_000 * divisor))).compare(start.multiply(Decimal.parse(String(bp)))) >= 0;
}

function pick(input: Partial<MarketMakerSettings>): Partial<MarketMakerSettings> {
  const out: Partial<MarketMakerSettings> = {};
  for (const key of ['enabled', 'spreadBp', 'levels', 'levelStepBp', 'quantity', 'sizeGrowthPct', 'variationPct'] as const) {
    if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  }
  return out;
}

/** Every price tick is a chance to requote: right after the tick's push has gone out, not before it. */
@EventsHandler(TickersUpdated)
export class MarketMakerTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly maker: MarketMakerService) {}

  handle(): void {
    setImmediate(() => void this.maker.requoteAll());
  }
}
