import { Body, Param, Put } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { CurrentStaff, PathKeyPipe, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { C2C_RULES_ID } from '../domain/c2c-rules';
import { C2cRulesResponseDto } from '../queries/c2c-rate.response.dto';
import { ChangeC2cRulesHandler } from './change-c2c-rules.handler';
import { C2cRulesDto } from './change-c2c-rules.request.dto';

/** Finance changes the completion threshold: a lower one applies at once, a higher one is a proposal another member confirms. */
@StaffRoutes('api/v1/admin/c2c/rules')
export class ChangeC2cRulesController {
  constructor(private readonly handler: ChangeC2cRulesHandler) {}

  @Put(':id')
  @StaffAnswer(C2C_FINANCE, C2cRulesResponseDto)
  async change(@CurrentStaff() staff: StaffPrincipal, @Param('id', new PathKeyPipe()) id: string, @Body() body: C2cRulesDto) {
    if (id !== C2C_RULES_ID) throw new DomainError('request.notFound');
    const { proposal, ...data } = await this.handler.change(staff, { completionDualApprovalAboveUsdt: body.completionDualApprovalAboveUsdt.trim() }, body.reason ?? '');
    return { data, proposal };
  }
}
