import { expectedYield } from './earn-figures';

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
