import { dueFinancingSlots } from './financing-schedule';

describe('financing slots', () => {
  it('charges the daily slot from 22:00 UTC, three times on a Wednesday', () => {
    expect(dueFinancingSlots(new Date('2026-11-25T21:59:00Z')).map((s) => s.slotKey)).toEqual(['8h:2026-11-25T16']);
    expect(dueFinancingSlots(new Date('2026-11-25T22:00:00Z'))).toEqual([
      { slot: 'daily', slotKey: 'daily:2026-11-25', slotAt: '2026-11-25T22:00:00.000Z', wednesday: true },
      { slot: 'eight-hourly', slotKey: '8h:2026-11-25T16', slotAt: '2026-11-25T16:00:00.000Z', wednesday: true },
    ]);
  });

  it('names the crypto slot by the 00:00, 08:00 or 16:00 it belongs to', () => {
    expect(dueFinancingSlots(new Date('2026-11-24T07:59:59Z')).map((s) => s.slotKey)).toEqual(['8h:2026-11-24T00']);
    expect(dueFinancingSlots(new Date('2026-11-24T08:00:00Z')).map((s) => s.slotKey)).toEqual(['8h:2026-11-24T08']);
  });
});
