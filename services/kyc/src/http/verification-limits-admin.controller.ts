import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { VerificationLimitsQuery } from '../limits/verification-limits.query';
import { ChangeVerificationLimitsCommand } from '../use-cases/change-verification-limits/change-verification-limits.handler';
import { ChangeVerificationLimitsDto } from '../use-cases/change-verification-limits/change-verification-limits.request.dto';
import { VerificationLimitsSettingResponseDto } from './kyc.response.dto';

/** What each verification level allows: compliance and admins change it with a reason; support and the auditor read. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/verification-limits')
@UseGuards(StaffAuthGuard)
export class VerificationLimitsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: VerificationLimitsQuery,
  ) {}

  @Get('current')
  @Roles('admin', 'compliance', 'support', 'auditor')
  @ApiStaffAnswer(VerificationLimitsSettingResponseDto)
  async current() {
    return { data: await this.limits.current() };
  }

  @Put('current')
  @Roles('admin', 'compliance')
  @ApiStaffAnswer(VerificationLimitsSettingResponseDto)
  async change(@CurrentStaff() staff: StaffPrincipal, @Body() body: ChangeVerificationLimitsDto) {
    // A higher limit waits for a second compliance or admin member: `proposal` names it.
    const { limits, proposal } = await this.commands.execute(new ChangeVerificationLimitsCommand(staff, body));
    return { data: limits, proposal };
  }
}
