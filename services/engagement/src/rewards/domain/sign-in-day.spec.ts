import { dayBefore, nextDayStarts, signInDay } from './sign-in-day';

describe('the sign-in day boundary (midnight UTC+08:00)', () => {
  it('puts 15:59 UTC in one day and 16:00 UTC in the next', () => {
    expect(signInDay(new Date('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(signInDay(new Date('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
  });

  it('says when the next day starts', () => {
    expect(nextDayStarts(new Date('2026-03-01T10:00:00.000Z'))).toBe('2026-03-01T16:00:00.000Z');
    expect(nextDayStarts(new Date('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02T16:00:00.000Z');
  });

  it('counts back across months and years', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});
