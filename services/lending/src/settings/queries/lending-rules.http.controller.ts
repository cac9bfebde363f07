import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, PathKeyPipe, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { LENDING_READERS } from '../../lending-staff-roles';
import { lendingRulesView, oneRulesRecord } from '../lending-rules-record';
import { LendingRulesQuery } from './lending-rules.query';
import { LendingRulesResponseDto } from './lending-rules.response.dto';

/** The lending rules in force (one record, `default`): every staff member reads them, auditors included. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/lending-rules')
@UseGuards(StaffAuthGuard)
export class LendingRulesController {
  constructor(private readonly rules: LendingRulesQuery) {}

  @Get(':id')
  @PublishedAs('LendingAdminController_lendingRules')
  @Roles(...LENDING_READERS)
  @ApiStaffAnswer(LendingRulesResponseDto)
  async lendingRules(@Param('id', new PathKeyPipe()) id: string) {
    oneRulesRecord(id);
    return { data: lendingRulesView(await this.rules.asChanged()) };
  }
}
