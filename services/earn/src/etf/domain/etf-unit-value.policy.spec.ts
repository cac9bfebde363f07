import fc from 'fast-check';
import { Decimal } from '@meridian/money';
import { ETF_FUNDS } from './etf-funds';
import { proceedsOf, unitsFor, unitValue } from './etf-unit-value.policy';

const low = ETF_FUNDS[0]!;
const closes = (gold: string, spy: string, eur: string) => [
  { symbol: 'XAUUSD', price: gold, tickSeq: 1 },
  { symbol: 'SPY', price: spy, tickSeq: 2 },
  { symbol: 'EURUSD', price: eur, tickSeq: 3 },
];

describe('an ETF unit value', () => {
  it('is 1 on the base day and follows the weighted basket, down as well as up', () => {
    const base = closes('2350.00', '520.00', '1.0850');
    expect(unitValue(low, base, base)).toBe('1.000000');
    // Gold +10%, SPY -20%, EUR unchanged: 0.4 x 1.1 + 0.3 x 0.8 + 0.3 = 0.98.
    expect(unitValue(low, base, closes('2585.00', '416.00', '1.0850'))).toBe('0.980000');
    expect(unitValue(low, base, closes('2350.00', '520.00', '1.0851'))).toBe('1.000027');
  });

  it('refuses to value a day without a close of every instrument of the basket', () => {
    expect(() => unitValue(low, closes('1', '1', '1'), closes('1', '1', '1').slice(0, 2))).toThrow('no close of EURUSD');
  });

  it('never pays out more than a purchase paid in: units bought and sold back at one value return at most the amount', () =>
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 100_000_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (amountMinor, valueMinor) => {
        const ofMinor = (minor: number) => Decimal.parse(String(minor)).divide(Decimal.parse('1000000'), 6, 'down').toString();
        const amount = ofMinor(amountMinor);
        const value = ofMinor(valueMinor);
        const back = proceedsOf(unitsFor(amount, value), value);
        return Decimal.parse(back).compare(Decimal.parse(amount)) <= 0;
      }),
    ));
});
