import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AppError, CurrentStaff, pageOf, PublishedAs, Roles, StaffAuthGuard, StaffListQueryDto, StaffRoutes } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';

import { StaffQuery } from './staff.query';

/** Who is logged in to the back office. */
@ApiTags('admin')
@Controller('api/v1/admin/auth')
export class StaffSessionController {
  constructor(private readonly members: StaffQuery) {}

  @Get('me')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...STAFF_ROLES)
  @PublishedAs('AdminAuthController_me')
  async me(@CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.members.byId(staff.staffId) };
  }
}

/** Staff accounts: admins manage them; auditors may read them. */
@StaffRoutes('api/v1/admin/staff')
export class StaffListController {
  constructor(private readonly members: StaffQuery) {}

  @Get()
  @Roles('admin', 'auditor')
  @PublishedAs('AdminStaffController_list')
  list(@Query() query: StaffListQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'created_at');
    return this.members.list({ limit, offset });
  }

  @Get(':id')
  @Roles('admin', 'auditor')
  @PublishedAs('AdminStaffController_one')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    const member = await this.members.byId(id);
    if (!member) throw new AppError('request.notFound', 404, 404);
    return { data: member };
  }
}
