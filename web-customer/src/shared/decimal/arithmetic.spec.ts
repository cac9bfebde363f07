import {
  addDecimal,
  divideDecimal,
  isMultipleOfStep,
  multiplyDecimal,
  roundToPlaces,
  roundToStep,
  subtractDecimal,
  trimDecimal,
} from './arithmetic';

describe('decimal arithmetic', () => {
  it('adds and subtracts exactly, whatever the scales', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('9007199254740993', '0.000001')).toBe('9007199254740993.000001');
    expect(subtractDecimal('1.5', '2.25')).toBe('-0.75');
    expect(subtractDecimal('2', '-1.5')).toBe('3.5');
    expect(subtractDecimal('1.50', '1.5')).toBe('0.00');
  });

  it('multiplies without losing a digit', () => {
    expect(multiplyDecimal('65000.12', '0.0001')).toBe('6.500012');
    expect(multiplyDecimal('0.001', '1234.5')).toBe('1.2345');
    expect(multiplyDecimal('-2', '0.5')).toBe('-1.0');
  });

  it('divides to a given number of decimals, down unless asked up', () => {
    expect(divideDecimal('100', '3', 4)).toBe('33.3333');
    expect(divideDecimal('100', '3', 4, 'up')).toBe('33.3334');
    expect(divideDecimal('1000.5', '65000.12', 8)).toBe('0.01539227');
    expect(divideDecimal('1000.5', '65000.12', 8, 'up')).toBe('0.01539228');
    expect(divideDecimal('6', '2', 2, 'up')).toBe('3.00');
    expect(() => divideDecimal('1', '0.00', 2)).toThrow('division by zero');
  });

  it('rounds to a lot step or a tick, down by default', () => {
    expect(roundToStep('0.12345', '0.0001')).toBe('0.1234');
    expect(roundToStep('0.12345', '0.0001', 'up')).toBe('0.1235');
    expect(roundToStep('7', '0.5')).toBe('7.0');
    expect(roundToStep('7.4', '0.5')).toBe('7.0');
    expect(roundToStep('12', '5')).toBe('10');
    expect(roundToStep('0.00009', '0.0001')).toBe('0.0000');
    expect(roundToPlaces('1234.5678', 2)).toBe('1234.56');
    expect(roundToPlaces('1234.5678', 0)).toBe('1234');
  });

  it('tells a multiple of a step', () => {
    expect(isMultipleOfStep('65000.12', '0.01')).toBe(true);
    expect(isMultipleOfStep('65000.125', '0.01')).toBe(false);
    expect(isMultipleOfStep('1.5', '0.5')).toBe(true);
    expect(isMultipleOfStep('1.50000', '0.5')).toBe(true);
    expect(isMultipleOfStep('1', '0')).toBe(false);
  });

  it('drops trailing zeros for display', () => {
    expect(trimDecimal('1.2300')).toBe('1.23');
    expect(trimDecimal('5.000')).toBe('5');
    expect(trimDecimal('500')).toBe('500');
  });

  it('refuses what is not a decimal', () => {
    expect(() => addDecimal('1e3', '1')).toThrow('invalid decimal');
    expect(() => divideDecimal('1', '0', 2)).toThrow();
  });
});
