import { fromTicks, sha256Hex, stepFrom, toTicks, type WalkInstrument } from '@meridian/price-walk';
import type { RecordedTick } from './feed-verifier.types';
import { checkHour, judgeOutcomes, outcomesOf } from './verify-hour-in-browser';

const btc: WalkInstrument = { symbol: 'BTCUSDT', startPrice: '65000.00', tickSize: '0.01', volatilityBp: 12 };
const hour = '2026-11-26T03:00:00.000Z';
const seed = 'revealed-seed-of-the-hour';

// The last minute before the hour (another seed) and ten minutes of the hour, one tick a second.
function record(): RecordedTick[] {
  let ticks = toTicks(btc, btc.startPrice);
  return Array.from({ length: 660 }, (_, i) => {
    const seq = 5000 + i;
    const at = new Date(Date.parse(hour) - 60_000 + i * 1000).toISOString();
    ticks = stepFrom(btc, ticks, seq, i < 60 ? 'the-hour-before' : seed);
    return { symbol: 'BTCUSDT', seq, at, price: fromTicks(btc, ticks), source: 'sim:hourly' };
  });
}
const commitment = { hour, commitment: sha256Hex(seed), seed };

describe('the verifier page’s check of an hour', () => {
  it('recomputes every tick of the hour from the revealed seed and the tick before it', () => {
    const check = checkHour(btc, commitment, record());
    expect(check).toMatchObject({ state: 'checked', seedMatchesCommitment: true, checked: 600, mismatches: [] });
  });

  it('finds exactly the tick that was changed, and a seed that is not the committed one', () => {
    const ticks = record();
    ticks[300] = { ...ticks[300]!, price: '1.00' };
    const check = checkHour(btc, commitment, ticks);
    expect(check.state === 'checked' && check.mismatches.map((m) => m.seq)).toEqual([ticks[300]!.seq]);
    expect(checkHour(btc, { ...commitment, commitment: sha256Hex('another') }, record())).toMatchObject({ seedMatchesCommitment: false });
  });

  it('waits for the seed of an hour that has not ended, and says when the hour has no committed ticks', () => {
    expect(checkHour(btc, { ...commitment, seed: null }, record())).toEqual({ state: 'not-revealed' });
    expect(checkHour(btc, commitment, record().map((tick) => ({ ...tick, source: 'sim:fixed' })))).toEqual({ state: 'no-ticks' });
  });

  it('verifies the customer’s outcomes of that market and hour against the record and the seed', () => {
    const ticks = record();
    const check = checkHour(btc, commitment, ticks);
    if (check.state !== 'checked') throw new Error('not checked');
    const named = (index: number, price = ticks[index]!.price) => ({ ...ticks[index]!, price });
    const outcomes = outcomesOf(
      [{ id: 'p1', entryTick: named(100), closeTick: named(200, '99999.99') } as never, { id: 'p2', entryTick: named(10), closeTick: null } as never],
      [{ id: 'o1', strikeTick: { ...named(400), seq: 99_999 }, settlementTick: { ...named(430), symbol: 'ETHUSDT' } } as never],
    );
    expect(judgeOutcomes(outcomes, 'BTCUSDT', hour, check).map((j) => [j.outcome.id, j.outcome.role, j.verdict])).toEqual([
      ['p1', 'entry', 'verified'],
      ['p1', 'close', 'differs'],
      ['o1', 'strike', 'not-recorded'],
    ]);
  });
});
