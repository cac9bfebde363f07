import { sha256Hex } from './sha256';
import { fromTicks, stepFrom, toTicks, type WalkInstrument } from './walk';

export interface RecordedTick {
  seq: number;
  price: string;
}

export interface HourVerification {
  /** The revealed seed hashes to what was published before the hour. */
  seedMatchesCommitment: boolean;
  checked: number;
  /** Recorded ticks that the seed does not produce, with what it does produce. */
  mismatches: { seq: number; recorded: string; recomputed: string }[];
  /** Every tick's price as the seed gives it, by sequence: outcomes that name a tick are checked against these. */
  recomputed: Map<number, string>;
}

/** What is published before an hour: SHA-256 of its seed, hex. */
export const commitmentOf = (seed: string): string => sha256Hex(seed);

/**
 * Recomputes an hour of one instrument's ticks from the hour's revealed seed and the last recorded
 * tick before it, and compares each with the record. The walk goes on from the recomputed price, so a
 * tampered tick shows as exactly that tick.
 */
export function verifyHour(input: {
  instrument: WalkInstrument;
  seed: string;
  commitment: string;
  previous: RecordedTick;
  ticks: readonly RecordedTick[];
}): HourVerification {
  const { instrument, seed } = input;
  let ticks = toTicks(instrument, input.previous.price);
  const mismatches: HourVerification['mismatches'] = [];
  const recomputed = new Map<number, string>();
  for (const tick of [...input.ticks].sort((a, b) => a.seq - b.seq)) {
    ticks = stepFrom(instrument, ticks, tick.seq, seed);
    const price = fromTicks(instrument, ticks);
    recomputed.set(tick.seq, price);
    if (toTicks(instrument, tick.price) !== ticks) mismatches.push({ seq: tick.seq, recorded: tick.price, recomputed: price });
  }
  return { seedMatchesCommitment: commitmentOf(seed) === input.commitment, checked: input.ticks.length, mismatches, recomputed };
}
