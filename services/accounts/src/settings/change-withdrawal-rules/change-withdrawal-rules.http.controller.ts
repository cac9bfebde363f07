import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, proposalView, PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { DomainError } from '../../domain-error';
import { REVIEWERS } from '../../staff-roles';
import { withdrawalRulesView } from '../withdrawal-rules-view';
import { ChangeWithdrawalRulesHandler } from './change-withdrawal-rules.handler';
import { WithdrawalRulesDto } from './change-withdrawal-rules.request.dto';

@StaffRoutes('api/v1/admin')
export class ChangeWithdrawalRulesController {
  constructor(private readonly handler: ChangeWithdrawalRulesHandler) {}

  @Put('withdrawal-rules/:id')
  @PublishedAs('FundingAdminController_changeWithdrawalRules')
  @Roles(...REVIEWERS)
  async changeWithdrawalRules(@Param('id', new PathKeyPipe()) id: string, @Body() body: WithdrawalRulesDto, @CurrentStaff() staff: StaffPrincipal) {
    if (id !== 'default') throw new DomainError('request.notFound');
    const { value: rules, proposal } = await this.handler.execute(staff, {
      windowFrom: body.window_from,
      windowTo: body.window_to,
      timeZone: body.time_zone,
      dailyCount: body.daily_count,
      minUsdt: body.min_usdt,
      maxUsdt: body.max_usdt,
      usdtChains: body.usdt_chains,
      feeRate: body.fee_rate,
      dualApprovalAboveUsdt: body.dual_approval_above,
      reviewHoldHours: body.review_hold_hours,
    }, body.reason ?? '');
    // A loosening waits for a second staff member: the answer is the rules in force and the proposal.
    return { data: { ...withdrawalRulesView(rules), proposal: proposal ? proposalView(proposal) : null } };
  }
}
