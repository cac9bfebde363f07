import { changeSinceStart, chartPoints, proceedsOf, unitsFor } from './etf-figures';

describe('ETF figures shown before a trade', () => {
  it('buys and sells as the platform rounds: down to 0.000001', () => {
    expect(unitsFor('100', '0.980000')).toBe('102.040816');
    expect(proceedsOf('102.040816', '0.980000')).toBe('99.999999');
  });
  it('says how far the unit moved from 1, down as well as up', () => {
    expect(changeSinceStart('0.980000')).toBe('-2.00');
    expect(changeSinceStart('1.012345')).toBe('1.23');
  });
  it('draws the oldest value on the left and the highest at the top', () => {
    expect(chartPoints(['1', '2'], 100, 50)).toBe('0.0,50.0 100.0,0.0');
    expect(chartPoints(['1'], 100, 50)).toBe('0.0,50.0');
    expect(chartPoints([], 100, 50)).toBe('');
  });
});
