import type { Instrument } from '../instruments';
import { fromTicks, stepFrom, toTicks } from '../simulated-feed';
import { commitmentOf } from './hour-seeds';

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
}

/**
 * Recomputes an hour of one instrument's ticks from the hour's revealed seed and the last recorded
 * tick before it, and compares each with the record. The walk goes on from the recomputed price, so a
 * tampered tick shows as exactly that tick.
 */
export function verifyHour(input: { instrument: Instrument; seed: string; commitment: string; previous: RecordedTick; ticks: readonly RecordedTick[] }): HourVerification {
  const { instrument, seed } = input;
  let ticks = toTicks(instrument, input.previous.price);
  const mismatches: HourVerification['mismatches'] = [];
  for (const tick of [...input.ticks].sort((a, b) => a.seq - b.seq)) {
    ticks = stepFrom(instrument, ticks, tick.seq, seed);
    const recomputed = fromTicks(instrument, ticks);
    if (toTicks(instrument, tick.price) !== ticks) mismatches.push({ seq: tick.seq, recorded: tick.price, recomputed });
  }
  return { seedMatchesCommitment: commitmentOf(seed) === input.commitment, checked: input.ticks.length, mismatches };
}
