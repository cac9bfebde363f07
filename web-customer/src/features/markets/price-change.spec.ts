import { changeDirection, changeParts, priceMove } from './price-change';

describe('24h change', () => {
  it('reads the direction from the signed percentage, with or without a plus sign', () => {
    expect(changeDirection('-1.25')).toBe('down');
    expect(changeDirection('1.25')).toBe('up');
    expect(changeDirection('+0.01')).toBe('up');
    expect(changeDirection('0.00')).toBe('flat');
    expect(changeDirection('-0.00')).toBe('flat');
    expect(changeDirection('--')).toBe('flat');
  });

  it('never leaves the direction to colour alone: an arrow and a sign come with it', () => {
    expect(changeParts('-1.25')).toEqual({ direction: 'down', arrow: '▼', sign: '−', magnitude: '1.25' });
    expect(changeParts('+3.40')).toEqual({ direction: 'up', arrow: '▲', sign: '+', magnitude: '3.40' });
    expect(changeParts('0.00')).toEqual({ direction: 'flat', arrow: '', sign: '', magnitude: '0.00' });
  });
});

describe('price flash', () => {
  it('compares prices as decimal text, so a change in the last digit of a long price counts', () => {
    expect(priceMove('9007199254740993.01', '9007199254740993.02')).toBe('up');
    expect(priceMove('65000.00', '64999.99')).toBe('down');
    expect(priceMove('1.10', '1.1')).toBe('flat');
    expect(priceMove('--', '1.00')).toBe('flat');
  });
});
