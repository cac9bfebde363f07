import { Injectable } from '@nestjs/common';
import { rulesSettingChange, type ChangeRules, type ProposalView } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_RULES_ID, C2C_RULES_LOOSER, c2cRulesDecider, c2cRulesStream, checkC2cRules, type C2cRules } from '../domain/c2c-rules';
import { C2cControlProposals } from '../c2c-control-proposals';
import { C2cRatesQuery } from '../queries/c2c-rates.query';

export const C2C_RULES_SETTING = 'c2c-rules';

/** Finance's completion threshold behind four eyes: a lower one applies at once, a higher one waits for a second member. */
@Injectable()
export class ChangeC2cRulesHandler {
  private readonly changeRules: ChangeRules<C2cRules>;

  constructor(
    private readonly rates: C2cRatesQuery,
    proposals: C2cControlProposals,
  ) {
    this.changeRules = rulesSettingChange(proposals, C2C_RULES_SETTING, C2C_RULES_ID, {
      looser: C2C_RULES_LOOSER,
      confirmRoles: ['admin', 'finance'],
      decider: c2cRulesDecider,
      streamOf: c2cRulesStream,
      command: 'ChangeC2cRules',
      read: (id) => this.rates.rules(id),
      check: checkC2cRules,
    });
  }

  async change(
    staff: StaffPrincipal,
    rules: C2cRules,
    reason: string,
  ): Promise<Awaited<ReturnType<C2cRatesQuery['rulesAsChanged']>> & { proposal: ProposalView | null }> {
    const proposal = await this.changeRules(staff, rules, reason);
    return { ...(await this.rates.rulesAsChanged()), proposal };
  }
}
