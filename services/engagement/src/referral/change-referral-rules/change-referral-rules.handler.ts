import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import type { ProposalView, SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { EngagementControlProposals } from '../../engagement-control-proposals';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import {
  checkReferralRules,
  REFERRAL_RULES_ID,
  REFERRAL_RULES_LOOSER,
  referralRulesDecider,
  referralRulesStream,
  type ReferralRules,
  type ReferralRulesCommand,
  type ReferralRulesEvent,
} from '../domain/referral-rules';
import { ReferralRulesQuery } from '../queries/referral-rules.query';

export const REFERRAL_RULES_SETTING = 'referral-rules';

/**
 * The referral rules behind four eyes (docs/referral.md): a lower rate or a shallower programme applies
 * at once; a higher rate, a deeper programme or a changed country depth waits for a second finance or
 * admin member.
 */
@Injectable()
export class ChangeReferralRulesHandler {
  private readonly changeRules: ExecuteCommand<ReferralRulesCommand, ReferralRulesEvent, ReferralRules>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly rules: ReferralRulesQuery,
    private readonly proposals: EngagementControlProposals,
  ) {
    this.changeRules = commandHandling({ store, clock, decider: referralRulesDecider, streamOf: referralRulesStream });
    proposals.register<ReferralRules>(REFERRAL_RULES_SETTING, {
      looser: REFERRAL_RULES_LOOSER,
      confirmRoles: [...REWARDS_DECIDERS],
      read: (id) => this.rules.current(id),
      apply: (id, rules, by) => this.apply(id, rules, by),
    });
  }

  async change(staff: StaffPrincipal, requested: ReferralRules, reason: string): Promise<ProposalView | null> {
    const rules = checkReferralRules(requested);
    return this.proposals.change(REFERRAL_RULES_SETTING, REFERRAL_RULES_ID, staff, rules, reason);
  }

  private async apply(id: string, rules: ReferralRules, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const proposal = proposalId ? { proposalId, proposerId } : {};
    await this.changeRules(
      id,
      { type: 'ChangeReferralRules', data: { rules, staffId, reason, ...proposal } },
      { metadata: { staffId, ...proposal } },
    );
  }
}
