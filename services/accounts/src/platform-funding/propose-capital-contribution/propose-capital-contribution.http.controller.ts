import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { ProposeCapitalContributionHandler } from './propose-capital-contribution.handler';
import { ProposeCapitalContributionDto } from './propose-capital-contribution.request.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/capital-contributions')
@UseGuards(StaffAuthGuard)
export class ProposeCapitalContributionController {
  constructor(private readonly handler: ProposeCapitalContributionHandler) {}

  /** Moves nothing: a second, different member must confirm. The request id proposes once. */
  @Post()
  @PublishedAs('CapitalContributionsController_propose')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async propose(@CurrentStaff() staff: StaffPrincipal, @Body() body: ProposeCapitalContributionDto) {
    return { data: await this.handler.execute(staff, body.requestId, body.amount, body.reason) };
  }
}
