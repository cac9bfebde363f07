import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import type { ProposalView, SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { REWARDS_DECIDERS } from '../../engagement-staff-roles';
import { EngagementControlProposals } from '../../engagement-control-proposals';
import {
  checkSignInRules,
  SIGN_IN_RULES_ID,
  SIGN_IN_RULES_LOOSER,
  signInRulesDecider,
  signInRulesStream,
  type SignInRules,
  type SignInRulesCommand,
  type SignInRulesEvent,
} from '../domain/sign-in-rules';
import { SignInRulesQuery } from '../queries/sign-in-rules.query';

export const SIGN_IN_RULES_SETTING = 'sign-in-rules';

/**
 * The sign-in rules behind four eyes (docs/security.md, "Insider: four eyes"): a lower reward or a
 * country added to the list applies at once; a higher reward or a country taken off waits for a
 * second finance or admin member.
 */
@Injectable()
export class ChangeSignInRulesHandler {
  private readonly changeRules: ExecuteCommand<SignInRulesCommand, SignInRulesEvent, SignInRules>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly rules: SignInRulesQuery,
    private readonly proposals: EngagementControlProposals,
  ) {
    this.changeRules = commandHandling({ store, clock, decider: signInRulesDecider, streamOf: signInRulesStream });
    proposals.register<SignInRules>(SIGN_IN_RULES_SETTING, {
      looser: SIGN_IN_RULES_LOOSER,
      confirmRoles: [...REWARDS_DECIDERS],
      read: (id) => this.rules.current(id),
      apply: (id, rules, by) => this.apply(id, rules, by),
    });
  }

  /** What tightens applies at once; what loosens is answered as the proposal another member confirms. */
  async change(staff: StaffPrincipal, requested: SignInRules, reason: string): Promise<ProposalView | null> {
    // Checked before anything applies: a proposal never carries rules the decider refuses.
    const rules = checkSignInRules(requested);
    return this.proposals.change(SIGN_IN_RULES_SETTING, SIGN_IN_RULES_ID, staff, rules, reason);
  }

  private async apply(id: string, rules: SignInRules, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const proposal = proposalId ? { proposalId, proposerId } : {};
    await this.changeRules(
      id,
      { type: 'ChangeSignInRules', data: { rules, staffId, reason, ...proposal } },
      { metadata: { staffId, ...proposal } },
    );
  }
}
