import { roundDecimalString } from './reference-rounding';

// The reference is only trustworthy if it is right on the cases a person can check by hand.
describe('roundDecimalString (the test reference)', () => {
  it.each([
    ['2.5', 0, 'down', '2'],
    ['2.5', 0, 'up', '3'],
    ['2.5', 0, 'half-up', '3'],
    ['2.5', 0, 'half-even', '2'],
    ['3.5', 0, 'half-even', '4'],
    ['-2.5', 0, 'half-up', '-3'],
    ['-2.5', 0, 'half-even', '-2'],
    ['-2.1', 0, 'floor', '-3'],
    ['-2.1', 0, 'ceil', '-2'],
    ['2.1', 0, 'ceil', '3'],
    ['-0.4', 0, 'half-up', '0'],
    ['9.99', 1, 'up', '10.0'],
    ['1.25001', 1, 'half-even', '1.3'],
    ['1', 3, 'down', '1.000'],
    ['0.000', 1, 'up', '0.0'],
  ] as const)('%s to %i digits %s is %s', (text, digits, mode, expected) => {
    expect(roundDecimalString(text, digits, mode)).toBe(expected);
  });
});
