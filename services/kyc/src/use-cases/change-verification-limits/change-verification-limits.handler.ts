import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { AppError, type SettingChangeAuthor } from '@meridian/http';
import { TIER_LIMITS } from '@meridian/contracts';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { decideAndPublish } from '../../kyc-store';
import { VERIFICATION_LIMITS_STREAM, verificationLimitsDecider } from '../../limits/verification-limits.decider';
import { verificationLimitsMessages } from '../../limits/verification-limits.messages';
import { VerificationLimitsQuery } from '../../limits/verification-limits.query';
import type { ChangeVerificationLimitsDto } from './change-verification-limits.request.dto';
import { flattenLimits, KycControlProposals, limitsLooser, unflattenLimits, type FlatLimits } from './kyc-control-proposals';

export class ChangeVerificationLimitsCommand extends Command<{
  limits: Awaited<ReturnType<VerificationLimitsQuery['current']>>;
  proposal: Awaited<ReturnType<KycControlProposals['change']>>;
}> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly input: ChangeVerificationLimitsDto,
  ) {
    super();
  }
}

/**
 * Compliance changes what each level allows; withdrawals (accounts) and stakes (trading) follow it. A
 * lower limit applies at once; a higher one (or borrowing allowed) waits for a second compliance or
 * admin member (docs/security.md, "Insider: four eyes").
 */
@CommandHandler(ChangeVerificationLimitsCommand)
export class ChangeVerificationLimitsHandler implements ICommandHandler<ChangeVerificationLimitsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limits: VerificationLimitsQuery,
    private readonly proposals: KycControlProposals,
  ) {
    proposals.register<FlatLimits>('verification-limits', {
      looser: limitsLooser(flattenLimits(TIER_LIMITS)),
      confirmRoles: ['admin', 'compliance'],
      read: async () => flattenLimits((await this.limits.current()).limits),
      apply: (_id, flat, by) => this.change(unflattenLimits(flat), by),
    });
  }

  async execute({ staff, input }: ChangeVerificationLimitsCommand) {
    const requested = input.limits.map((row) => ({ ...row, borrowLimit: row.borrowLimit ?? null }));
    // The table's shape is checked before anything applies, so a bad row never applies half of a change.
    let checked: ChangeVerificationLimitsDto['limits'];
    try {
      const decided = verificationLimitsDecider.decide(
        { type: 'ChangeVerificationLimits', data: { limits: requested, staffId: staff.staffId, reason: input.reason }, metadata: { now: this.clock.now().toISOString() } },
        verificationLimitsDecider.initialState(),
      );
      checked = decided[0]!.data.limits;
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as never, error.params);
      throw error;
    }
    const proposal = await this.proposals.change('verification-limits', 'current', staff, flattenLimits(checked), input.reason);
    return { limits: await this.limits.current(), proposal };
  }

  /** The change's event names who applied it; a confirmed proposal's id and proposer go in its metadata. */
  private async change(limits: ChangeVerificationLimitsDto['limits'], { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const command = {
      type: 'ChangeVerificationLimits' as const,
      data: { limits: limits.map((row) => ({ ...row, borrowLimit: row.borrowLimit ?? null })), staffId, reason },
      metadata: { now: this.clock.now().toISOString() },
    };
    try {
      await decideAndPublish(this.store, VERIFICATION_LIMITS_STREAM, verificationLimitsDecider, command, { metadata: { staffId, ...(proposalId ? { proposalId, proposerId } : {}) } }, verificationLimitsMessages);
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as never, error.params);
      throw error;
    }
  }
}
