import type { ClientBase } from 'pg';
import { DomainError } from '@meridian/decider';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { identityKeyOf } from './domain/identity-key';
import type { VerificationEvent } from './domain/verification.decider';

/** Every event type of the kyc streams; the projection handles each (a new one that is not listed does not compile). */
export const KYC_EVENT_TYPES: readonly VerificationEvent['type'][] = Object.keys({
  VerificationSubmitted: true,
  VerificationApprovalRecorded: true,
  VerificationApproved: true,
  VerificationRejected: true,
} satisfies Record<VerificationEvent['type'], true>) as VerificationEvent['type'][];

/**
 * Thrown when an approval would verify an identity another customer already holds: the approval's
 * transaction fails as a whole, and the edge answers the refusal.
 */
export class IdentityTakenError extends DomainError {
  constructor() {
    super('kyc.alreadyVerified');
  }
}

/**
 * The read models of verification, written in the append's transaction: the submission rows, the
 * tiers a customer holds and the verified identities (unique: a second customer with the same name and
 * document fails the approval's transaction). The same function rebuilds them from the log.
 */
export async function projectKycEvents(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('kyc-')) continue;
    const customerId = recorded.streamId.slice('kyc-'.length);
    const event = { type: recorded.type, data: recorded.data } as VerificationEvent;
    switch (event.type) {
      case 'VerificationSubmitted': {
        const { submissionId, submission, images, at } = event.data;
        await client.query(
          `INSERT INTO kyc_submissions (id, customer_id, tier, status, details, images, submitted_at) VALUES ($1, $2, $3, 'under_review', $4, $5, $6)
           ON CONFLICT (id) DO NOTHING`,
          [submissionId, customerId, submission.tier, JSON.stringify(submission.details), JSON.stringify(images), at],
        );
        break;
      }
      case 'VerificationApprovalRecorded':
        await client.query(`UPDATE kyc_submissions SET approvals = approvals || to_jsonb($2::text) WHERE id = $1`, [event.data.submissionId, event.data.staffId]);
        break;
      case 'VerificationApproved': {
        const { submissionId, tier, staffIds, at } = event.data;
        const { rows } = await client.query<{ details: Record<string, string> }>(
          `UPDATE kyc_submissions SET status = 'approved', approvals = $2, reviewed_at = $3 WHERE id = $1 RETURNING details`,
          [submissionId, JSON.stringify(staffIds), at],
        );
        const details = rows[0]!.details;
        if (tier === 'primary') await claimIdentity(client, identityKeyOf(details.realName!, details.documentNumber!), customerId, at);
        await client.query(
          `INSERT INTO kyc_customers (customer_id, tiers, country, updated_at) VALUES ($1, ARRAY[$2], $3, $4)
           ON CONFLICT (customer_id) DO UPDATE SET tiers = array(SELECT DISTINCT unnest(kyc_customers.tiers || EXCLUDED.tiers) ORDER BY 1),
             country = coalesce(kyc_customers.country, EXCLUDED.country), updated_at = EXCLUDED.updated_at`,
          [customerId, tier, tier === 'primary' ? details.country : null, at],
        );
        break;
      }
      case 'VerificationRejected': {
        const { submissionId, reason, at } = event.data;
        await client.query(`UPDATE kyc_submissions SET status = 'rejected', reason = $2, reviewed_at = $3 WHERE id = $1`, [submissionId, reason, at]);
        break;
      }
      default: {
        const unknown: never = event;
        throw new Error(`unknown kyc event ${JSON.stringify(unknown)}`);
      }
    }
  }
}

async function claimIdentity(client: ClientBase, key: string, customerId: string, at: string): Promise<void> {
  const { rows } = await client.query<{ customer_id: string }>(
    `INSERT INTO kyc_identities (identity_key, customer_id, verified_at) VALUES ($1, $2, $3)
     ON CONFLICT (identity_key) DO UPDATE SET identity_key = EXCLUDED.identity_key RETURNING customer_id`,
    [key, customerId, at],
  );
  if (rows[0]!.customer_id !== customerId) throw new IdentityTakenError();
}

/** Empties the read models the events make (images and labels are not events) before a rebuild. */
export async function resetKycReadModels(client: ClientBase): Promise<void> {
  await client.query('TRUNCATE kyc_submissions, kyc_customers, kyc_identities');
}

export const kycProjection = defineInlineProjection({
  name: 'kyc',
  owner: 'kyc',
  canHandle: KYC_EVENT_TYPES,
  handle: projectKycEvents,
  reset: resetKycReadModels,
});
