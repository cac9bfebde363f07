import { TIER_LIMITS, limitsOf, tierLimitsProblem, type TierLimits } from './verification-limits';

const table = (change: (rows: TierLimits[]) => void = () => undefined): TierLimits[] => {
  const rows = TIER_LIMITS.map((row) => ({ ...row }));
  change(rows);
  return rows;
};

describe('the verification limits table', () => {
  it('accepts the defaults and a table that still rises with each level', () => {
    expect(tierLimitsProblem(TIER_LIMITS)).toBeNull();
    expect(tierLimitsProblem(table((rows) => (rows[0]!.withdrawPerDay = '100000')))).toBeNull();
  });

  it('refuses a level missing or out of order, a bad amount, and a level that allows less than the one below', () => {
    expect(tierLimitsProblem(table((rows) => rows.pop()))).toBe('levels');
    expect(tierLimitsProblem(table((rows) => rows.reverse()))).toBe('levels');
    expect(tierLimitsProblem(table((rows) => (rows[1]!.withdrawPerDay = '1e5')))).toBe('primary.amounts');
    expect(tierLimitsProblem(table((rows) => (rows[1]!.withdrawPerDay = '19999.999999')))).toBe('primary.belowLower');
    expect(tierLimitsProblem(table((rows) => (rows[3]!.borrowLimit = '99999')))).toBe('address.belowLower');
    expect(tierLimitsProblem(table((rows) => (rows[2]!.borrowLimit = null)))).toBe('advanced.borrowLimit');
    // Compared as decimals, not as text or floating point: 9 < 10, and 18 digits stay exact.
    expect(tierLimitsProblem(table((rows) => ((rows[0]!.optionStakePerOrder = '9'), (rows[1]!.optionStakePerOrder = '10'))))).toBeNull();
    expect(tierLimitsProblem(table((rows) => ((rows[2]!.withdrawPerDay = '999999999999.000001'), (rows[3]!.withdrawPerDay = '999999999999.000000'))))).toBe('address.belowLower');
  });

  it('reads a level from a changed table, and from the defaults where it has none', () => {
    expect(limitsOf('primary', table((rows) => (rows[1]!.withdrawPerDay = '150000'))).withdrawPerDay).toBe('150000');
    expect(limitsOf('primary', []).withdrawPerDay).toBe('100000');
  });
});
