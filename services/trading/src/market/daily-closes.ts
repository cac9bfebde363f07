import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { MarketCloseEvents, type InstrumentDailyClosedV1 } from '@meridian/contracts';
import { inTransaction } from '@meridian/database';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { INSTRUMENTS } from './instruments';
import { TickStore } from './tick-store';
import { tradingMessage } from '../trading-messages';

const DAY_MS = 86_400_000;
/** After a long stop, closes are published for at most this many missed days. */
const CATCH_UP_DAYS = 7;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * After each UTC day, every instrument's close (the last recorded tick before midnight, named by its
 * sequence) is recorded once and published (`InstrumentDailyClosed`) in the same transaction: ETF unit
 * values are computed from these, so anyone can check them against the public ticks.
 */
@Injectable()
export class DailyCloseRecorder extends PeriodicSweep {
  private readonly ticks: TickStore;

  constructor(
    @Inject(CLOCK) clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {
    super(clock, 60_000);
    this.ticks = new TickStore(pool);
  }

  protected async sweep(now: Date): Promise<void> {
    const yesterday = Date.parse(`${dayOf(now.getTime() - DAY_MS)}T00:00:00.000Z`);
    const { rows } = await this.pool.query<{ last: string | null }>("SELECT to_char(max(day), 'YYYY-MM-DD') AS last FROM trading_daily_closes");
    const after = rows[0]?.last ? Date.parse(`${rows[0].last}T00:00:00.000Z`) + DAY_MS : yesterday;
    for (let day = Math.max(after, yesterday - (CATCH_UP_DAYS - 1) * DAY_MS); day <= yesterday; day += DAY_MS) await this.record(dayOf(day));
  }

  private async record(day: string): Promise<void> {
    const end = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS - 1).toISOString();
    for (const { symbol } of INSTRUMENTS) {
      const tick = await this.ticks.lastAtOrBefore(symbol, end);
      if (!tick) continue;
      const close: InstrumentDailyClosedV1 = { symbol, day, price: tick.price, tickSeq: tick.seq, tickAt: tick.at };
      await inTransaction(this.pool, async (client) => {
        const inserted = await client.query(
          'INSERT INTO trading_daily_closes (day, symbol, price, tick_seq, tick_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
          [day, symbol, tick.price, tick.seq, tick.at],
        );
        if (!inserted.rowCount) return;
        await writeToOutbox(client, [tradingMessage(MarketCloseEvents.dailyClosed, `daily-close-${symbol}`, close, {}, end)]);
      });
    }
  }
}
