import { evenOddsPercent, secondsLeft, winReturn } from './option-figures';

describe('option figures shown before confirming', () => {
  it('returns stake plus stake x rate on a win', () => {
    expect(winReturn('100', '0.85')).toBe('185.00');
    expect(winReturn('', '0.85')).toBeNull();
  });

  it('states the expected value at even odds', () => {
    expect(evenOddsPercent('0.85')).toBe('-7.5');
    expect(evenOddsPercent('0.90')).toBe('-5.0');
  });

  it('counts down to the fixed expiry and stops at zero', () => {
    expect(secondsLeft('2026-11-24T10:01:00.000Z', Date.parse('2026-11-24T10:00:30.200Z'))).toBe(30);
    expect(secondsLeft('2026-11-24T10:01:00.000Z', Date.parse('2026-11-24T10:02:00.000Z'))).toBe(0);
  });
});
