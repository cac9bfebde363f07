import { Decimal } from '@meridian/money';
import type { Instrument } from './instruments';

/** One recorded price: what an outcome names when it depends on a price (DESIGN.md invariant 8). */
export interface Tick {
  symbol: string;
  seq: number;
  at: string;
  price: string;
  source: string;
}

/** A source of ticks; the simulation below, or a real feed behind the same port. */
export interface PriceFeed {
  readonly source: string;
  next(instrument: Instrument, at: Date): Tick;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: a tiny, fast PRNG of 32-bit integers. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const SPREAD = 1001n;
/** The standard deviation of the sum of four uniform integers in [-500, 500]. */
const SUM_STD = 577n;

/**
 * A seeded random walk in integer ticks. Each step's randomness depends only on (seed, symbol,
 * sequence), and the arithmetic is on bigint ticks, so any tick can be recomputed from the seed by
 * replaying its instrument's steps, on any machine. A weak pull towards the start price keeps a
 * simulation that runs for months in a realistic range.
 */
export class SimulatedPriceFeed implements PriceFeed {
  readonly source: string;
  private readonly state = new Map<string, { seq: number; ticks: bigint }>();

  constructor(private readonly seed: string) {
    this.source = `sim:${seed}`;
  }

  /** Continue an instrument from a recorded tick (after a restart). */
  resume(instrument: Instrument, tick: Pick<Tick, 'seq' | 'price'>): void {
    this.state.set(instrument.symbol, { seq: tick.seq, ticks: toTicks(instrument, tick.price) });
  }

  next(instrument: Instrument, at: Date): Tick {
    const current = this.state.get(instrument.symbol) ?? { seq: 0, ticks: toTicks(instrument, instrument.startPrice) };
    const seq = current.seq + 1;
    const ticks = this.step(instrument, current.ticks, seq);
    this.state.set(instrument.symbol, { seq, ticks });
    return { symbol: instrument.symbol, seq, at: at.toISOString(), price: fromTicks(instrument, ticks), source: this.source };
  }

  /** The price after `seq` steps, recomputed from the seed alone. */
  recompute(instrument: Instrument, seq: number): string {
    let ticks = toTicks(instrument, instrument.startPrice);
    for (let n = 1; n <= seq; n++) ticks = this.step(instrument, ticks, n);
    return fromTicks(instrument, ticks);
  }

  private step(instrument: Instrument, ticks: bigint, seq: number): bigint {
    const random = mulberry32(fnv1a(`${this.seed}:${instrument.symbol}:${seq}`));
    let z = 0n;
    for (let i = 0; i < 4; i++) z += BigInt(random() % Number(SPREAD)) - 500n;
    const start = toTicks(instrument, instrument.startPrice);
    // A one-second step: the per-minute volatility divided by about sqrt(60).
    const sigma = (ticks * BigInt(instrument.volatilityBp)) / 10_000n / 8n;
    const pull = (start - ticks) / 20_000n;
    const next = ticks + (z * (sigma === 0n ? 1n : sigma)) / SUM_STD + pull;
    return next < 1n ? 1n : next;
  }
}

export function toTicks(instrument: Instrument, price: string): bigint {
  const tick = Decimal.parse(instrument.tickSize);
  return Decimal.parse(price).rescale(tick.scale, 'down').units / tick.units;
}

export function fromTicks(instrument: Instrument, ticks: bigint): string {
  const tick = Decimal.parse(instrument.tickSize);
  return Decimal.of(ticks * tick.units, tick.scale).toString();
}
