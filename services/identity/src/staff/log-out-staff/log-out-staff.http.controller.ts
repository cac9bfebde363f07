import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';

import { LogOutStaffHandler } from './log-out-staff.handler';

@ApiTags('admin')
@Controller('api/v1/admin/auth')
export class LogOutStaffController {
  constructor(private readonly logOutStaff: LogOutStaffHandler) {}

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...STAFF_ROLES)
  @PublishedAs('AdminAuthController_logOut')
  async logOut(@CurrentStaff() staff: StaffPrincipal) {
    await this.logOutStaff.execute(staff.staffId, staff.sessionId);
    return { data: null };
  }
}
