import { checkAmount, checkProductAmount, typedAmount } from './amount-rules';

const usdt = { scale: 6, min: '100', max: '200000', available: '1500.250000' };

describe('amount rules (SPEC section 5)', () => {
  it('asks for an amount that is a positive decimal within the coin scale', () => {
    expect(checkAmount('', usdt)).toBe('validation.amountEmpty');
    expect(checkAmount('abc', usdt)).toBe('validation.amountFormat');
    expect(checkAmount('0.000', usdt)).toBe('validation.amountZero');
    expect(checkAmount('100.1234567', usdt)).toBe('validation.amountScale');
  });

  it('refuses below the minimum, above the maximum and above the balance, comparing exactly', () => {
    expect(checkAmount('99.999999', usdt)).toBe('validation.amountBelowMin');
    expect(checkAmount('100', usdt)).toBeNull();
    expect(checkAmount('1500.250000', usdt)).toBeNull();
    expect(checkAmount('1500.250001', usdt)).toBe('validation.insufficientBalance');
    expect(checkAmount('200000.000001', { ...usdt, available: '999999' })).toBe('validation.amountAboveMax');
  });

  it('treats a missing or zero maximum as no maximum', () => {
    expect(checkAmount('5000000', { scale: 6, max: '0' })).toBeNull();
    expect(checkAmount('5000000', { scale: 6 })).toBeNull();
  });

  it('reads a trailing point as the whole number', () => {
    expect(typedAmount(' 12. ')).toBe('12');
    expect(checkAmount('120.', usdt)).toBeNull();
  });
});

describe("a product's amount (earn, C2C)", () => {
  const bounds = { min: '100', max: '5000' };

  it('asks for an amount when it is not a positive number', () => {
    for (const typed of ['', 'abc', '0', '-5', '0.000']) expect(checkProductAmount(typed, bounds)).toBe('validation.amountEmpty');
  });

  it("keeps within the product's bounds, then the balance when it is known", () => {
    expect(checkProductAmount('99.99', bounds)).toBe('validation.amountBelowMin');
    expect(checkProductAmount('5000.01', bounds)).toBe('validation.amountAboveMax');
    expect(checkProductAmount('5000', bounds)).toBeUndefined();
    expect(checkProductAmount('300', { ...bounds, available: '250' })).toBe('validation.insufficientBalance');
    expect(checkProductAmount('250', { ...bounds, available: '250' })).toBeUndefined();
  });
});
