import { openingBannerLines, openingSplit } from './opening-capital';
import { readSettings } from './platform-config';

describe('opening capital at install', () => {
  it('splits the capital 40/10/10/20 among house, insurance, earn payouts and loan book, keeping the rest, to the last unit', () => {
    expect(openingSplit('10000000')).toEqual({
      treasury: '2000000.000000',
      funded: [
        { to: 'house', amount: '4000000.000000', reason: expect.any(String) },
        { to: 'insurance', amount: '1000000.000000', reason: expect.any(String) },
        { to: 'earn-payouts', amount: '1000000.000000', reason: expect.any(String) },
        { to: 'loan-book', amount: '2000000.000000', reason: expect.any(String) },
      ],
    });
    // An amount that does not divide evenly: the parts still add up to it exactly.
    const odd = openingSplit('0.000007');
    const minor = [odd.treasury, ...odd.funded.map((part) => part.amount)].map((amount) => BigInt(amount.replace('.', '')));
    expect(minor.reduce((sum, part) => sum + part, 0n)).toBe(7n);
  });

  it('prints the opening balances and the buffer in the start banner', () => {
    const split = openingSplit('1000000');
    expect(
      openingBannerLines({
        capital: { capital: '1000000.000000', treasury: split.treasury, funded: split.funded.map(({ to, amount }) => ({ to, amount })), seededNow: true },
        buffer: { share: '0.1', seededNow: true },
      }),
    ).toEqual([
      '  opening capital 1000000.000000 USDT  (recorded now): treasury 200000.000000, house 400000.000000, insurance 100000.000000, earn-payouts 100000.000000, loan-book 200000.000000',
      "  house buffer   0.1 of net contract exposure + options' payouts  (set now)",
    ]);
    expect(openingBannerLines({ capital: null, buffer: null })).toEqual([]);
  });

  it('reads OPENING_CAPITAL and HOUSE_BUFFER_SHARE with their defaults, and refuses what they cannot be', () => {
    expect(readSettings({})).toMatchObject({ openingCapital: '10000000', houseBufferShare: '0.1' });
    expect(readSettings({ OPENING_CAPITAL: '0', HOUSE_BUFFER_SHARE: 'off' })).toMatchObject({ openingCapital: '0', houseBufferShare: null });
    expect(readSettings({ HOUSE_BUFFER_SHARE: '' }).houseBufferShare).toBeNull();
    expect(readSettings({ HOUSE_BUFFER_SHARE: '0.25' }).houseBufferShare).toBe('0.25');
    expect(() => readSettings({ OPENING_CAPITAL: '-5' })).toThrow(/OPENING_CAPITAL/);
    expect(() => readSettings({ OPENING_CAPITAL: '1e6' })).toThrow(/OPENING_CAPITAL/);
    expect(() => readSettings({ HOUSE_BUFFER_SHARE: '1.5' })).toThrow(/HOUSE_BUFFER_SHARE/);
  });
});
