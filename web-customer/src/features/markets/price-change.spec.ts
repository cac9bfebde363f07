import { changeDirection, changeParts, priceMove } from './price-change';

describe('24h change', () => {
  it('reads the direction from the signed percentage, with or without a plus sign', () => {
    const directions = { '-1.25': 'down', '1.25': 'up', '+0.01': 'up', '0.00': 'flat', '-0.00': 'flat', '--': 'flat' };
    for (const [change, direction] of Object.entries(directions)) expect(changeDirection(change)).toBe(direction);
  });

  it('never leaves the direction to colour alone: an arrow and a sign come with it', () => {
    expect(changeParts('-1.25')).toEqual({ direction: 'down', arrow: '▼', sign: '−', magnitude: '1.25' });
    expect(changeParts('+3.40')).toEqual({ direction: 'up', arrow: '▲', sign: '+', magnitude: '3.40' });
    expect(changeParts('0.00')).toEqual({ direction: 'flat', arrow: '', sign: '', magnitude: '0.00' });
  });
});

describe('price flash', () => {
  it('compares prices as decimal text, so a change in the last digit of a long price counts', () => {
    const moves = [
      ['9007199254740993.01', '9007199254740993.02', 'up'],
      ['65000.00', '64999.99', 'down'],
      ['1.10', '1.1', 'flat'],
      ['--', '1.00', 'flat'],
    ] as const;
    for (const [before, after, move] of moves) expect(priceMove(before, after)).toBe(move);
  });
});
