import { Get, Param, Query } from '@nestjs/common';
import { PathKeyPipe, StaffAnswer, staffListPage, StaffRoutes } from '@meridian/http';
import { ENGAGEMENT_READERS } from '../../engagement-staff-roles';
import { SignInRulesView } from './sign-in-rules-view';
import { SignInsStaffQueryDto } from './sign-ins.request.dto';
import { SignInStatusQuery } from './sign-in-status.query';
import { SignInRulesResponseDto, SignInStaffResponseDto } from './sign-in.response.dto';

/** The sign-in rules in force (one record, `default`) with what platform:rewards holds: every staff member reads them. */
@StaffRoutes('api/v1/admin/sign-in-rules')
export class SignInRulesAdminController {
  constructor(private readonly view: SignInRulesView) {}

  @Get(':id')
  @StaffAnswer(ENGAGEMENT_READERS, SignInRulesResponseDto)
  async rules(@Param('id', new PathKeyPipe()) id: string) {
    this.view.oneRecord(id);
    return { data: await this.view.current() };
  }
}

/** Every sign-in, newest first, and what became of its reward. */
@StaffRoutes('api/v1/admin/sign-ins')
export class SignInsAdminController {
  constructor(private readonly status: SignInStatusQuery) {}

  @Get()
  @StaffAnswer(ENGAGEMENT_READERS, SignInStaffResponseDto, { list: true })
  async list(@Query() query: SignInsStaffQueryDto) {
    return staffListPage(query, (window) => this.status.forStaff(query.customerId, window));
  }
}
