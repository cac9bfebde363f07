import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import type { ProposalView, SettingChangeAuthor } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { C2C_RULES_ID, C2C_RULES_LOOSER, c2cRulesDecider, c2cRulesStream, type C2cRules, type C2cRulesCommand, type C2cRulesEvent } from '../domain/c2c-rules';
import { C2cControlProposals } from '../c2c-control-proposals';
import { C2cRatesQuery } from '../queries/c2c-rates.query';

export const C2C_RULES_SETTING = 'c2c-rules';

/** Finance's completion threshold behind four eyes: a lower one applies at once, a higher one waits for a second member. */
@Injectable()
export class ChangeC2cRulesHandler {
  private readonly changeRules: ExecuteCommand<C2cRulesCommand, C2cRulesEvent, C2cRules>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rates: C2cRatesQuery,
    private readonly proposals: C2cControlProposals,
  ) {
    this.changeRules = commandHandling({ store, clock, decider: c2cRulesDecider, streamOf: c2cRulesStream });
    proposals.register<C2cRules>(C2C_RULES_SETTING, {
      looser: C2C_RULES_LOOSER,
      confirmRoles: ['admin', 'finance'],
      read: (id) => this.rates.rules(id),
      apply: (id, rules, by) => this.apply(id, rules, by),
    });
  }

  async change(staff: StaffPrincipal, rules: C2cRules, reason: string): Promise<Awaited<ReturnType<C2cRatesQuery['rulesAsChanged']>> & { proposal: ProposalView | null }> {
    c2cRulesDecider.decide({ type: 'ChangeC2cRules', data: { rules, staffId: staff.staffId, reason }, metadata: { now: this.clock.now().toISOString() } }, c2cRulesDecider.initialState());
    const proposal = await this.proposals.change(C2C_RULES_SETTING, C2C_RULES_ID, staff, rules, reason);
    return { ...(await this.rates.rulesAsChanged()), proposal };
  }

  private async apply(id: string, rules: C2cRules, { staffId, reason, proposalId, proposerId }: SettingChangeAuthor): Promise<void> {
    const proposal = proposalId ? { proposalId, proposerId } : {};
    await this.changeRules(id, { type: 'ChangeC2cRules', data: { rules, staffId, reason, ...proposal } }, { metadata: { staffId, ...proposal } });
  }
}
