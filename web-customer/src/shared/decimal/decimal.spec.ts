import { compareDecimal, decimalPlaces, isNegativeDecimal, isZeroDecimal, normalizeAmountInput, percentOf } from './decimal';

describe('decimal strings', () => {
  it('compare exactly, whatever their scales, beyond what a float can hold', () => {
    expect(compareDecimal('100', '100.000000')).toBe(0);
    expect(compareDecimal('0.1', '0.09999999')).toBe(1);
    expect(compareDecimal('9007199254740993.000001', '9007199254740993')).toBe(1);
    expect(compareDecimal('-5', '0')).toBe(-1);
    expect(compareDecimal('199999.999999', '200000')).toBe(-1);
  });

  it('tell zero and negative values apart', () => {
    expect(isZeroDecimal('0.000000')).toBe(true);
    expect(isZeroDecimal('-0.00')).toBe(true);
    expect(isZeroDecimal('0.00000001')).toBe(false);
    expect(isNegativeDecimal('-0.5')).toBe(true);
    expect(isNegativeDecimal('-0.0')).toBe(false);
    expect(decimalPlaces('1.23000000')).toBe(8);
  });

  it('clean what is typed into an amount field', () => {
    expect(normalizeAmountInput('1,5', 6)).toBe('1.5');
    expect(normalizeAmountInput('12.3456789', 6)).toBe('12.345678');
    expect(normalizeAmountInput('00012', 6)).toBe('12');
    expect(normalizeAmountInput('.5', 8)).toBe('0.5');
    expect(normalizeAmountInput('1.2.3', 8)).toBe('1.23');
    expect(normalizeAmountInput('1 000 USDT', 6)).toBe('1000');
    expect(normalizeAmountInput('7.', 6)).toBe('7.');
    expect(normalizeAmountInput('7.9', 0)).toBe('7');
  });

  it('show a rate as a percentage by moving the point', () => {
    expect(percentOf('0.05')).toBe('5');
    expect(percentOf('0.0015')).toBe('0.15');
    expect(percentOf('0')).toBe('0');
    expect(percentOf('1.5')).toBe('150');
    expect(percentOf('0.1')).toBe('10');
  });
});
