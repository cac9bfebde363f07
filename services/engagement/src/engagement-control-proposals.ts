import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { LooseningRules } from '@meridian/decider';
import type { Decider, EventStore } from '@meridian/eventstore';
import { ControlProposalDesk, type ProposalView } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { REWARDS_DECIDERS } from './engagement-staff-roles';
import type { ChangeRulesCommand, RulesChangedEvent } from './shared/domain/rules-setting';

/** A rewards rules setting kept on its own stream, as the desk reaches it. */
interface RulesSetting<Rules extends object, CommandType extends string, EventType extends string> {
  looser: LooseningRules<Rules>;
  decider: Decider<ChangeRulesCommand<CommandType, Rules>, RulesChangedEvent<EventType, Rules>, Rules>;
  streamOf: (id: string) => string;
  /** The setting's command type. */
  command: CommandType;
  read: (id: string) => Promise<Rules>;
  /** The rules as the decider would record them, or its refusal. */
  check: (rules: Rules) => Rules;
}

/** How a staff member changes a rules setting: the proposal, when what they asked loosens a control. */
export type ChangeRules<Rules> = (staff: StaffPrincipal, requested: Rules, reason: string) => Promise<ProposalView | null>;

/** Engagement's control-change proposals (the sign-in and referral rules), behind `/admin/proposals/engagement`. */
@Injectable()
export class EngagementControlProposals extends ControlProposalDesk {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(PG_POOL) pool: Pool, @Inject(CLOCK) clock: Clock) {
    super(store, pool, 'engagement', () => clock.now().toISOString());
  }

  /**
   * Puts a rewards rules setting (rewards are money) behind four eyes, finance or an admin confirming
   * what loosens. Answers how a staff member changes it: the rules are checked before anything
   * applies, so a proposal never carries rules the decider refuses; what tightens applies at once,
   * what loosens is answered as the proposal another member confirms.
   */
  registerRules<Rules extends object, CommandType extends string, EventType extends string>(
    setting: string,
    id: string,
    { command, check, ...rules }: RulesSetting<Rules, CommandType, EventType>,
  ): ChangeRules<Rules> {
    this.registerStream(setting, {
      ...rules,
      confirmRoles: [...REWARDS_DECIDERS],
      commandOf: (_id, value, by) => ({ type: command, data: { rules: value, ...by } }),
    });
    return (staff, requested, reason) => this.change(setting, id, staff, check(requested), reason);
  }
}
