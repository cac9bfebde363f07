import { Logger } from '@nestjs/common';
import type { Clock } from './tokens';

/**
 * A job that sweeps for due work every `everyMs` (daily cut-offs, interest runs): started with the
 * application, stopped with it after the sweep under way finishes. `run()` is also what tests call
 * after moving a simulated clock; calls made while a sweep runs share it. Each subclass's sweep must
 * be safe to repeat: it records each unit of work as an event, so a repeated sweep does nothing twice.
 */
export abstract class PeriodicSweep {
  private timer?: NodeJS.Timeout;
  private sweeping: Promise<void> | null = null;

  protected constructor(
    protected readonly clock: Clock,
    private readonly everyMs: number,
  ) {}

  protected abstract sweep(now: Date): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping?.catch(() => undefined);
  }

  /**
   * The timer's sweep: a failure (the database away for a moment) is logged and the next sweep tries
   * again, as every sweep is safe to repeat; it never becomes an unhandled rejection that would stop
   * the whole service.
   */
  tick(): Promise<void> {
    return this.run().catch((error: unknown) => console.error(`[${this.constructor.name}] sweep failed; the next one tries again`, error));
  }

  run(): Promise<void> {
    this.sweeping ??= this.sweep(this.clock.now()).finally(() => (this.sweeping = null));
    return this.sweeping;
  }
}

/** How the log names an item whose work failed: `<item> <id> <notDone>: <why>`, in the `context` logger. */
export interface DueItemsLog {
  context: string;
  item: string;
  notDone: string;
}

/** Where a sweep finds the ids of the items due at `now` (a read model's query). */
export interface DueItems {
  due(now: Date): Promise<readonly string[]>;
}

/**
 * A sweep over due items, each on its own (an earn order's days, a loan's interest, a C2C order's
 * timers): `items` lists them, `settle(id, now)` does the work of one. An item that fails is logged
 * and left for the next sweep, and the others still go on.
 */
export abstract class DueItemsSweep extends PeriodicSweep {
  private readonly logger: Logger;

  protected constructor(
    clock: Clock,
    everyMs: number,
    private readonly items: DueItems,
    private readonly log: DueItemsLog,
  ) {
    super(clock, everyMs);
    this.logger = new Logger(log.context);
  }

  protected abstract settle(id: string, now: Date): Promise<void>;

  protected async sweep(now: Date): Promise<void> {
    for (const id of await this.items.due(now)) {
      try {
        await this.settle(id, now);
      } catch (error) {
        this.logger.warn(`${this.log.item} ${id} ${this.log.notDone}: ${(error as Error).message}`);
      }
    }
  }
}
