import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, CurrentStaff, ReasonDto, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { ProposeCapitalContributionDto } from './capital-contribution.request.dto';
import { CapitalContributionResponseDto } from './capital-contribution.response.dto';
import { CapitalContributions } from './capital-contributions.service';
import { ContributionIdPipe } from './contribution-id.pipe';

/**
 * The operator's capital entering the treasury (docs/security.md): proposed by one finance or admin
 * member, confirmed by another; auditors and support read them.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/capital-contributions')
@UseGuards(StaffAuthGuard)
export class CapitalContributionsController {
  constructor(private readonly contributions: CapitalContributions) {}

  @Get()
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(CapitalContributionResponseDto, { list: true })
  async list() {
    const data = await this.contributions.list();
    return { data, total: data.length };
  }

  @Get(':id')
  @Roles('admin', 'finance', 'support', 'auditor')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async one(@Param('id', ContributionIdPipe) id: string) {
    return { data: await this.contributions.one(id) };
  }

  /** Moves nothing: a second, different member must confirm. The request id proposes once. */
  @Post()
  @Roles('admin', 'finance')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async propose(@CurrentStaff() staff: StaffPrincipal, @Body() body: ProposeCapitalContributionDto) {
    return { data: await this.contributions.propose(staff, body.requestId, body.amount, body.reason) };
  }

  /** The proposer cannot confirm; the confirmation credits the treasury from the bank's side. */
  @Post(':id/confirm')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async confirm(@CurrentStaff() staff: StaffPrincipal, @Param('id', ContributionIdPipe) id: string) {
    return { data: await this.contributions.confirm(staff, id) };
  }

  @Post(':id/reject')
  @Roles('admin', 'finance')
  @ApiStaffAnswer(CapitalContributionResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', ContributionIdPipe) id: string, @Body() body: ReasonDto) {
    return { data: await this.contributions.reject(staff, id, body.reason) };
  }
}
