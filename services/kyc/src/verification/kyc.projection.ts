import type { EntityManager } from 'typeorm';
import { DomainError } from '@meridian/decider';
import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import { identityKeyOf } from './domain/identity-key';
import type { VerificationEvent } from './domain/verification.decider';
import { kycReadModels } from '../kyc.read-models';
import { KycCustomer } from './read-models/kyc-customer.entity';
import { KycIdentity } from './read-models/kyc-identity.entity';
import { KycSubmission } from './read-models/kyc-submission.entity';

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
  VerificationSubmitted: async ({ submissionId, submission, images, at }, { id, client }) => {
    const submissions = (await kycReadModels.on(client)).getRepository(KycSubmission);
    const row = { id: submissionId, customerId: id, tier: submission.tier, status: 'under_review' as const, details: { ...submission.details }, images, submittedAt: new Date(at) };
    await submissions.createQueryBuilder().insert().values(row).orIgnore().execute();
  },
  VerificationApprovalRecorded: async ({ submissionId, staffId }, { client }) => {
    const submissions = (await kycReadModels.on(client)).getRepository(KycSubmission);
    const { approvals } = await submissions.findOneByOrFail({ id: submissionId });
    await submissions.update(submissionId, { approvals: [...approvals, staffId] });
  },
  VerificationApproved: async ({ submissionId, tier, staffIds, at }, { id: customerId, client }) => {
    const models = await kycReadModels.on(client);
    const submissions = models.getRepository(KycSubmission);
    await submissions.update(submissionId, { status: 'approved', approvals: staffIds, reviewedAt: new Date(at) });
    const { details } = await submissions.findOneByOrFail({ id: submissionId });
    if (tier === 'primary') await claimIdentity(models, identityKeyOf(String(details.realName), String(details.documentNumber)), customerId, at);
    const customers = models.getRepository(KycCustomer);
    const held = await customers.findOneBy({ customerId });
    await customers.save({
      customerId,
      tiers: [...new Set([...(held?.tiers ?? []), tier])].sort(),
      country: held?.country ?? (tier === 'primary' ? (details.country === undefined ? null : String(details.country)) : null),
      updatedAt: new Date(at),
    });
  },
  VerificationRejected: async ({ submissionId, reason, at }, { client }) => {
    const submissions = (await kycReadModels.on(client)).getRepository(KycSubmission);
    await submissions.update(submissionId, { status: 'rejected', reason, reviewedAt: new Date(at) });
  },
});

export const projectKycEvents = kycEvents.handle;

/** The identity becomes this customer's, unless another holds it already (the key is the primary key: two at once cannot both win). */
async function claimIdentity(models: EntityManager, identityKey: string, customerId: string, at: string): Promise<void> {
  const identities = models.getRepository(KycIdentity);
  await identities.createQueryBuilder().insert().values({ identityKey, customerId, verifiedAt: new Date(at) }).orIgnore().execute();
  const holder = await identities.findOneByOrFail({ identityKey });
  if (holder.customerId !== customerId) throw new IdentityTakenError();
}

/** Empties the read models the events make (images and labels are not events) before a rebuild. */
export const resetKycReadModels = kycReadModels.emptied(KycSubmission, KycCustomer, KycIdentity);

export const kycProjection = defineInlineProjection({
  name: 'kyc',
  owner: 'kyc',
  ...kycEvents,
  reset: resetKycReadModels,
});
