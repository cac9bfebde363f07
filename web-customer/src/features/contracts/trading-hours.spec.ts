import { hoursOf, nextOpening, sessionsFrom, weeklySessions } from './trading-hours';

// The same schedule as services/trading/src/market/trading-hours.ts `isOpen`: each session's first
// minute trades there and its last minute's end does not.
describe('trading hours', () => {
  it('maps each category to the hours the server keeps for it', () => {
    const hours = { stock: 'us-equity', etf: 'us-equity', crypto: '24x7', metal: 'cfd', forex: 'forex' } as const;
    for (const [category, expected] of Object.entries(hours)) expect(hoursOf(category as keyof typeof hours)).toBe(expected);
  });

  it('opens a US stock at 14:30 UTC on the next weekday', () => {
    // Friday 27 November 2026, 10:20 UTC: closed until 14:30 the same day.
    expect(nextOpening('us-equity', new Date('2026-11-27T10:20:00Z'))?.toISOString()).toBe('2026-11-27T14:30:00.000Z');
    // Friday after the close: Monday.
    expect(nextOpening('us-equity', new Date('2026-11-27T21:00:00Z'))?.toISOString()).toBe('2026-11-30T14:30:00.000Z');
    // Saturday: Monday.
    expect(nextOpening('us-equity', new Date('2026-11-28T09:00:00Z'))?.toISOString()).toBe('2026-11-30T14:30:00.000Z');
  });

  it('reopens a CFD after its daily break and forex on Sunday evening', () => {
    expect(nextOpening('cfd', new Date('2026-11-25T21:30:00Z'))?.toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(nextOpening('cfd', new Date('2026-11-27T21:30:00Z'))?.toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(nextOpening('forex', new Date('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(nextOpening('24x7', new Date())).toBeNull();
  });

  it('lists a week of sessions from the coming one', () => {
    const sessions = sessionsFrom('us-equity', new Date('2026-11-28T09:00:00Z'));
    expect(sessions).toHaveLength(weeklySessions('us-equity').length);
    expect(sessions[0]!.start.toISOString()).toBe('2026-11-30T14:30:00.000Z');
    expect(sessions[4]!.end.toISOString()).toBe('2026-12-04T21:00:00.000Z');
  });
});
