import { fiatFor } from './c2c-figures';

describe('the fiat a C2C order costs', () => {
  it('is the amount at the rate in the currency’s decimals, rounded half up', () => {
    expect(fiatFor('100.5', '7.8', 2)).toBe('783.90');
    expect(fiatFor('0.333333', '155.37', 0)).toBe('52');
    expect(fiatFor('1', '32.125', 2)).toBe('32.13');
  });
});
