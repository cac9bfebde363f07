import type { Pool } from 'pg';
import type { Instrument } from './instruments';
import { fromTicks, toTicks } from './simulated-feed';
import { mulberry32, NORMAL_STD, normalish, seedOf } from '@meridian/price-walk';
import { isOpen } from './trading-hours';

export interface Candle {
  bucket: string;
  open: string;
  high: string;
  low: string;
  close: string;
}

/** Read once, as in libs/price-walk's seeded-random.ts: a global looked up per candle is slow under test. */
const toBigInt = BigInt;

/**
 * Candles before the live feed started, generated backwards from the live start price so the chart
 * joins the live prices without a jump. Deterministic from the seed; bigint ticks throughout; no
 * candles while the market was closed.
 */
export function generateHistory(instrument: Instrument, seed: string, end: Date, count: number, stepMs: number, sigmaPerStepBp: bigint): Candle[] {
  const random = mulberry32(seedOf(`${seed}:${instrument.symbol}:${stepMs}`));
  const candles: Candle[] = [];
  let close = toTicks(instrument, instrument.startPrice);
  for (let i = 1; i <= count; i++) {
    const bucket = new Date(end.getTime() - i * stepMs);
    if (!isOpen(instrument.hours, bucket) && stepMs < 86_400_000) continue;
    const sigma = (close * sigmaPerStepBp) / 10_000n;
    let open = close - (normalish(random) * (sigma === 0n ? 1n : sigma)) / NORMAL_STD;
    if (open < 1n) open = 1n;
    const wick = (sigma * toBigInt(random() % 100)) / 200n;
    const high = (open > close ? open : close) + wick;
    const lowRaw = (open < close ? open : close) - wick;
    const low = lowRaw < 1n ? 1n : lowRaw;
    candles.push({ bucket: bucket.toISOString(), open: fromTicks(instrument, open), high: fromTicks(instrument, high), low: fromTicks(instrument, low), close: fromTicks(instrument, close) });
    close = open;
  }
  return candles.reverse();
}

/** On first start, two days of minute candles and two years of daily ones for every instrument. */
export async function backfillHistory(pool: Pool, instruments: readonly Instrument[], seed: string, now: Date): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM candles_1m');
  if (rows[0]!.n !== '0') return 0;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let written = 0;
  for (const instrument of instruments) {
    const perMinute = BigInt(instrument.volatilityBp);
    for (const [table, candles] of [
      ['candles_1m', generateHistory(instrument, seed, minute, 2 * 1440, 60_000, perMinute)],
      ['candles_1d', generateHistory(instrument, seed, today, 730, 86_400_000, perMinute * 38n)],
    ] as const) {
      await pool.query(
        `INSERT INTO ${table} (symbol, bucket, open, high, low, close, ticks)
         SELECT $1, c.bucket, c.open::numeric, c.high::numeric, c.low::numeric, c.close::numeric, 0
           FROM jsonb_to_recordset($2::jsonb) AS c(bucket timestamptz, open text, high text, low text, close text)
         ON CONFLICT DO NOTHING`,
        [instrument.symbol, JSON.stringify(candles)],
      );
      written += candles.length;
    }
  }
  return written;
}
