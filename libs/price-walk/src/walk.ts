import { Decimal } from '@meridian/money';
import { mulberry32, NORMAL_STD, normalish, seedOf } from './seeded-random';

/** What the walk needs of an instrument: published with the feed, so anyone can recompute it. */
export interface WalkInstrument {
  symbol: string;
  /** Where the walk starts, and what it is weakly pulled back towards. */
  startPrice: string;
  tickSize: string;
  /** Volatility per minute in basis points. */
  volatilityBp: number;
}

/**
 * One step of the walk from `ticks` to the tick numbered `seq`, its randomness drawn from `seed` (the
 * fixed seed, or the committed seed of the tick's hour): anyone holding the seed and the previous
 * recorded price computes the same next price. Integer arithmetic only, so every machine agrees.
 */
export function stepFrom(instrument: WalkInstrument, ticks: bigint, seq: number, seed: string): bigint {
  const z = normalish(mulberry32(seedOf(`${seed}:${instrument.symbol}:${seq}`)));
  const start = toTicks(instrument, instrument.startPrice);
  // A one-second step: the per-minute volatility divided by about sqrt(60).
  const sigma = (ticks * BigInt(instrument.volatilityBp)) / 10_000n / 8n;
  const pull = (start - ticks) / 20_000n;
  const next = ticks + (z * (sigma === 0n ? 1n : sigma)) / NORMAL_STD + pull;
  return next < 1n ? 1n : next;
}

export function toTicks(instrument: Pick<WalkInstrument, 'tickSize'>, price: string): bigint {
  const tick = Decimal.parse(instrument.tickSize);
  return Decimal.parse(price).rescale(tick.scale, 'down').units / tick.units;
}

export function fromTicks(instrument: Pick<WalkInstrument, 'tickSize'>, ticks: bigint): string {
  const tick = Decimal.parse(instrument.tickSize);
  return Decimal.of(ticks * tick.units, tick.scale).toString();
}
