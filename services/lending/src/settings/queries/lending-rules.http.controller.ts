import { Get, Param } from '@nestjs/common';
import { PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import { LENDING_READERS } from '../../lending-staff-roles';
import { lendingRulesView, oneRulesRecord } from '../lending-rules-record';
import { LendingRulesQuery } from './lending-rules.query';
import { LendingRulesResponseDto } from './lending-rules.response.dto';

/** The lending rules in force (one record, `default`): every staff member reads them, auditors included. */
@StaffRoutes('api/v1/admin/lending-rules')
export class LendingRulesController {
  constructor(private readonly rules: LendingRulesQuery) {}

  @Get(':id')
  @PublishedAs('LendingAdminController_lendingRules')
  @StaffAnswer(LENDING_READERS, LendingRulesResponseDto)
  async lendingRules(@Param('id', new PathKeyPipe()) id: string) {
    oneRulesRecord(id);
    return { data: lendingRulesView(await this.rules.asChanged()) };
  }
}
