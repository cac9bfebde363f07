import { Injectable } from '@nestjs/common';
import { rulesSettingChange, type ChangeRules, type ProposalView } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import {
  checkLendingRules,
  LENDING_RULES_ID,
  LENDING_RULES_LOOSER,
  lendingRulesDecider,
  lendingRulesStream,
  type LendingRules,
} from '../domain/lending-rules';
import { LendingControlProposals } from '../lending-control-proposals';
import { LendingRulesQuery, type LendingRulesAsChanged } from '../queries/lending-rules.query';

export const LENDING_RULES_SETTING = 'lending-rules';

/**
 * Finance's lending rules behind four eyes (docs/security.md, "Insider: four eyes"): a lower
 * repayment threshold applies at once; a higher one waits for a second finance or admin member.
 */
@Injectable()
export class ChangeLendingRulesHandler {
  private readonly changeRules: ChangeRules<LendingRules>;

  constructor(
    private readonly rules: LendingRulesQuery,
    proposals: LendingControlProposals,
  ) {
    // The change's event names who applied it; a confirmed proposal's id and proposer go with it.
    this.changeRules = rulesSettingChange(proposals, LENDING_RULES_SETTING, LENDING_RULES_ID, {
      looser: LENDING_RULES_LOOSER,
      confirmRoles: ['admin', 'finance'],
      decider: lendingRulesDecider,
      streamOf: lendingRulesStream,
      command: 'ChangeLendingRules',
      read: (id) => this.rules.current(id),
      check: checkLendingRules,
    });
  }

  /** What tightens applies at once; what loosens is answered as the proposal another member confirms. */
  async change(staff: StaffPrincipal, rules: LendingRules, reason: string): Promise<LendingRulesAsChanged & { proposal: ProposalView | null }> {
    const proposal = await this.changeRules(staff, rules, reason);
    return { ...(await this.rules.asChanged()), proposal };
  }
}
