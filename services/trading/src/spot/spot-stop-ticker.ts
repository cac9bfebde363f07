import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MISSED_WINDOW_MS, TickTriggers } from '../single-writer/tick-triggers';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';
import type { TickReach } from '../market/tick-store';
import { SpotCoreService, SpotEventsStored } from './spot-core.service';
import { SpotRejection, type SpotOrderView } from './domain/spot-core.types';
import { stopDirectionOf } from './domain/spot-conditional-terms';
import { SPOT_MARKETS } from './domain/spot-markets';

/** Hands the spot core every recorded tick that reaches a waiting stop order. */
@Injectable()
export class SpotStopTicks extends TickTriggers {
  constructor(
    private readonly core: SpotCoreService,
    market: MarketDataService,
  ) {
    super('spot-stops', market);
  }

  protected symbols(): Iterable<string> {
    return SPOT_MARKETS.keys();
  }

  protected fires(tick: Tick): boolean {
    return this.core.isReady && SPOT_MARKETS.has(tick.symbol) && this.core.state.wouldFireStop(tick);
  }

  protected submit(tick: Tick): Promise<unknown> {
    return this.core.submit({ type: 'FireSpotStops', tick, at: tick.at });
  }

  /**
   * The first recorded tick that reached each stop this tick fires, since the stop's time, for the stops
   * placed in the last `MISSED_WINDOW_MS`: a tick judged while the stop was on its way to the core was
   * dropped, and the catch-up that hands it over once the stop is stored can lose the race to this tick.
   * Looked up together, in one query.
   */
  protected override earlierFirsts(tick: Tick): Promise<(Tick | null)[]> {
    const recent = this.core.state.stopsReachedBy(tick).filter((stop) => Date.parse(tick.at) - Date.parse(stop.createdAt) <= MISSED_WINDOW_MS);
    return this.market.firstTicksReaching(recent.map((stop) => reachOf(stop, stop.createdAt)));
  }

  protected isExpectedRefusal(error: unknown): boolean {
    return error instanceof SpotRejection;
  }

  protected coreRecovered(): Promise<void> {
    return this.core.recovered;
  }

  /**
   * Besides each market's last tick, the first recorded tick that reached each waiting stop: a crash
   * between a tick's recording and its firing reaching the log would otherwise leave the stop waiting
   * when the market has moved back by the restart. The feed runs in the core's process, so the ticks
   * the core can have missed are the last ones recorded before it stopped: only those of the last
   * `MISSED_WINDOW_MS` before each market's latest tick are searched, not a stop's whole wait.
   */
  protected override async missedTicks(): Promise<Tick[]> {
    const searches = this.core.state.waitingStops().flatMap((stop) => {
      const latest = this.market.lastTick(stop.symbol);
      return latest ? [reachOf(stop, new Date(Math.max(Date.parse(stop.createdAt), Date.parse(latest.at) - MISSED_WINDOW_MS)).toISOString())] : [];
    });
    const reached = await this.market.firstTicksReaching(searches);
    return [...reached.filter((tick): tick is Tick => !!tick), ...(await super.missedTicks())];
  }

  /**
   * A stop is timed before it reaches the core, and a tick recorded in between was judged before the
   * stop was there to be fired. Once a stop is stored, the first recorded tick of its time or later that
   * reached it is handed over, as at start, so whether a stop fired never depends on that moment (or
   * on a restart that found the tick later). The store is asked only when the market has ticked since
   * the stop's time.
   */
  catchUpStops(placed: readonly SpotOrderView[]): Promise<void> {
    const waiting = placed
      .filter((order) => order.status === 'untriggered' && order.stopPrice !== null)
      .filter((order) => Date.parse(this.market.lastTick(order.symbol)?.at ?? '') >= Date.parse(order.createdAt));
    return this.catchUp(() => this.market.firstTicksReaching(waiting.map((order) => reachOf({ ...order, stopPrice: order.stopPrice! }, order.createdAt))));
  }
}

/** Where a stop's trigger is: the first recorded tick at or after `since` at or beyond its stop price. */
const reachOf = (stop: { symbol: string; side: 'buy' | 'sell'; stopPrice: string }, since: string): TickReach => ({
  symbol: stop.symbol,
  since,
  price: stop.stopPrice,
  direction: stopDirectionOf(stop.side),
});

@EventsHandler(TickersUpdated)
export class SpotStopTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: SpotStopTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}

/** Newly placed stops: the ticks recorded between their time and their reaching the core (`SpotStopTicks.catchUpStops`). */
@EventsHandler(SpotEventsStored)
export class SpotStopCatchUp implements IEventHandler<SpotEventsStored> {
  constructor(private readonly ticks: SpotStopTicks) {}

  handle({ events }: SpotEventsStored): void {
    const placed = events.filter((event) => event.type === 'SpotOrderPlaced' || event.type === 'SpotOcoPlaced').flatMap((event) => event.data.orders);
    if (placed.some((order) => order.status === 'untriggered')) void this.ticks.catchUpStops(placed);
  }
}
