import type { Pool } from 'pg';

export const PERIODS = ['line', '1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1y'] as const;
export type Period = (typeof PERIODS)[number];

export const isPeriod = (value: unknown): value is Period => typeof value === 'string' && (PERIODS as readonly string[]).includes(value);

export interface CandleView {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  ticks: number;
  /** Traded in the base coin on the spot book, a decimal string; "0" without trades. */
  volume: string;
}

/** How each period's buckets are formed (an SQL expression over `bucket`), and from which stored candles. */
export const BUCKETS: Record<Period, { table: 'candles_1m' | 'candles_1d'; bucket: string; span: string }> = {
  line: { table: 'candles_1m', bucket: `date_bin('1 minute', bucket, TIMESTAMPTZ '2000-01-03')`, span: '1 minute' },
  '1m': { table: 'candles_1m', bucket: `date_bin('1 minute', bucket, TIMESTAMPTZ '2000-01-03')`, span: '1 minute' },
  '5m': { table: 'candles_1m', bucket: `date_bin('5 minutes', bucket, TIMESTAMPTZ '2000-01-03')`, span: '5 minutes' },
  '15m': { table: 'candles_1m', bucket: `date_bin('15 minutes', bucket, TIMESTAMPTZ '2000-01-03')`, span: '15 minutes' },
  '30m': { table: 'candles_1m', bucket: `date_bin('30 minutes', bucket, TIMESTAMPTZ '2000-01-03')`, span: '30 minutes' },
  '1h': { table: 'candles_1m', bucket: `date_bin('1 hour', bucket, TIMESTAMPTZ '2000-01-03')`, span: '1 hour' },
  '4h': { table: 'candles_1m', bucket: `date_bin('4 hours', bucket, TIMESTAMPTZ '2000-01-03')`, span: '4 hours' },
  '1d': { table: 'candles_1d', bucket: `date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-03')`, span: '1 day' },
  // 2000-01-03 is a Monday: weeks start on Mondays.
  '1w': { table: 'candles_1d', bucket: `date_bin('7 days', bucket, TIMESTAMPTZ '2000-01-03')`, span: '7 days' },
  '1M': { table: 'candles_1d', bucket: `date_trunc('month', bucket AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`, span: '1 month' },
  '1y': { table: 'candles_1d', bucket: `date_trunc('year', bucket AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`, span: '1 year' },
};

/** A candle as the database answers it: its bucket's start as a time. */
type Row = Omit<CandleView, 'time'> & { time: Date };

const toView = (row: Row): CandleView => ({
  time: Math.floor(row.time.getTime() / 1000),
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  ticks: Number(row.ticks),
  volume: row.volume,
});

/** The newest `limit` candles of a period, oldest first, aggregated from the stored 1-minute or daily candles. */
export async function candles(pool: Pool, symbol: string, period: Period, limit: number, now: Date): Promise<CandleView[]> {
  const { table, bucket, span } = BUCKETS[period];
  const { rows } = await pool.query<Row>(
    `SELECT * FROM (
       SELECT ${bucket} AS time,
              (array_agg(open ORDER BY bucket))[1]::text AS open, max(high)::text AS high, min(low)::text AS low,
              (array_agg(close ORDER BY bucket DESC))[1]::text AS close, sum(ticks)::int AS ticks,
              sum(volume)::text AS volume
         FROM ${table}
        WHERE symbol = $1 AND bucket >= $2::timestamptz - ($3::int * interval '${span}') - interval '${span}'
        GROUP BY 1 ORDER BY 1 DESC LIMIT $3
     ) recent ORDER BY time`,
    [symbol, now, limit],
  );
  return rows.map(toView);
}
