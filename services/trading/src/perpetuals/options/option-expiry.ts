import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../../market/market-data.service';
import { ContractCoreService } from '../contract-core.service';
import { ContractRejection } from '../domain/contract-core.types';

const SWEEP_MS = 500;

/**
 * Settles every option whose fixed expiry has passed, at the last recorded tick at or before it (and,
 * for one the feed's ticks did not strike, at the first tick after acceptance as its strike), both read
 * from the tick store and named in the event. It waits one feed interval past expiry, and for the
 * feed's step stamped at or before the expiry to finish writing, so the last tick at or before it is
 * in the store.
 */
@Injectable()
export class OptionExpiry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('options');
  private timer?: NodeJS.Timeout;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.settleDue(this.clock.now()), SWEEP_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }

  settleDue(now: Date): Promise<void> {
    this.sweeping ??= this.sweep(now).finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweep(now: Date): Promise<void> {
    if (!this.core.isReady) return;
    const grace = this.market.tickIntervalMs + 250;
    for (const option of this.core.state.waitingOptions()) {
      if (Date.parse(option.expiresAt) + grace > now.getTime()) continue;
      // A step stamped at or before the expiry may still be writing: its tick could be the settlement.
      if (!this.market.hasRecordedThrough(option.expiresAt)) continue;
      try {
        const strikeTick = option.strikeTick ?? (await this.market.firstTickAfter(option.symbol, option.acceptedAt, option.expiresAt));
        const settlementTick = strikeTick ? await this.market.lastTickAtOrBefore(option.symbol, option.expiresAt) : null;
        await this.core.submit({ type: 'SettleOption', optionId: option.id, strikeTick, settlementTick, at: now.toISOString() });
      } catch (error) {
        if (error instanceof ContractRejection && error.code === 'options.settled') continue;
        this.logger.warn(`option ${option.id} not settled: ${(error as Error).message}`);
      }
    }
  }
}
