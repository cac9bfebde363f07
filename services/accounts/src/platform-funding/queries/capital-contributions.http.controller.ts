import { Get, Param } from '@nestjs/common';
import { StaffAnswer, StaffRoutes } from '@meridian/http';
import { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { CapitalContributions } from '../capital-contributions.service';
import { ContributionIdPipe } from '../contribution-id.pipe';

/**
 * The operator's capital entering the treasury (docs/security.md): proposed by one finance or admin
 * member, confirmed by another; auditors and support read them.
 */
@StaffRoutes('api/v1/admin/capital-contributions')
export class CapitalContributionsController {
  constructor(private readonly contributions: CapitalContributions) {}

  @Get()
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], CapitalContributionResponseDto, { list: true })
  async list() {
    const data = await this.contributions.list();
    return { data, total: data.length };
  }

  @Get(':id')
  @StaffAnswer(['admin', 'finance', 'support', 'auditor'], CapitalContributionResponseDto)
  async one(@Param('id', ContributionIdPipe) id: string) {
    return { data: await this.contributions.one(id) };
  }
}
