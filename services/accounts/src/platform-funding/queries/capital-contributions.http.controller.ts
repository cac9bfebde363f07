import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, Roles, StaffAuthGuard } from '@meridian/http';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { CapitalContributions } from '../capital-contributions.service';
import { ContributionIdPipe } from '../contribution-id.pipe';

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
}
