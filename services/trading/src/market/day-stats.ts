import type { Pool } from 'pg';
import { Decimal } from '@meridian/money';
import type { Tick } from './simulated-feed';

export interface DayRange {
  open: string;
  high: string;
  low: string;
}

/** Each instrument's last 24 hours (open, high, low): from the stored candles, then kept by each tick. */
export class DayStats {
  private readonly bySymbol = new Map<string, DayRange>();

  constructor(private readonly pool: Pool) {}

  async refresh(now: Date): Promise<void> {
    const { rows } = await this.pool.query<{ symbol: string } & DayRange>(
      `SELECT symbol, (array_agg(open ORDER BY bucket))[1]::text AS open, max(high)::text AS high, min(low)::text AS low
         FROM candles_1m WHERE bucket >= $1::timestamptz - interval '24 hours' GROUP BY symbol`,
      [now],
    );
    for (const row of rows) this.bySymbol.set(row.symbol, { open: row.open, high: row.high, low: row.low });
  }

  observe(tick: Tick): void {
    const stats = this.bySymbol.get(tick.symbol);
    if (!stats) return;
    const price = Decimal.parse(tick.price);
    if (price.compare(Decimal.parse(stats.high)) > 0) stats.high = tick.price;
    if (price.compare(Decimal.parse(stats.low)) < 0) stats.low = tick.price;
  }

  of(symbol: string): DayRange | undefined {
    return this.bySymbol.get(symbol);
  }
}
