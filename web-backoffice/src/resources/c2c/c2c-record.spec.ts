import { formatTimer, rateChange, secondsLeft } from './c2c-record';

describe("the C2C queue's timers and forms", () => {
  it('counts down to the deadline, and past it', () => {
    const now = Date.parse('2026-11-27T08:00:00.000Z');
    expect(formatTimer(secondsLeft('2026-11-27T10:59:59.000Z', now))).toBe('2:59:59');
    expect(formatTimer(secondsLeft('2026-11-27T07:58:30.000Z', now))).toBe('-0:01:30');
  });

  it('sends a rate as typed, without a blank reason', () => {
    expect(rateChange({ rate: ' 7.8 ', min: '10', max: '50000', enabled: true, reason: ' ' })).toEqual({ rate: '7.8', min: '10', max: '50000', enabled: true });
    expect(rateChange({ rate: '7.7', min: '10', max: '50000', enabled: true, reason: 'Market' })).toMatchObject({ reason: 'Market' });
  });
});
