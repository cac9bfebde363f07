import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import { VERIFICATION_LIMITS_STREAM, type VerificationLimitsEvent } from './domain/verification-limits.decider';

/** The table as it stands (one row); what the change publishes is written by its use case (verification-limits.messages.ts). */
const limitsEvents = streamProjection<VerificationLimitsEvent>(VERIFICATION_LIMITS_STREAM, {
  VerificationLimitsChanged: ({ limits, staffId, reason, at }, { client }) =>
    client.query(
      `INSERT INTO kyc_verification_limits (id, limits, changed_at, changed_by, reason) VALUES ('current', $1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET limits = EXCLUDED.limits, changed_at = EXCLUDED.changed_at, changed_by = EXCLUDED.changed_by, reason = EXCLUDED.reason`,
      [JSON.stringify(limits), at, staffId, reason],
    ),
});

export const verificationLimitsProjection = defineInlineProjection({
  name: 'verification-limits',
  owner: 'kyc',
  ...limitsEvents,
  reset: emptyTables('kyc_verification_limits'),
});
