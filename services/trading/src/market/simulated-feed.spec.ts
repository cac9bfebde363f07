import { instrumentOf, INSTRUMENTS } from './instruments';
import { SimulatedPriceFeed, toTicks } from './simulated-feed';
import { isOpen } from './trading-hours';

const btc = instrumentOf('BTCUSDT')!;

describe('the simulated price feed', () => {
  it('is deterministic: the same seed gives the same ticks, and any tick is recomputable', () => {
    const a = new SimulatedPriceFeed('seed-1');
    const b = new SimulatedPriceFeed('seed-1');
    const at = new Date('2026-11-21T00:00:00Z');
    const ticks = Array.from({ length: 300 }, () => a.next(btc, at));
    expect(Array.from({ length: 300 }, () => b.next(btc, at))).toEqual(ticks);
    expect(a.recompute(btc, 300)).toBe(ticks[299]!.price);
    expect(new SimulatedPriceFeed('seed-2').next(btc, at).price).not.toBe(ticks[0]!.price);
  });

  it('moves on the tick grid with a realistic size and never reaches zero', () => {
    for (const instrument of INSTRUMENTS) {
      const feed = new SimulatedPriceFeed('range');
      let price = instrument.startPrice;
      for (let i = 0; i < 3600; i++) price = feed.next(instrument, new Date()).price;
      const start = toTicks(instrument, instrument.startPrice);
      const end = toTicks(instrument, price);
      expect(end > 0n).toBe(true);
      // An hour of one-second steps stays within a few times the hourly volatility.
      const hourly = (start * BigInt(instrument.volatilityBp) * 8n) / 10_000n + 10n;
      expect(end - start < hourly * 6n && start - end < hourly * 6n).toBe(true);
    }
  });

  it('resumes from a recorded tick exactly where it left off', () => {
    const feed = new SimulatedPriceFeed('resume');
    const at = new Date();
    for (let i = 0; i < 10; i++) feed.next(btc, at);
    const tenth = feed.next(btc, at);
    const restarted = new SimulatedPriceFeed('resume');
    restarted.resume(btc, tenth);
    expect(restarted.next(btc, at)).toEqual(feed.next(btc, at));
  });
});

describe('trading hours', () => {
  it('knows crypto never closes, forex closes at the weekend and US equities trade 14:30-21:00 UTC', () => {
    const saturday = new Date('2026-11-21T12:00:00Z');
    const mondayOpen = new Date('2026-11-23T15:00:00Z');
    const mondayEarly = new Date('2026-11-23T13:00:00Z');
    expect(isOpen('24x7', saturday)).toBe(true);
    expect(isOpen('forex', saturday)).toBe(false);
    expect(isOpen('forex', mondayEarly)).toBe(true);
    expect(isOpen('us-equity', mondayOpen)).toBe(true);
    expect(isOpen('us-equity', mondayEarly)).toBe(false);
    expect(isOpen('cfd', new Date('2026-11-23T21:30:00Z'))).toBe(false);
  });
});
