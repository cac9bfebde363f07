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
