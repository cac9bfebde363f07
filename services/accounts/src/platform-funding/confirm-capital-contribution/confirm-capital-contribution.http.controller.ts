import { Param, Post } from '@nestjs/common';
import { CurrentStaff, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { ContributionIdPipe } from '../contribution-id.pipe';
import { ConfirmCapitalContributionHandler } from './confirm-capital-contribution.handler';

@StaffRoutes('api/v1/admin/capital-contributions')
export class ConfirmCapitalContributionController {
  constructor(private readonly handler: ConfirmCapitalContributionHandler) {}

  /** The proposer cannot confirm; the confirmation credits the treasury from the bank's side. */
  @Post(':id/confirm')
  @PublishedAs('CapitalContributionsController_confirm')
  @StaffAnswer(['admin', 'finance'], CapitalContributionResponseDto)
  async confirm(@CurrentStaff() staff: StaffPrincipal, @Param('id', ContributionIdPipe) id: string) {
    return { data: await this.handler.execute(staff, id) };
  }
}
