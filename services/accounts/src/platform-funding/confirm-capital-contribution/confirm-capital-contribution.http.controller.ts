import { Controller, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { ContributionIdPipe } from '../contribution-id.pipe';
import { ConfirmCapitalContributionHandler } from './confirm-capital-contribution.handler';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/capital-contributions')
@UseGuards(StaffAuthGuard)
export class ConfirmCapitalContributionController {
  constructor(private readonly handler: ConfirmCapitalContributionHandler) {}

  /** The proposer cannot confirm; the confirmation credits the treasury from the bank's side. */
  @Post(':id/confirm')
  @PublishedAs('CapitalContributionsController_confirm')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async confirm(@CurrentStaff() staff: StaffPrincipal, @Param('id', ContributionIdPipe) id: string) {
    return { data: await this.handler.execute(staff, id) };
  }
}
