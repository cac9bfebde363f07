import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import { changeControlledSetting, type ChangeOutcome } from '../control-proposals';
import type { WithdrawalRules } from '../domain/withdrawal-rules';

/**
 * What tightens (or keeps) a control applies at once; what loosens one (a higher dual-approval
 * threshold, a shorter review hold, a higher limit, a lower fee...) becomes a proposal that takes
 * effect when another finance or admin staff member confirms it (settings/control-proposals.ts).
 * The rules and the proposal commit together, in one `FundingStore` transaction.
 */
@Injectable()
export class ChangeWithdrawalRulesHandler {
  constructor(private readonly funding: FundingStore) {}

  execute(staff: StaffPrincipal, rules: WithdrawalRules, reason = ''): Promise<ChangeOutcome<WithdrawalRules>> {
    return this.funding.transaction((tx) => changeControlledSetting(tx, 'withdrawal-rules', 'default', staff, rules, reason));
  }
}
