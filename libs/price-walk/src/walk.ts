import { Decimal, formatDecimalText } from '@meridian/money';
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
  const start = startTicksOf(instrument);
  // A one-second step: the per-minute volatility divided by about sqrt(60).
  const sigma = (ticks * BigInt(instrument.volatilityBp)) / 10_000n / 8n;
  const pull = (start - ticks) / 20_000n;
  const next = ticks + (z * (sigma === 0n ? 1n : sigma)) / NORMAL_STD + pull;
  return next < 1n ? 1n : next;
}

export function toTicks(instrument: Pick<WalkInstrument, 'tickSize'>, price: string): bigint {
  const tick = tickOf(instrument.tickSize);
  return Decimal.parse(price).rescale(tick.scale, 'down').units / tick.units;
}

export function fromTicks(instrument: Pick<WalkInstrument, 'tickSize'>, ticks: bigint): string {
  const tick = tickOf(instrument.tickSize);
  return formatDecimalText(ticks * tick.units, tick.scale);
}

/**
 * Tick sizes and start prices parsed once: the feed steps every instrument every second and a fresh
 * install draws two years of candles for each, so parsing the same few texts each time was most of
 * the walk's work. Bounded, in case a caller hands it text of its own.
 */
const PARSED_LIMIT = 1024;
const tickSizes = new Map<string, Decimal>();
const startTicks = new Map<string, bigint>();

function remembered<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= PARSED_LIMIT) cache.clear();
  const made = make();
  cache.set(key, made);
  return made;
}

function tickOf(tickSize: string): Decimal {
  return remembered(tickSizes, tickSize, () => Decimal.parse(tickSize));
}

function startTicksOf(instrument: WalkInstrument): bigint {
  return remembered(startTicks, `${instrument.tickSize} ${instrument.startPrice}`, () => toTicks(instrument, instrument.startPrice));
}
