import { Body, Post } from '@nestjs/common';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { ProposeCapitalContributionHandler } from './propose-capital-contribution.handler';
import { ProposeCapitalContributionDto } from './propose-capital-contribution.request.dto';

@StaffRoutes('api/v1/admin/capital-contributions')
export class ProposeCapitalContributionController {
  constructor(private readonly handler: ProposeCapitalContributionHandler) {}

  /** Moves nothing: a second, different member must confirm. The request id proposes once. */
  @Post()
  @PublishedAs('CapitalContributionsController_propose')
  @StaffAnswer(['admin', 'finance'], CapitalContributionResponseDto)
  async propose(@CurrentStaff() staff: StaffPrincipal, @Body() body: ProposeCapitalContributionDto) {
    return { data: await this.handler.execute(staff, body.requestId, body.amount, body.reason) };
  }
}
