import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { decideAndPublish } from '../../kyc-store';
import { IdentityTakenError } from '../../verification/kyc.projection';
import { KycStatusQuery } from '../../verification/kyc-status.query';
import { verificationDecider, verificationStream } from '../../verification/verification.decider';
import { verificationMessages } from '../../verification/verification.messages';

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
 * officers. An approval that would verify an identity another customer holds fails as a whole.
 */
@CommandHandler(ReviewVerificationCommand)
export class ReviewVerificationHandler implements ICommandHandler<ReviewVerificationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly status: KycStatusQuery,
  ) {}

  async execute({ submissionId, staffId, review }: ReviewVerificationCommand) {
    const submission = await this.status.submission(submissionId);
    if (submission.status !== 'under_review') throw AppError.badInput('review.notPending');
    const now = this.clock.now().toISOString();
    const command =
      review.decision === 'approve'
        ? { type: 'ApproveVerification' as const, data: { tier: submission.tier, staffId }, metadata: { now } }
        : { type: 'RejectVerification' as const, data: { tier: submission.tier, staffId, reason: review.reason }, metadata: { now } };
    try {
      await decideAndPublish(this.store, verificationStream(submission.customerId), verificationDecider, command, { metadata: { customerId: submission.customerId, staffId } }, verificationMessages);
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as never, error.params);
      if (error instanceof IdentityTakenError) throw AppError.badInput('kyc.alreadyVerified');
      throw error;
    }
    return this.status.submission(submissionId);
  }
}
