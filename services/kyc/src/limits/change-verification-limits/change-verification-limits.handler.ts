import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TIER_LIMITS } from '@meridian/contracts';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { KycControlProposals } from '../../kyc-control-proposals';
import { flattenLimits, limitsLooser, unflattenLimits } from '../domain/verification-limits-loosening';
import { VERIFICATION_LIMITS_STREAM, verificationLimitsDecider } from '../domain/verification-limits.decider';
import { VerificationLimitsQuery } from '../queries/verification-limits.query';
import { verificationLimitsMessages } from '../verification-limits.messages';
import type { ChangeVerificationLimitsDto } from './change-verification-limits.request.dto';

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
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limits: VerificationLimitsQuery,
    private readonly proposals: KycControlProposals,
  ) {
    // One stream: the setting's id is ignored. The change's event names who applied it; a confirmed proposal's id and proposer go in its metadata.
    proposals.registerStream('verification-limits', {
      looser: limitsLooser(flattenLimits(TIER_LIMITS)),
      confirmRoles: ['admin', 'compliance'],
      decider: verificationLimitsDecider,
      streamOf: () => VERIFICATION_LIMITS_STREAM,
      afterAppend: (recorded, client) => writeToOutbox(client, verificationLimitsMessages(recorded)),
      read: async () => flattenLimits((await this.limits.current()).limits),
      commandOf: (_id, flat, { staffId, reason }) => ({
        type: 'ChangeVerificationLimits' as const,
        data: { limits: withBorrowLimits(unflattenLimits(flat)), staffId, reason },
      }),
    });
  }

  async execute({ staff, input }: ChangeVerificationLimitsCommand) {
    const requested = withBorrowLimits(input.limits);
    // The table's shape is checked before anything applies, so a bad row never applies half of a change.
    const decided = verificationLimitsDecider.decide(
      { type: 'ChangeVerificationLimits', data: { limits: requested, staffId: staff.staffId, reason: input.reason }, metadata: { now: this.clock.now().toISOString() } },
      verificationLimitsDecider.initialState(),
    );
    const proposal = await this.proposals.change('verification-limits', 'current', staff, flattenLimits(decided[0]!.data.limits), input.reason);
    return { limits: await this.limits.current(), proposal };
  }
}

/** The rows as recorded: a borrowing limit left out is `null`. */
const withBorrowLimits = (limits: ChangeVerificationLimitsDto['limits']) =>
  limits.map((row) => ({ ...row, borrowLimit: row.borrowLimit ?? null }));
