import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { INSTRUMENTS } from '../market/instruments';
import { MarketDataService, TickersUpdated } from '../market/market-data.service';
import { ContractCoreService } from './contract-core.service';
import type { TickRef } from './domain/contract-core.types';

/**
 * Hands the contract core every recorded tick that fires something (a take-profit, a stop-loss, a
 * liquidation, a pending open): only those become events, so the log does not grow with every tick.
 */
@Injectable()
export class ContractTicks implements OnApplicationBootstrap {
  private readonly logger = new Logger('contract-ticks');

  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
  ) {}

  /** After a restart, the ticks recorded while the core was down may have crossed triggers. */
  onApplicationBootstrap(): Promise<void> {
    return this.apply(INSTRUMENTS.flatMap((instrument) => this.market.lastTick(instrument.symbol) ?? []));
  }

  async apply(ticks: readonly TickRef[]): Promise<void> {
    for (const tick of ticks) {
      if (!this.core.isReady || !this.core.state.wouldFire(tick)) continue;
      await this.core.submit({ type: 'ApplyTick', tick, at: tick.at }).catch((error: unknown) => this.logger.warn(`tick ${tick.symbol}#${tick.seq} not applied: ${(error as Error).message}`));
    }
  }
}

@EventsHandler(TickersUpdated)
export class ContractTicker implements IEventHandler<TickersUpdated> {
  constructor(private readonly ticks: ContractTicks) {}

  handle(event: TickersUpdated): void {
    void this.ticks.apply(event.ticks);
  }
}
