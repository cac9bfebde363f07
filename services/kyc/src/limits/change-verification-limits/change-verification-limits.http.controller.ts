import { Body, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { VerificationLimitsSettingResponseDto } from '../queries/verification-limits.response.dto';
import { ChangeVerificationLimitsCommand } from './change-verification-limits.handler';
import { ChangeVerificationLimitsDto } from './change-verification-limits.request.dto';

/** What each verification level allows: compliance and admins change it with a reason. */
@StaffRoutes('api/v1/admin/verification-limits')
export class ChangeVerificationLimitsController {
  constructor(private readonly commands: CommandBus) {}

  @Put('current')
  @PublishedAs('VerificationLimitsAdminController_change')
  @StaffAnswer(['admin', 'compliance'], VerificationLimitsSettingResponseDto)
  async change(@CurrentStaff() staff: StaffPrincipal, @Body() body: ChangeVerificationLimitsDto) {
    // A higher limit waits for a second compliance or admin member: `proposal` names it.
    const { limits, proposal } = await this.commands.execute(new ChangeVerificationLimitsCommand(staff, body));
    return { data: limits, proposal };
  }
}
