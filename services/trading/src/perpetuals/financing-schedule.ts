import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CLOCK, type Clock } from '@meridian/runtime';
import { INSTRUMENTS } from '../market/instruments';
import { MarketDataService } from '../market/market-data.service';
import { ContractCoreService } from './contract-core.service';
import { ContractRejection, type ContractCommand } from './domain/contract-core.types';

type Charge = Extract<ContractCommand, { type: 'ChargeFinancing' }>;

/**
 * The financing slots due at a moment: the day's 22:00 UTC charge once it has passed, and the latest
 * of the crypto charges at 00:00, 08:00 and 16:00 UTC. Each has a key, so the core charges it once,
 * and its instant, so the core charges only the positions that were open then (one opened in the
 * minute after 08:00 pays nothing for 08:00, though the check runs after it opened).
 */
export function dueFinancingSlots(now: Date): Omit<Charge, 'type' | 'marks' | 'at'>[] {
  const day = now.toISOString().slice(0, 10);
  const slots: Omit<Charge, 'type' | 'marks' | 'at'>[] = [];
  if (now.getUTCHours() >= 22) slots.push({ slot: 'daily', slotKey: `daily:${day}`, slotAt: `${day}T22:00:00.000Z`, wednesday: now.getUTCDay() === 3 });
  const hour = String(Math.floor(now.getUTCHours() / 8) * 8).padStart(2, '0');
  slots.push({ slot: 'eight-hourly', slotKey: `8h:${day}T${hour}`, slotAt: `${day}T${hour}:00:00.000Z`, wednesday: now.getUTCDay() === 3 });
  return slots;
}

/** Checks every minute for a financing slot that has come, and charges it at the last recorded ticks. */
@Injectable()
export class FinancingSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('financing');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.chargeDue(this.clock.now()), 60_000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async chargeDue(now: Date): Promise<void> {
    if (!this.core.isReady) return;
    const marks = INSTRUMENTS.flatMap((instrument) => this.market.lastTick(instrument.symbol) ?? []);
    for (const slot of dueFinancingSlots(now)) {
      try {
        await this.core.submit({ type: 'ChargeFinancing', ...slot, marks, at: now.toISOString() });
      } catch (error) {
        if (error instanceof ContractRejection && error.code === 'contracts.duplicate') continue;
        this.logger.warn(`financing ${slot.slotKey} not charged: ${(error as Error).message}`);
      }
    }
  }
}
