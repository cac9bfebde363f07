import { buyingState, daysOfCover, expectedYield } from './earn-figures';

describe('what a custody purchase would earn', () => {
  it('pays each day rounded down, times the cycle, at both ends of the range', () => {
    expect(expectedYield({ cycleDays: 7, dailyRateMin: '0.003', dailyRateMax: '0.005' }, '1000')).toEqual({
      low: '21.000000',
      high: '35.000000',
    });
    expect(expectedYield({ cycleDays: 7, dailyRateMin: '0.003', dailyRateMax: '0.005' }, '333.333333')).toEqual({
      low: '6.999993',
      high: '11.666662',
    });
  });
});

describe('the days of cover of the payout account', () => {
  it('counts whole days of every live yield at the high end, rounded down', () => {
    expect(daysOfCover('81.000000', '1.000000')).toBe(81);
    expect(daysOfCover('10.000000', '3.000000')).toBe(3);
    expect(daysOfCover('2.999999', '3.000000')).toBe(0);
  });
  it('is nothing to cover when no order is earning, and zero when the account is empty or overdrawn', () => {
    expect(daysOfCover('81.000000', '0.000000')).toBeNull();
    expect(daysOfCover('-5.000000', '1.000000')).toBe(0);
  });
});

describe('whether products take orders', () => {
  const product = (enabled: boolean, payoutsFunded: boolean) => ({ enabled, payoutsFunded });
  it('is open as soon as one enabled product has its yields held', () => {
    expect(buyingState([product(true, false), product(true, true)])).toBe('open');
  });
  it('is not open yet while the enabled products wait for their yields to be held', () => {
    expect(buyingState([product(true, false), product(false, true)])).toBe('unfunded');
  });
  it('is closed when staff closed every product, or there is none', () => {
    expect(buyingState([product(false, true)])).toBe('closed');
    expect(buyingState([])).toBe('closed');
  });
});
