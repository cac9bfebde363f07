import { Body, Param, Put } from '@nestjs/common';
import { CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { LENDING_DECIDERS } from '../../lending-staff-roles';
import { lendingRulesView, oneRulesRecord } from '../lending-rules-record';
import { LendingRulesResponseDto } from '../queries/lending-rules.response.dto';
import { ChangeLendingRulesHandler } from './change-lending-rules.handler';
import { LendingRulesDto } from './change-lending-rules.request.dto';

/** Finance changes the lending rules: a lower repayment threshold applies at once, a higher one is a proposal another finance or admin member confirms. */
@StaffRoutes('api/v1/admin/lending-rules')
export class ChangeLendingRulesController {
  constructor(private readonly rules: ChangeLendingRulesHandler) {}

  @Put(':id')
  @PublishedAs('LendingAdminController_changeLendingRules')
  @StaffAnswer(LENDING_DECIDERS, LendingRulesResponseDto)
  async changeLendingRules(@CurrentStaff() staff: StaffPrincipal, @Param('id', new PathKeyPipe()) id: string, @Body() body: LendingRulesDto) {
    oneRulesRecord(id);
    const { proposal, ...rules } = await this.rules.change(staff, { repaymentDualApprovalAboveUsdt: body.repaymentDualApprovalAboveUsdt.trim() }, body.reason ?? '');
    // A loosening waits for a second staff member: the answer is the rules in force and the proposal.
    return { data: lendingRulesView(rules), proposal };
  }
}
