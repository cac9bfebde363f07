import fc from 'fast-check';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { dailyYield, payoutAt, plainRate, rateDateOf, rateWithin, redemptionPenalty, valueDateOf } from './earn-yield.policy';

describe('the custody arithmetic', () => {
  it('starts earning at the next 00:00 UTC, pays day k k days later, and names the day each rate covers', () => {
    expect(valueDateOf('2026-11-24T10:15:00.000Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(valueDateOf('2026-11-24T00:00:00.000Z')).toBe('2026-11-25T00:00:00.000Z');
    expect(payoutAt('2026-11-25T00:00:00.000Z', 7)).toBe('2026-12-02T00:00:00.000Z');
    expect(rateDateOf('2026-11-25T00:00:00.000Z', 1)).toBe('2026-11-25');
  });

  it('pays the principal times the rate, rounded down', () => {
    expect(dailyYield('1000', '0.003')).toBe('3.000000');
    expect(dailyYield('333.333333', '0.0035')).toBe('1.166666');
  });

  it('charges 5% of the principal, or 0.4% per remaining day, never more than the principal', () => {
    expect(redemptionPenalty({ kind: 'principal-share', rate: '0.05' }, '1000', 3)).toBe('50.000000');
    expect(redemptionPenalty({ kind: 'per-remaining-day', rate: '0.004' }, '1000', 20)).toBe('80.000000');
    expect(redemptionPenalty({ kind: 'per-remaining-day', rate: '0.05' }, '1000', 30)).toBe('1000.000000');
  });

  it('never pays a yield above the exact product, nor a penalty that takes more than the principal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 400 }), (minor, rateBp, days) => {
        const principal = Money.ofMinor(ASSETS.USDT, minor).toString();
        const rate = Decimal.of(BigInt(rateBp), 6).toString();
        const paid = Decimal.parse(dailyYield(principal, rate));
        const exact = Decimal.parse(principal).multiply(Decimal.parse(rate));
        expect(paid.compare(exact)).toBeLessThanOrEqual(0);
        expect(exact.subtract(paid).compare(Decimal.parse('0.000001'))).toBeLessThan(0);
        const penalty = Decimal.parse(redemptionPenalty({ kind: 'per-remaining-day', rate }, principal, days));
        expect(penalty.compare(Decimal.parse(principal))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('writes a rate without trailing zeros', () => {
    expect([plainRate('0.00300000'), plainRate('1.000'), plainRate('5')]).toEqual(['0.003', '1', '5']);
  });

  it('knows a rate inside the range', () => {
    expect(rateWithin('0.004', '0.003', '0.005')).toBe(true);
    expect(rateWithin('0.0051', '0.003', '0.005')).toBe(false);
  });
});
