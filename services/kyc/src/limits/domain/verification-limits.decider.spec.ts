import { TIER_LIMITS, type TierLimits } from '@meridian/contracts';
import { deciderSpec } from '@meridian/testing';
import { verificationLimitsDecider, type VerificationLimitsCommand } from './verification-limits.decider';

const spec = deciderSpec(verificationLimitsDecider.decide, verificationLimitsDecider.evolve, verificationLimitsDecider.initialState);
const now = '2026-11-26T10:00:00.000Z';
const raised: TierLimits[] = TIER_LIMITS.map((row) => (row.level === 'unverified' ? { ...row, withdrawPerDay: '30000' } : { ...row }));
const change = (limits: TierLimits[], reason = 'raised after the Q4 review'): VerificationLimitsCommand => ({
  type: 'ChangeVerificationLimits',
  data: { limits, staffId: 'officer-1', reason },
  metadata: { now },
});

describe('the verification limits', () => {
  it('changes the table with the officer and the reason', () =>
    spec.given([]).when(change(raised)).then([{ type: 'VerificationLimitsChanged', data: { limits: raised, staffId: 'officer-1', reason: 'raised after the Q4 review', at: now } }]));

  it('refuses a change without a reason', () => spec.given([]).when(change(raised, '  ')).thenThrows('review.reasonRequired'));

  it('refuses a table where a level allows less than the one below', () =>
    spec.given([]).when(change(raised.map((row) => (row.level === 'primary' ? { ...row, withdrawPerDay: '25000' } : row)))).thenThrows('kyc.limitsInvalid'));
});
