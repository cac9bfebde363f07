import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { KycStatusQuery } from '../queries/kyc-status.query';
import { verificationCommands, type VerificationCommands } from '../verification.commands';

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export class ReviewVerificationCommand extends Command<Awaited<ReturnType<KycStatusQuery['submission']>>> {
  constructor(
    readonly submissionId: string,
    readonly staffId: string,
    readonly review: ReviewDecision,
  ) {
    super();
  }
}

/**
 * Compliance approves or rejects the submission under review; advanced verification takes two different
 * officers. An approval that would verify an identity another customer holds fails as a whole (the
 * projection's `IdentityTakenError`).
 */
@CommandHandler(ReviewVerificationCommand)
export class ReviewVerificationHandler implements ICommandHandler<ReviewVerificationCommand> {
  private readonly verification: VerificationCommands;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly status: KycStatusQuery,
  ) {
    this.verification = verificationCommands(store, clock);
  }

  async execute({ submissionId, staffId, review }: ReviewVerificationCommand) {
    const submission = await this.status.submission(submissionId);
    if (submission.status !== 'under_review') throw new DomainError('review.notPending');
    const command =
      review.decision === 'approve'
        ? { type: 'ApproveVerification' as const, data: { tier: submission.tier, staffId } }
        : { type: 'RejectVerification' as const, data: { tier: submission.tier, staffId, reason: review.reason } };
    await this.verification(submission.customerId, command, { metadata: { customerId: submission.customerId, staffId } });
    return this.status.submission(submissionId);
  }
}
