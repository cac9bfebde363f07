import type { Pool } from 'pg';
import { Decimal } from '@meridian/money';
import { BUCKETS, PERIODS, type CandleView, type Period } from './candles.query';

export interface CurrentCandle {
  symbol: string;
  period: Period;
  candle: CandleView;
}

/** A stretch of stored candles folded into one: the whole of a period's bucket, or a part of it. */
type Part = Omit<CandleView, 'time'>;

type Table = 'candles_1m' | 'candles_1d';

interface Row extends Part {
  stored: Table;
  symbol: string;
  bucket: Date;
}

interface Settled {
  /** Each period's bucket start, seconds. */
  time: number;
  /** What the bucket holds before the rows that can still change; null when nothing. */
  part: Part | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const PERIODS_OF = (table: Table) => PERIODS.filter((period) => BUCKETS[period].table === table);

/** Stored candles in time order, folded as the REST read folds them: first open, last close, extremes, sums. */
function fold(parts: readonly Part[]): Part | null {
  if (parts.length === 0) return null;
  const { open } = parts[0]!;
  let { high, low, close } = parts[0]!;
  let [ticks, volume] = [0, Decimal.ZERO];
  for (const part of parts) {
    if (Decimal.parse(part.high).compare(Decimal.parse(high)) > 0) high = part.high;
    if (Decimal.parse(part.low).compare(Decimal.parse(low)) < 0) low = part.low;
    close = part.close;
    ticks += part.ticks;
    volume = volume.add(Decimal.parse(part.volume));
  }
  return { open, high, low, close, ticks, volume: volume.toString() };
}

/**
 * The current candle of every chart period for the markets a feed step moved, as the REST read would
 * answer at that moment, without reading each period's whole bucket every second (a year holds 365
 * days): what a bucket holds before the rows that can still change is read once a minute, and each
 * step reads only those rows (this minute and the one before, today and yesterday: a trade committed
 * just after the minute turned still lands in the minute before) and folds them in. Rows stored after
 * the moment (a trade a little after the step) are not this step's.
 */
export class LiveCandles {
  private settled: { minute: number; bySymbol: Map<string, Map<Period, Settled>> } = { minute: -1, bySymbol: new Map() };

  constructor(private readonly pool: Pool) {}

  async current(symbols: readonly string[], at: Date): Promise<CurrentCandle[]> {
    if (symbols.length === 0) return [];
    const minute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
    const edges = { candles_1m: new Date(minute - MINUTE_MS), candles_1d: new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS - DAY_MS) };
    if (this.settled.minute !== minute) this.settled = { minute, bySymbol: new Map() };
    const missing = symbols.filter((symbol) => !this.settled.bySymbol.has(symbol));
    if (missing.length > 0) for (const [symbol, periods] of await this.readSettled(missing, at, edges)) this.settled.bySymbol.set(symbol, periods);
    const recent = new Map<string, Row[]>();
    for (const row of await this.readRecent(symbols, at, edges)) recent.set(row.symbol, [...(recent.get(row.symbol) ?? []), row]);
    const found: CurrentCandle[] = [];
    for (const symbol of symbols) {
      const settled = this.settled.bySymbol.get(symbol);
      if (!settled) continue;
      for (const period of PERIODS) {
        const { time, part } = settled.get(period)!;
        const rows = (recent.get(symbol) ?? []).filter((row) => row.stored === BUCKETS[period].table && row.bucket.getTime() >= time * 1000);
        const candle = fold([...(part ? [part] : []), ...rows]);
        if (candle) found.push({ symbol, period, candle: { time, ...candle } });
      }
    }
    return found;
  }

  /** Each period's bucket start at `at` and what its bucket holds before the table's edge, per symbol. */
  private async readSettled(symbols: readonly string[], at: Date, edges: Record<Table, Date>): Promise<Map<string, Map<Period, Settled>>> {
    const selects = (['candles_1m', 'candles_1d'] as const).flatMap((table, t) =>
      PERIODS_OF(table).map((period) => {
        const start = `(SELECT ${BUCKETS[period].bucket} FROM moment)`;
        return `SELECT '${period}' AS period, s.symbol, extract(epoch FROM ${start})::bigint AS time,
                  (array_agg(c.open ORDER BY c.bucket))[1]::text AS open, max(c.high)::text AS high, min(c.low)::text AS low,
                  (array_agg(c.close ORDER BY c.bucket DESC))[1]::text AS close, coalesce(sum(c.ticks), 0)::int AS ticks,
                  coalesce(sum(c.volume), 0)::text AS volume
             FROM unnest($1::text[]) AS s(symbol)
             LEFT JOIN ${table} c ON c.symbol = s.symbol AND c.bucket >= ${start} AND c.bucket < $${t + 3}::timestamptz
            GROUP BY s.symbol`;
      }),
    );
    const { rows } = await this.pool.query<Part & { period: Period; symbol: string; time: string; open: string | null }>(
      `WITH moment AS (SELECT $2::timestamptz AS bucket) ${selects.join(' UNION ALL ')}`,
      [symbols, at, edges.candles_1m, edges.candles_1d],
    );
    const bySymbol = new Map<string, Map<Period, Settled>>();
    for (const { period, symbol, time, open, ...rest } of rows) {
      const periods = bySymbol.get(symbol) ?? new Map<Period, Settled>();
      periods.set(period, { time: Number(time), part: open === null ? null : { open, ...rest } });
      bySymbol.set(symbol, periods);
    }
    return bySymbol;
  }

  /** The rows that can still change, up to `at`, oldest first. */
  private async readRecent(symbols: readonly string[], at: Date, edges: Record<Table, Date>): Promise<Row[]> {
    const select = (table: Table, edge: number) =>
      `SELECT '${table}' AS stored, symbol, bucket, open::text, high::text, low::text, close::text, ticks, volume::text
         FROM ${table} WHERE symbol = ANY($1::text[]) AND bucket >= $${edge}::timestamptz AND bucket <= $2::timestamptz`;
    const { rows } = await this.pool.query<Row>(`${select('candles_1m', 3)} UNION ALL ${select('candles_1d', 4)} ORDER BY bucket`, [
      symbols,
      at,
      edges.candles_1m,
      edges.candles_1d,
    ]);
    return rows;
  }
}
