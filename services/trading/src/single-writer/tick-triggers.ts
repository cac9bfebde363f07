import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { MarketDataService } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';

/**
 * Hands a single-writer core the recorded ticks that fire one of its triggers, and only those: asking
 * the core's trigger engine costs a heap peek, and a tick that fires nothing is never logged, so the
 * core's log does not grow with the feed. On start, once the core has rebuilt itself and the market
 * has loaded its last ticks, it hands over the ticks recorded while the core was down that it must
 * not miss (`missedTicks`: by default each market's last tick, which may have crossed triggers).
 */
export abstract class TickTriggers implements OnApplicationBootstrap {
  private readonly logger: Logger;

  protected constructor(
    name: string,
    protected readonly market: MarketDataService,
  ) {
    this.logger = new Logger(name);
  }

  /** The markets whose ticks may fire something. */
  protected abstract symbols(): Iterable<string>;
  /** Whether the tick fires a trigger now (false while the core rebuilds itself). */
  protected abstract fires(tick: Tick): boolean;
  /** Gives the core one tick. */
  protected abstract submit(tick: Tick): Promise<unknown>;
  /**
   * For what this tick fires, the first recorded tick that should have fired it, where one may be
   * earlier: a tick judged while an order was on its way to the core fired nothing and was dropped.
   * Looked up in the tick store; none by default.
   */
  protected earlierFirsts(_tick: Tick): Promise<(Tick | null)[]> {
    return Promise.resolve([]);
  }
  /** A refusal that only says the trigger went away between the question and the command. */
  protected abstract isExpectedRefusal(error: unknown): boolean;
  /** Resolves once the core has rebuilt itself from its log. */
  protected abstract coreRecovered(): Promise<void>;

  /** The recorded ticks the core may have missed while it was down, in any order and with repeats. */
  protected async missedTicks(): Promise<Tick[]> {
    return [...this.symbols()].flatMap((symbol) => this.market.lastTick(symbol) ?? []);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Live ticks wait behind the hand-over: one the feed records after the restart must not reach the
    // core before the recorded ones it missed (it would strike an option, or fire a stop, at a later tick).
    let handedOver!: () => void;
    const before = this.applying;
    this.applying = new Promise<void>((resolve) => (handedOver = resolve));
    try {
      await before;
      // The start hooks of one module run side by side. Without the wait, this one could find the core
      // still rebuilding or the market's last ticks not loaded, hand over nothing, and leave the first
      // live tick to do the work of the ones recorded before it.
      await Promise.all([this.coreRecovered(), this.market.loaded]);
      await this.applyInOrder(inFeedOrder(await this.missedTicks()));
    } finally {
      handedOver();
    }
  }

  /** The batches in the order the feed published them: one waits for the one before it (and all for the hand-over at start). */
  private applying: Promise<void> = Promise.resolve();

  /**
   * Hands the core the ticks that fire something, in the feed's order. Batches arrive as events that
   * do not wait for each other; applied side by side, a later tick could reach the core before an
   * earlier one still waiting for its commit, and strike an option with the wrong tick.
   */
  apply(ticks: readonly Tick[]): Promise<void> {
    const next = this.applying.then(() => this.applyInOrder(ticks));
    this.applying = next.catch(() => undefined);
    return next;
  }

  private async applyInOrder(ticks: readonly Tick[]): Promise<void> {
    for (const tick of ticks) {
      if (!this.fires(tick)) continue;
      await this.fire(tick);
    }
  }

  /** The tick, after any earlier recorded one that should have fired what it fires (oldest first, each once). */
  private async fire(tick: Tick): Promise<void> {
    // Without an answer from the store the tick still goes: what it fires fires late rather than never.
    const firsts: (Tick | null)[] = await this.earlierFirsts(tick).catch(() => []);
    const earlier = new Map(firsts.filter((first): first is Tick => !!first && first.seq < tick.seq).map((first) => [first.seq, first]));
    for (const first of [...earlier.values()].sort((a, b) => a.seq - b.seq)) if (this.fires(first)) await this.submitJudged(first);
    // What the earlier ones fired, this one no longer does: it is not logged for nothing.
    if (earlier.size === 0 || this.fires(tick)) await this.submitJudged(tick);
  }

  /**
   * Hands over, through the ordered path, the first recorded ticks found for orders just stored: each
   * was judged while its order was on its way to the core, and dropped. A store that does not answer
   * leaves them to the next tick that reaches them.
   */
  protected async catchUp(find: () => Promise<(Tick | null)[]>): Promise<void> {
    try {
      const ticks = (await find()).filter((tick): tick is Tick => !!tick);
      if (ticks.length > 0) await this.apply(ticks);
    } catch (error) {
      this.logger.warn(`not caught up: ${(error as Error).message}`);
    }
  }

  private submitJudged(tick: Tick): Promise<unknown> {
    return this.submit(tick).catch((error: unknown) => {
      if (!this.isExpectedRefusal(error)) this.logger.warn(`tick ${tick.symbol}#${tick.seq} not applied: ${(error as Error).message}`);
    });
  }
}

/**
 * How far back a tick that should have fired an order can lie when the core did not take it: the
 * writer's batches commit within it, and an order reaches its core within it of its time. Older orders
 * were in the core when every later tick was judged.
 */
export const MISSED_WINDOW_MS = 60_000;

/** Each tick once, in the feed's order: by its time, then its sequence. */
function inFeedOrder(ticks: readonly Tick[]): Tick[] {
  const once = new Map(ticks.map((tick) => [`${tick.symbol}#${tick.seq}`, tick]));
  return [...once.values()].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.seq - b.seq);
}
