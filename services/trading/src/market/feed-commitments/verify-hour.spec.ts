import { instrumentOf } from '../instruments';
import { SimulatedPriceFeed } from '../simulated-feed';
import { commitmentOf, commitmentsAround, hourOf, hourSeed } from './hour-seeds';
import { verifyHour } from '@meridian/price-walk';

const btc = instrumentOf('BTCUSDT')!;
const secret = 'a-secret-nobody-outside-knows';

/** An hour of one-second ticks from a feed whose every tick uses its hour's committed seed. */
function recordedHour() {
  const feed = new SimulatedPriceFeed('unused', (at) => hourSeed(secret, hourOf(at)));
  const start = Date.parse('2026-11-24T15:59:00.000Z');
  const ticks = Array.from({ length: 60 * 62 }, (_, i) => feed.next(btc, new Date(start + i * 1000)));
  const hour = '2026-11-24T16:00:00.000Z';
  const inHour = ticks.filter((tick) => hourOf(new Date(tick.at)) === hour);
  const previous = ticks[ticks.indexOf(inHour[0]!) - 1]!;
  return { hour, inHour, previous };
}

describe('the committed feed', () => {
  it('recomputes every tick of an ended hour from its revealed seed, which hashes to the commitment', () => {
    const { hour, inHour, previous } = recordedHour();
    const seed = hourSeed(secret, hour);
    const result = verifyHour({ instrument: btc, seed, commitment: commitmentOf(seed), previous, ticks: inHour });
    expect(result).toMatchObject({ seedMatchesCommitment: true, checked: 3600, mismatches: [] });
    expect(result.recomputed.get(inHour[0]!.seq)).toBe(inHour[0]!.price);
  });

  it('catches a tampered tick, and a seed that is not the committed one', () => {
    const { hour, inHour, previous } = recordedHour();
    const seed = hourSeed(secret, hour);
    const tampered = inHour.map((tick, i) => (i === 1234 ? { ...tick, price: (Number(tick.price) + 5).toFixed(2) } : tick));
    const result = verifyHour({ instrument: btc, seed, commitment: commitmentOf(seed), previous, ticks: tampered });
    expect(result.mismatches).toEqual([{ seq: inHour[1234]!.seq, recorded: tampered[1234]!.price, recomputed: inHour[1234]!.price }]);
    const wrongSeed = verifyHour({ instrument: btc, seed: hourSeed('another', hour), commitment: commitmentOf(seed), previous, ticks: inHour });
    expect(wrongSeed.seedMatchesCommitment).toBe(false);
    expect(wrongSeed.mismatches.length).toBeGreaterThan(3000);
  });

  it('publishes the next hour’s commitment before it starts and reveals a seed only once its hour has ended', () => {
    const list = commitmentsAround(secret, new Date('2026-11-24T16:30:00.000Z'), 2);
    expect(list.map((c) => [c.hour, c.seed !== null])).toEqual([
      ['2026-11-24T14:00:00.000Z', true],
      ['2026-11-24T15:00:00.000Z', true],
      ['2026-11-24T16:00:00.000Z', false],
      ['2026-11-24T17:00:00.000Z', false],
    ]);
    for (const c of list) expect(c.commitment).toBe(commitmentOf(hourSeed(secret, c.hour)));
  });
});
