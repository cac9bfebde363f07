import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import { VERIFICATION_LIMITS_STREAM, type VerificationLimitsEvent } from './domain/verification-limits.decider';
import { kycReadModels } from '../kyc.read-models';
import { CurrentVerificationLimits } from './read-models/current-verification-limits.entity';

/** The table as it stands (one row); what the change publishes is written by its use case (verification-limits.messages.ts). */
const limitsEvents = streamProjection<VerificationLimitsEvent>(VERIFICATION_LIMITS_STREAM, {
  VerificationLimitsChanged: async ({ limits, staffId, reason, at }, { client }) => {
    const table = (await kycReadModels.on(client)).getRepository(CurrentVerificationLimits);
    await table.upsert({ id: 'current', limits, changedAt: new Date(at), changedBy: staffId, reason }, ['id']);
  },
});

export const verificationLimitsProjection = defineInlineProjection({
  name: 'verification-limits',
  owner: 'kyc',
  ...limitsEvents,
  reset: kycReadModels.emptied(CurrentVerificationLimits),
});
