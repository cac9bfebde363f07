import { Injectable, Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { TickTriggers } from '../single-writer/tick-triggers';
import { INSTRUMENTS } from '../market/instruments';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';
import { ContractCoreService, ContractEventsStored } from './contract-core.service';
import type { OptionView } from './domain/contract-core.types';

/**
 * Hands the contract core every recorded tick that fires something (a take-profit, a stop-loss, a
 * liquidation, a pending open): only those become events, so the log does not grow with every tick.
 */
@Injectable()
export class ContractTicks extends TickTriggers {
  constructor(
    private readonly core: ContractCoreService,
    market: MarketDataService,
  ) {
    super('contract-ticks', market);
  }

  protected symbols(): Iterable<string> {
    return INSTRUMENTS.map((instrument) => instrument.symbol);
  }

  protected fires(tick: Tick): boolean {
    return this.core.isReady && this.core.state.wouldFire(tick);
  }

  /**
   * A tick that strikes an option goes to the core after the option's own first recorded tick after
   * acceptance, when that one is earlier: a tick that struck nothing when it was judged (the option was
   * still on its way to the core) was never sent, and the option must not strike at a later one.
   */
  protected async fire(tick: Tick): Promise<unknown> {
    const at = Date.parse(tick.at);
    const striking = this.core.state.waitingOptions().filter((option) => option.symbol === tick.symbol && !option.strikeTick && at > Date.parse(option.acceptedAt));
    // Without an answer from the store the tick still goes: a late strike is better than none.
    const firsts: (Tick | null)[] = await Promise.all(striking.map((option) => this.market.firstTickAfter(option.symbol, option.acceptedAt, option.expiresAt))).catch(() => []);
    const earlier = new Map(firsts.filter((first): first is Tick => !!first && first.seq < tick.seq).map((first) => [first.seq, first]));
    for (const first of [...earlier.values()].sort((a, b) => a.seq - b.seq)) await this.core.submit({ type: 'ApplyTick', tick: first, at: first.at });
    return this.core.submit({ type: 'ApplyTick', tick, at: tick.at });
  }

  protected isExpectedRefusal(): boolean {
    return false;
  }

  protected coreRecovered(): Promise<void> {
    return this.core.recovered;
  }

  /**
   * Besides each market's last tick, the first recorded tick after each waiting option's acceptance
   * that has not struck it: the core strikes an option when that tick reaches it, and a crash between
   * the tick's recording and its reaching the core would otherwise leave the strike to the first tick
   * after the restart. A market's last tick is handed over only when it is newer than the core's mark
   * of that market (an older one it has judged). A strike is handed over whatever the mark: a command
   * (a position opened at the market's last tick) brings its tick to the core as the mark without
   * striking anything, so a mark past the strike does not say the strike reached the core.
   */
  protected override async missedTicks(): Promise<Tick[]> {
    const unstruck = this.core.state.waitingOptions().filter((option) => !option.strikeTick);
    const strikes = await Promise.all(unstruck.map((option) => this.market.firstTickAfter(option.symbol, option.acceptedAt, option.expiresAt)));
    const newer = (await super.missedTicks()).filter((tick) => tick.seq > (this.core.state.markOf(tick.symbol)?.seq ?? -1));
    return [...strikes.filter((tick): tick is Tick => !!tick), ...newer];
  }

  /**
   * An option is timed before it reaches the core, and a tick recorded in between that strikes nothing
   * else is never sent to the core: judged while the option was not there, it was dropped, and the
   * option struck at the next tick. Once an option is stored without a strike, the first recorded tick
   * after its acceptance is handed over, as at start. The store is asked only when the market has
   * ticked since the option's acceptance.
   */
  async catchUp(placed: readonly OptionView[]): Promise<void> {
    const waiting = placed.filter((option) => option.status === 'waiting' && !option.strikeTick && Date.parse(this.market.lastTick(option.symbol)?.at ?? '') > Date.parse(option.acceptedAt));
    try {
      const strikes = await Promise.all(waiting.map((option) => this.market.firstTickAfter(option.symbol, option.acceptedAt, option.expiresAt)));
      const ticks = strikes.filter((tick): tick is Tick => !!tick);
      if (ticks.length > 0) await this.apply(ticks);
    } catch (error) {
      // The store did not answer: these options are struck by the next tick, or settled by the expiry sweep's own look-up.
      this.catchUpLogger.warn(`options not caught up: ${(error as Error).message}`);
    }
  }

  private readonly catchUpLogger = new Logger('contract-options');
}

@EventsHandler(TickersUpdated)
export class ContractTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: ContractTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}

/** Newly placed options: the tick recorded between their acceptance and their reaching the core (`ContractTicks.catchUp`). */
@EventsHandler(ContractEventsStored)
export class OptionStrikeCatchUp implements IEventHandler<ContractEventsStored> {
  constructor(private readonly ticks: ContractTicks) {}

  handle({ events }: ContractEventsStored): void {
    const placed = events.filter((event) => event.type === 'OptionPlaced').flatMap((event) => event.data.options);
    if (placed.length > 0) void this.ticks.catchUp(placed);
  }
}
