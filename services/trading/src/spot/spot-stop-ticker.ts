import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { TickTriggers } from '../single-writer/tick-triggers';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';
import { SpotCoreService } from './spot-core.service';
import { SpotRejection } from './domain/spot-core.types';
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

  protected fire(tick: Tick): Promise<unknown> {
    return this.core.submit({ type: 'FireSpotStops', tick, at: tick.at });
  }

  protected isExpectedRefusal(error: unknown): boolean {
    return error instanceof SpotRejection;
  }

  protected coreRecovered(): Promise<void> {
    return this.core.recovered;
  }
}

@EventsHandler(TickersUpdated)
export class SpotStopTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: SpotStopTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}
