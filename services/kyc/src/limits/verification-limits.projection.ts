import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { VERIFICATION_LIMITS_STREAM, type VerificationLimitsEvent } from './domain/verification-limits.decider';

export const VERIFICATION_LIMITS_EVENT_TYPES: readonly VerificationLimitsEvent['type'][] = Object.keys({
  VerificationLimitsChanged: true,
} satisfies Record<VerificationLimitsEvent['type'], true>) as VerificationLimitsEvent['type'][];

/** The table as it stands (one row); what the change publishes is written by its use case (verification-limits.messages.ts). */
export async function projectVerificationLimits(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (recorded.streamId !== VERIFICATION_LIMITS_STREAM) continue;
    const { limits, staffId, reason, at } = recorded.data as VerificationLimitsEvent['data'];
    await client.query(
      `INSERT INTO kyc_verification_limits (id, limits, changed_at, changed_by, reason) VALUES ('current', $1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET limits = EXCLUDED.limits, changed_at = EXCLUDED.changed_at, changed_by = EXCLUDED.changed_by, reason = EXCLUDED.reason`,
      [JSON.stringify(limits), at, staffId, reason],
    );
  }
}

export const verificationLimitsProjection = defineInlineProjection({
  name: 'verification-limits',
  owner: 'kyc',
  canHandle: VERIFICATION_LIMITS_EVENT_TYPES,
  handle: projectVerificationLimits,
  reset: async (client) => {
    await client.query('DELETE FROM kyc_verification_limits');
  },
});
