import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MISSED_WINDOW_MS, TickTriggers } from '../single-writer/tick-triggers';
import { INSTRUMENTS } from '../market/instruments';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';
import type { TickReach, TickWindow } from '../market/tick-store';
import { ContractCoreService, ContractEventsStored } from './contract-core.service';
import { pendingReach } from './domain/contract-triggers';
import type { OptionView, PositionView } from './domain/contract-core.types';

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
   * What this tick fires may have had an earlier first tick that the ticker dropped, judged while the
   * order was still on its way to the core: for each option it strikes, the first recorded tick after
   * its acceptance (an option must not strike at a later one); for each pending open placed in the last
   * `MISSED_WINDOW_MS` that it fills, the first recorded tick since its placement that reached its
   * limit. Looked up together, one query for each kind.
   */
  protected override async earlierFirsts(tick: Tick): Promise<(Tick | null)[]> {
    const at = Date.parse(tick.at);
    const striking = this.core.state.waitingOptions().filter((option) => option.symbol === tick.symbol && !option.strikeTick && at > Date.parse(option.acceptedAt));
    const filling = this.core.state.pendingOpensReachedBy(tick).filter((position) => at - Date.parse(position.openedAt) <= MISSED_WINDOW_MS);
    const [strikes, fills] = await Promise.all([
      this.market.firstTicksAfter(striking.map(strikeWindow)),
      this.market.firstTicksReaching(filling.map((position) => fillReach(position, position.openedAt))),
    ]);
    return [...strikes, ...fills];
  }

  protected isExpectedRefusal(): boolean {
    return false;
  }

  protected coreRecovered(): Promise<void> {
    return this.core.recovered;
  }

  /**
   * Besides each market's last tick: the first recorded tick after each waiting option's acceptance
   * that has not struck it, and the first that reached each pending open's limit in the last
   * `MISSED_WINDOW_MS` before its market's latest tick. A crash between a tick's recording and its
   * reaching the core would otherwise leave the strike to the first tick after the restart, or the
   * pending open waiting when the market has moved back. A market's last tick is handed over only when
   * it is newer than the core's mark of that market (an older one it has judged). A strike is handed
   * over whatever the mark: a command (a position opened at the market's last tick) brings its tick to
   * the core as the mark without striking anything, so a mark past the strike does not say the strike
   * reached the core.
   */
  protected override async missedTicks(): Promise<Tick[]> {
    const unstruck = this.core.state.waitingOptions().filter((option) => !option.strikeTick);
    const pending = this.core.state.livePositions().flatMap((position) => {
      const latest = this.market.lastTick(position.symbol);
      if (position.status !== 'pending' || !latest) return [];
      return [fillReach(position, new Date(Math.max(Date.parse(position.openedAt), Date.parse(latest.at) - MISSED_WINDOW_MS)).toISOString())];
    });
    const [strikes, fills] = await Promise.all([this.market.firstTicksAfter(unstruck.map(strikeWindow)), this.market.firstTicksReaching(pending)]);
    const newer = (await super.missedTicks()).filter((tick) => tick.seq > (this.core.state.markOf(tick.symbol)?.seq ?? -1));
    return [...[...strikes, ...fills].filter((tick): tick is Tick => !!tick), ...newer];
  }

  /**
   * A pending open is timed before it reaches the core, and a tick recorded in between was judged
   * before it was there to fill. Once it is stored, the first recorded tick of its time or later that
   * reached its limit is handed over, as at start. The store is asked only when the market has ticked
   * since its time.
   */
  catchUpPendingOpens(positions: readonly PositionView[]): Promise<void> {
    const waiting = positions.filter((position) => position.status === 'pending' && Date.parse(this.market.lastTick(position.symbol)?.at ?? '') >= Date.parse(position.openedAt));
    return this.catchUp(() => this.market.firstTicksReaching(waiting.map((position) => fillReach(position, position.openedAt))));
  }
}

/** Where a pending open fills: the first recorded tick at or after `since` whose entry reaches its limit. */
const fillReach = (position: PositionView, since: string): TickReach => {
  const { price, direction } = pendingReach(position);
  return { symbol: position.symbol, since, price: price.toString(), direction };
};

/** Where an option's strike is: the first recorded tick after its acceptance, up to its expiry. */
const strikeWindow = (option: OptionView): TickWindow => ({ symbol: option.symbol, after: option.acceptedAt, until: option.expiresAt });

@EventsHandler(TickersUpdated)
export class ContractTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: ContractTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}

/** Newly placed pending opens: the tick recorded between their time and their reaching the core (`ContractTicks.catchUpPendingOpens`). */
@EventsHandler(ContractEventsStored)
export class PendingOpenCatchUp implements IEventHandler<ContractEventsStored> {
  constructor(private readonly ticks: ContractTicks) {}

  handle({ events }: ContractEventsStored): void {
    const pending = events.filter((event) => event.type === 'PositionOpened').flatMap((event) => event.data.positions.filter((position) => position.status === 'pending'));
    if (pending.length > 0) void this.ticks.catchUpPendingOpens(pending);
  }
}
