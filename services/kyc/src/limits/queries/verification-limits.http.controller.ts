import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, PublishedAs, silent, StaffAnswer, StaffRoutes } from '@meridian/http';
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
@StaffRoutes('api/v1/admin/verification-limits')
export class VerificationLimitsAdminController {
  constructor(private readonly limits: VerificationLimitsQuery) {}

  @Get('current')
  @StaffAnswer(['admin', 'compliance', 'support', 'auditor'], VerificationLimitsSettingResponseDto)
  async current() {
    return { data: await this.limits.current() };
  }
}
