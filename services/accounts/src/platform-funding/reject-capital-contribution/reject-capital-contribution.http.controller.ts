import { Body, Param, Post } from '@nestjs/common';
import { CurrentStaff, PublishedAs, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { ContributionIdPipe } from '../contribution-id.pipe';
import { RejectCapitalContributionHandler } from './reject-capital-contribution.handler';

@StaffRoutes('api/v1/admin/capital-contributions')
export class RejectCapitalContributionController {
  constructor(private readonly handler: RejectCapitalContributionHandler) {}

  @Post(':id/reject')
  @PublishedAs('CapitalContributionsController_reject')
  @StaffAnswer(['admin', 'finance'], CapitalContributionResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', ContributionIdPipe) id: string, @Body() body: ReasonDto) {
    return { data: await this.handler.execute(staff, id, body.reason) };
  }
}
