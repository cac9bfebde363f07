import { TIER_LIMITS, tierLimitsProblem, type TierLimits } from '@meridian/contracts';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * What each verification level allows, as compliance sets it: one stream, `verification-limits`,
 * every change with the officer and a reason. The published defaults stand until the first change.
 */
export type VerificationLimitsEvent = { type: 'VerificationLimitsChanged'; data: { limits: TierLimits[]; staffId: string; reason: string; at: string } };

export type VerificationLimitsCommand = { type: 'ChangeVerificationLimits'; data: { limits: TierLimits[]; staffId: string; reason: string }; metadata: { now: string } };

export const VERIFICATION_LIMITS_STREAM = 'verification-limits';

export interface VerificationLimitsState {
  limits: readonly TierLimits[];
}

export const verificationLimitsDecider: Decider<VerificationLimitsCommand, VerificationLimitsEvent, VerificationLimitsState> = {
  decide(command) {
    const { limits, staffId, reason } = command.data;
    if (!reason.trim()) throw new DomainError('review.reasonRequired');
    const problem = tierLimitsProblem(limits);
    if (problem) throw new DomainError('kyc.limitsInvalid', { problem });
    const rows = limits.map(({ level, withdrawPerDay, canBorrow, borrowLimit, optionStakePerOrder, creditScore }) => ({ level, withdrawPerDay, canBorrow, borrowLimit, optionStakePerOrder, creditScore }));
    return [{ type: 'VerificationLimitsChanged', data: { limits: rows, staffId, reason: reason.trim(), at: command.metadata.now } }];
  },
  evolve: (_state, event) => ({ limits: event.data.limits }),
  initialState: () => ({ limits: TIER_LIMITS }),
};
