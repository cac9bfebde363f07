import { allotmentFor, remainingOf, subscribedPercent, subscriptionCost } from './subscription-figures';

describe('subscription figures', () => {
  it('prices a quantity with its fee as the platform freezes it', () => {
    expect(subscriptionCost('3000', '0.5', '0.01')).toEqual({ cost: '1500.000000', fee: '15.000000', total: '1515.000000' });
    expect(subscriptionCost('101', '0.5', '0.01')).toEqual({ cost: '50.500000', fee: '0.505000', total: '51.005000' });
    // Half-even to 6 places: 0.0000005 rounds to the even 0.000000.
    expect(subscriptionCost('0.0000005', '1', '0').cost).toBe('0.000000');
  });

  it('shows how much of the issue is asked for, capped at 100', () => {
    expect(subscribedPercent('0', '3000')).toBe(0);
    expect(subscribedPercent('1499', '3000')).toBe(49);
    expect(subscribedPercent('4000', '3000')).toBe(100);
  });

  it('applies the pro-rata ratio rounded down to the coin’s places', () => {
    expect(allotmentFor('3000', '0.75', 2)).toBe('2250.00');
    expect(allotmentFor('1', '0.333333333333333333', 0)).toBe('0');
  });

  it('shows what is left of the issue, never below zero', () => {
    expect(remainingOf('3000', '1000.00')).toBe('2000.00');
    expect(remainingOf('3000', '4000.00')).toBe('0');
  });
});
