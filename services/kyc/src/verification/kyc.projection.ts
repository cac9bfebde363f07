import type { ClientBase } from 'pg';
import { DomainError } from '@meridian/decider';
import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import { identityKeyOf } from './domain/identity-key';
import type { VerificationEvent } from './domain/verification.decider';

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
 * document fails the approval's transaction). The same handlers rebuild them from the log.
 */
const kycEvents = streamProjection<VerificationEvent>('kyc-', {
  VerificationSubmitted: ({ submissionId, submission, images, at }, { id, client }) =>
    client.query(
      `INSERT INTO kyc_submissions (id, customer_id, tier, status, details, images, submitted_at) VALUES ($1, $2, $3, 'under_review', $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [submissionId, id, submission.tier, JSON.stringify(submission.details), JSON.stringify(images), at],
    ),
  VerificationApprovalRecorded: ({ submissionId, staffId }, { client }) =>
    client.query(`UPDATE kyc_submissions SET approvals = approvals || to_jsonb($2::text) WHERE id = $1`, [submissionId, staffId]),
  VerificationApproved: async ({ submissionId, tier, staffIds, at }, { id: customerId, client }) => {
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
  },
  VerificationRejected: ({ submissionId, reason, at }, { client }) =>
    client.query(`UPDATE kyc_submissions SET status = 'rejected', reason = $2, reviewed_at = $3 WHERE id = $1`, [submissionId, reason, at]),
});

export const projectKycEvents = kycEvents.handle;

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
  ...kycEvents,
  reset: resetKycReadModels,
});
