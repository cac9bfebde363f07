import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { TickTriggers } from '../single-writer/tick-triggers';
import { INSTRUMENTS } from '../market/instruments';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import type { Tick } from '../market/simulated-feed';
import { ContractCoreService } from './contract-core.service';

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

  protected fire(tick: Tick): Promise<unknown> {
    return this.core.submit({ type: 'ApplyTick', tick, at: tick.at });
  }

  protected isExpectedRefusal(): boolean {
    return false;
  }
}

@EventsHandler(TickersUpdated)
export class ContractTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: ContractTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}
