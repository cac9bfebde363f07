import { coinOfferingChange, decidable } from './coin-offering-record';

describe('a coin offering as the API takes it', () => {
  it('sends trimmed figures, numbers as numbers, instants in UTC, the listing day and the reason beside them', () => {
    const form = {
      name: ' Nova Network ',
      scale: '2' as unknown as number,
      issuePrice: '0.5 ',
      issueVolume: '3000',
      circulation: '100000',
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: new Date('2026-12-03T08:00:00.000Z'),
      listingDate: '2026-12-05',
      lockupDays: '7' as unknown as number,
      feeRate: '0.01',
      maxPerCustomer: '3000',
      changeReason: ' Listing committee ',
    };
    expect(coinOfferingChange(form)).toEqual({
      name: 'Nova Network',
      scale: 2,
      issuePrice: '0.5',
      issueVolume: '3000',
      circulation: '100000',
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-03T08:00:00.000Z',
      listingDate: '2026-12-05',
      lockupDays: 7,
      feeRate: '0.01',
      maxPerCustomer: '3000',
      reason: 'Listing committee',
    });
  });

  it('lets finance decide only a closed window', () => {
    expect(decidable({ phase: 'closed' })).toBe(true);
    for (const phase of ['upcoming', 'open', 'sold_out', 'allotted', 'failed', 'released'] as const)
      expect(decidable({ phase })).toBe(false);
  });
});
