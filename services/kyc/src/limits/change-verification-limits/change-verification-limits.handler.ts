import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TIER_LIMITS } from '@meridian/contracts';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import type { SettingChangeAuthor } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { KycControlProposals } from '../../kyc-control-proposals';
import { flattenLimits, limitsLooser, unflattenLimits, type FlatLimits } from '../domain/verification-limits-loosening';
import { VERIFICATION_LIMITS_STREAM, verificationLimitsDecider, type VerificationLimitsCommand, type VerificationLimitsEvent, type VerificationLimitsState } from '../domain/verification-limits.decider';
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
  private readonly changeLimits: ExecuteCommand<VerificationLimitsCommand, VerificationLimitsEvent, VerificationLimitsState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limits: VerificationLimitsQuery,
    private readonly proposals: KycControlProposals,
  ) {
    // One stream: the id the factory is given is ignored.
    this.changeLimits = commandHandling({
      store,
      clock,
      decider: verificationLimitsDecider,
      streamOf: () => VERIFICATION_LIMITS_STREAM,
      afterAppend: (recorded, client) => writeToOutbox(client, verificationLimitsMessages(recorded)),
    });
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
    const decided = verificationLimitsDecider.decide(
      { type: 'ChangeVerificationLimits', data: { limits: requested, staffId: staff.staffId, reason: input.reason }, metadata: { now: this.clock.now().toISOString() } },
      verificationLimitsDecider.initialState(),
    );
    const proposal = await this.proposals.change('verification-limits', 'current', staff, flattenLimits(decided[0]!.data.limits), input.reason);
    return { limits: await this.limits.current(), proposal };
  }

  /** The change's event names who applied it; a confirmed proposal's id and proposer go in its metadata. */
  private async change(limits: ChangeVerificationLimitsDto['limits'], { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const rows = limits.map((row) => ({ ...row, borrowLimit: row.borrowLimit ?? null }));
    await this.changeLimits(VERIFICATION_LIMITS_STREAM, { type: 'ChangeVerificationLimits', data: { limits: rows, staffId, reason } }, { metadata: { staffId, ...(proposalId ? { proposalId, proposerId } : {}) } });
  }
}
