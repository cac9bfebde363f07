import { TIER_LIMITS } from '@meridian/contracts';
import { flattenLimits, unflattenLimits, verificationLimitsLoosened } from './verification-limits-loosening';

const change = (level: string, cells: Record<string, unknown>) => TIER_LIMITS.map((row) => (row.level === level ? { ...row, ...cells } : row));

describe('verification limits: which changes loosen a control', () => {
  it('a higher daily withdrawal or stake, borrowing allowed: each cell on its own', () => {
    expect(verificationLimitsLoosened(TIER_LIMITS, change('unverified', { withdrawPerDay: '30000' }))).toEqual(['unverified.withdrawPerDay']);
    expect(verificationLimitsLoosened(TIER_LIMITS, change('primary', { canBorrow: true, optionStakePerOrder: '999999' }))).toEqual(['primary.canBorrow', 'primary.optionStakePerOrder']);
  });

  it('lower limits tighten, and apply at once', () => expect(verificationLimitsLoosened(TIER_LIMITS, change('unverified', { withdrawPerDay: '100', optionStakePerOrder: '1' }))).toEqual([]));

  it('flattens and rebuilds the table unchanged', () => expect(unflattenLimits(flattenLimits(TIER_LIMITS))).toEqual(TIER_LIMITS.map((row) => ({ ...row }))));
});
