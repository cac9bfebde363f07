import { Body, Controller, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { VerificationLimitsSettingResponseDto } from '../queries/verification-limits.response.dto';
import { ChangeVerificationLimitsCommand } from './change-verification-limits.handler';
import { ChangeVerificationLimitsDto } from './change-verification-limits.request.dto';

/** What each verification level allows: compliance and admins change it with a reason. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/verification-limits')
@UseGuards(StaffAuthGuard)
export class ChangeVerificationLimitsController {
  constructor(private readonly commands: CommandBus) {}

  @Put('current')
  @PublishedAs('VerificationLimitsAdminController_change')
  @Roles('admin', 'compliance')
  @ApiStaffAnswer(VerificationLimitsSettingResponseDto)
  async change(@CurrentStaff() staff: StaffPrincipal, @Body() body: ChangeVerificationLimitsDto) {
    // A higher limit waits for a second compliance or admin member: `proposal` names it.
    const { limits, proposal } = await this.commands.execute(new ChangeVerificationLimitsCommand(staff, body));
    return { data: limits, proposal };
  }
}
