import { fromTicks, stepFrom, toTicks } from '@meridian/price-walk';
import type { Instrument } from './instruments';

// The walk itself is shared with the customer app's verifier page (libs/price-walk).
export { fromTicks, stepFrom, toTicks };

/** One recorded price: what an outcome names when it depends on a price (DESIGN.md invariant 8). */
export interface Tick {
  symbol: string;
  seq: number;
  at: string;
  price: string;
  source: string;
}

/**
 * A source of ticks: the simulation below, or a recorded-file replay or a real provider behind the same
 * port (provide it under PRICE_FEED). `resume` hands it the last recorded tick of an instrument at start.
 */
export interface PriceFeed {
  readonly source: string;
  next(instrument: Instrument, at: Date): Tick;
  resume(instrument: Instrument, tick: Pick<Tick, 'seq' | 'price'>): void;
}

/** The DI token of the PriceFeed port; TradingModule provides the seeded simulation by default. */
export const PRICE_FEED = Symbol('PRICE_FEED');


/**
 * A seeded random walk in integer ticks. Each step's randomness depends only on (seed, symbol,
 * sequence), and the arithmetic is on bigint ticks, so any tick can be recomputed from the seed by
 * replaying its instrument's steps, on any machine. A weak pull towards the start price keeps a
 * simulation that runs for months in a realistic range.
 */
export class SimulatedPriceFeed implements PriceFeed {
  readonly source: string;
  private readonly state = new Map<string, { seq: number; ticks: bigint }>();

  /**
   * `seed` is fixed for a simulation anyone may predict (tests, demos); `seedFor` gives each tick the
   * committed seed of its hour instead (feed-commitments/), which nobody knows before the hour ends.
   */
  constructor(
    private readonly seed: string,
    private readonly seedFor?: (at: Date) => string,
  ) {
    this.source = seedFor ? 'sim:hourly' : `sim:${seed}`;
  }

  /** Continue an instrument from a recorded tick (after a restart). */
  resume(instrument: Instrument, tick: Pick<Tick, 'seq' | 'price'>): void {
    this.state.set(instrument.symbol, { seq: tick.seq, ticks: toTicks(instrument, tick.price) });
  }

  next(instrument: Instrument, at: Date): Tick {
    const current = this.state.get(instrument.symbol) ?? { seq: 0, ticks: toTicks(instrument, instrument.startPrice) };
    const seq = current.seq + 1;
    const ticks = stepFrom(instrument, current.ticks, seq, this.seedFor ? this.seedFor(at) : this.seed);
    this.state.set(instrument.symbol, { seq, ticks });
    return { symbol: instrument.symbol, seq, at: at.toISOString(), price: fromTicks(instrument, ticks), source: this.source };
  }

  /** The price after `seq` steps, recomputed from the seed alone. */
  recompute(instrument: Instrument, seq: number): string {
    let ticks = toTicks(instrument, instrument.startPrice);
    for (let n = 1; n <= seq; n++) ticks = stepFrom(instrument, ticks, n, this.seed);
    return fromTicks(instrument, ticks);
  }
}
