import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiStaffAnswer, PublishedAs, Roles, silent, StaffAuthGuard } from '@meridian/http';
import { VerificationLimitsQuery } from './verification-limits.query';
import { TierLimitsResponseDto, VerificationLimitsSettingResponseDto } from './verification-limits.response.dto';

/** Published: what each level of verification allows. */
@ApiTags('kyc')
@Controller('api/v1/kyc/limits')
export class TierLimitsController {
  constructor(private readonly limitsTable: VerificationLimitsQuery) {}

  @Get()
  @PublishedAs('KycController_limits')
  @ApiEnvelope(TierLimitsResponseDto, { list: true })
  async limits() {
    return silent({ items: (await this.limitsTable.current()).limits });
  }
}

/** The limits table with who changed it last and why: compliance and admins, support and the auditor read it. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/verification-limits')
@UseGuards(StaffAuthGuard)
export class VerificationLimitsAdminController {
  constructor(private readonly limits: VerificationLimitsQuery) {}

  @Get('current')
  @Roles('admin', 'compliance', 'support', 'auditor')
  @ApiStaffAnswer(VerificationLimitsSettingResponseDto)
  async current() {
    return { data: await this.limits.current() };
  }
}
