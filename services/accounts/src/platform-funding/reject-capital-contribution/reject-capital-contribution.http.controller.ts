import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, PublishedAs, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { ContributionIdPipe } from '../contribution-id.pipe';
import { RejectCapitalContributionHandler } from './reject-capital-contribution.handler';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/capital-contributions')
@UseGuards(StaffAuthGuard)
export class RejectCapitalContributionController {
  constructor(private readonly handler: RejectCapitalContributionHandler) {}

  @Post(':id/reject')
  @PublishedAs('CapitalContributionsController_reject')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', ContributionIdPipe) id: string, @Body() body: ReasonDto) {
    return { data: await this.handler.execute(staff, id, body.reason) };
  }
}
