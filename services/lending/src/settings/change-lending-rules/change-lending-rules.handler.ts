import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import type { ProposalView, SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { LENDING_RULES_ID, LENDING_RULES_LOOSER, lendingRulesDecider, lendingRulesStream, type LendingRules, type LendingRulesCommand, type LendingRulesEvent } from '../domain/lending-rules';
import { LendingControlProposals } from '../lending-control-proposals';
import { LendingRulesQuery, type LendingRulesAsChanged } from '../queries/lending-rules.query';

export const LENDING_RULES_SETTING = 'lending-rules';

/**
 * Finance's lending rules behind four eyes (docs/security.md, "Insider: four eyes"): a lower
 * repayment threshold applies at once; a higher one waits for a second finance or admin member.
 */
@Injectable()
export class ChangeLendingRulesHandler {
  private readonly changeRules: ExecuteCommand<LendingRulesCommand, LendingRulesEvent, LendingRules>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rules: LendingRulesQuery,
    private readonly proposals: LendingControlProposals,
  ) {
    this.changeRules = commandHandling({ store, clock, decider: lendingRulesDecider, streamOf: lendingRulesStream });
    proposals.register<LendingRules>(LENDING_RULES_SETTING, {
      looser: LENDING_RULES_LOOSER,
      confirmRoles: ['admin', 'finance'],
      read: (id) => this.rules.current(id),
      apply: (id, rules, by) => this.apply(id, rules, by),
    });
  }

  /** What tightens applies at once; what loosens is answered as the proposal another member confirms. */
  async change(staff: StaffPrincipal, rules: LendingRules, reason: string): Promise<LendingRulesAsChanged & { proposal: ProposalView | null }> {
    // The value is checked before anything applies: a proposal never carries rules the decider refuses.
    lendingRulesDecider.decide({ type: 'ChangeLendingRules', data: { rules, staffId: staff.staffId, reason }, metadata: { now: this.clock.now().toISOString() } }, lendingRulesDecider.initialState());
    const proposal = await this.proposals.change(LENDING_RULES_SETTING, LENDING_RULES_ID, staff, rules, reason);
    return { ...(await this.rules.asChanged()), proposal };
  }

  /** The change's event names who applied it; a confirmed proposal's id and proposer go with it. */
  private async apply(id: string, rules: LendingRules, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const proposal = proposalId ? { proposalId, proposerId } : {};
    await this.changeRules(id, { type: 'ChangeLendingRules', data: { rules, staffId, reason, ...proposal } }, { metadata: { staffId, ...proposal } });
  }
}
