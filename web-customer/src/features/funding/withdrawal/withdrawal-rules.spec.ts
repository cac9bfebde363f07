import { clockIn, feeParts, requestsLeft } from './withdrawal-rules';

describe('withdrawal rules shown before submitting', () => {
  it('counts the requests left today, never below zero', () => {
    expect(requestsLeft({ daily_limit: 2, used_today: 1 })).toBe(1);
    expect(requestsLeft({ daily_limit: 2, used_today: 3 })).toBe(0);
  });

  it('describes the fee as a fixed part and a percentage', () => {
    expect(feeParts('0', '0.05')).toEqual({ fixed: null, percent: '5' });
    expect(feeParts('1.000000', '0')).toEqual({ fixed: '1.000000', percent: null });
    expect(feeParts(null, undefined)).toEqual({ fixed: null, percent: null });
  });

  it('tells the time in Hong Kong whatever the browser zone', () => {
    expect(clockIn('Asia/Hong_Kong', 'en-US', new Date('2026-01-01T03:30:00Z'))).toBe('11:30');
    expect(clockIn('Not/AZone', 'en-US', new Date())).toBeNull();
  });
});
