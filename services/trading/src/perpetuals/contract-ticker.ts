import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { TickTriggers } from '../single-writer/tick-triggers';
import { INSTRUMENTS } from '../market/instruments';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';
import type { TickWindow } from '../market/tick-store';
import { ContractCoreService } from './contract-core.service';
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

  protected submit(tick: Tick): Promise<unknown> {
    return this.core.submit({ type: 'ApplyTick', tick, at: tick.at });
  }

  /**
   * The first recorded tick after the acceptance of each option this tick strikes: a tick that struck
   * nothing when it was judged (the option was still on its way to the core) was never sent, and the
   * option must not strike at a later one. Looked up together, once for each option.
   */
  protected override earlierFirsts(tick: Tick): Promise<(Tick | null)[]> {
    const at = Date.parse(tick.at);
    const striking = this.core.state.waitingOptions().filter((option) => option.symbol === tick.symbol && !option.strikeTick && at > Date.parse(option.acceptedAt));
    return this.market.firstTicksAfter(striking.map(strikeWindow));
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
    const strikes = await this.market.firstTicksAfter(unstruck.map(strikeWindow));
    const newer = (await super.missedTicks()).filter((tick) => tick.seq > (this.core.state.markOf(tick.symbol)?.seq ?? -1));
    return [...strikes.filter((tick): tick is Tick => !!tick), ...newer];
  }
}

/** Where an option's strike is: the first recorded tick after its acceptance, up to its expiry. */
const strikeWindow = (option: OptionView): TickWindow => ({ symbol: option.symbol, after: option.acceptedAt, until: option.expiresAt });

@EventsHandler(TickersUpdated)
export class ContractTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: ContractTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}
