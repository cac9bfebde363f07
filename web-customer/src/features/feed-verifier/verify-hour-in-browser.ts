import { verifyHour, type HourVerification, type WalkInstrument } from '@meridian/price-walk';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import type { ClosedPosition, HourCommitment, NamedTick, Outcome, RecordedTick, SettledOption } from './feed-verifier.types';

const HOUR_MS = 3_600_000;

// Only ticks the hourly committed seeds made can be recomputed; a fixed-seed or replayed feed says another source.
export const COMMITTED_SOURCE = 'sim:hourly';

export type HourCheck =
  | { state: 'not-revealed' }
  | { state: 'no-ticks' }
  | ({ state: 'checked' } & Omit<HourVerification, 'recomputed'> & { recomputed: ReadonlyMap<number, string>; recorded: ReadonlyMap<number, RecordedTick> });

const inHour = (at: string, hour: string) => {
  const time = Date.parse(at);
  return time >= Date.parse(hour) && time < Date.parse(hour) + HOUR_MS;
};

// The hour's revealed seed must hash to its commitment, and walking on from the last tick before the hour
// it must give every committed tick recorded in it. Everything here runs in the customer's browser.
export const checkHour = (instrument: WalkInstrument, commitment: HourCommitment, ticks: readonly RecordedTick[]): HourCheck => {
  if (commitment.seed === null) return { state: 'not-revealed' };
  const hourTicks = ticks.filter((tick) => inHour(tick.at, commitment.hour) && tick.source === COMMITTED_SOURCE);
  const before = ticks.filter((tick) => Date.parse(tick.at) < Date.parse(commitment.hour)).at(-1);
  // The very first tick of a market walks from its listing price.
  const previous = before ?? (hourTicks[0]?.seq === 1 ? { seq: 0, price: instrument.startPrice } : undefined);
  if (!previous || hourTicks.length === 0) return { state: 'no-ticks' };
  const result = verifyHour({ instrument, seed: commitment.seed, commitment: commitment.commitment, previous, ticks: hourTicks });
  return { state: 'checked', ...result, recorded: new Map(hourTicks.map((tick) => [tick.seq, tick])) };
};

// Every tick the customer's closed positions and settled options name.
export const outcomesOf = (positions: readonly ClosedPosition[], options: readonly SettledOption[]): Outcome[] => {
  const named = (id: string, product: Outcome['product'], role: Outcome['role'], tick: NamedTick | null | undefined): Outcome[] =>
    tick ? [{ id, product, role, tick }] : [];
  return [
    ...positions.flatMap((p) => [...named(p.id, 'contract', 'entry', p.entryTick), ...named(p.id, 'contract', 'close', p.closeTick)]),
    ...options.flatMap((o) => [...named(o.id, 'option', 'strike', o.strikeTick), ...named(o.id, 'option', 'settlement', o.settlementTick)]),
  ];
};

export type Verdict = 'verified' | 'differs' | 'not-recorded';

// An outcome of this market and hour is verified when the public record holds its tick at its price and
// the seed gives that price too.
export const judgeOutcomes = (outcomes: readonly Outcome[], symbol: string, hour: string, check: Extract<HourCheck, { state: 'checked' }>) =>
  outcomes
    .filter((outcome) => outcome.tick.symbol === symbol && inHour(outcome.tick.at, hour))
    .map((outcome) => {
      const recorded = check.recorded.get(outcome.tick.seq);
      const verdict: Verdict = !recorded
        ? 'not-recorded'
        : samePrice(recorded.price, outcome.tick.price) && samePrice(check.recomputed.get(outcome.tick.seq) ?? '', outcome.tick.price)
          ? 'verified'
          : 'differs';
      return { outcome, verdict };
    });

// '65000.10' and '65000.1' are the same price.
const samePrice = (a: string, b: string) => isDecimal(a) && isDecimal(b) && compareDecimal(a, b) === 0;
