import { Body, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { CurrentStaff, PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { UpdateStaffMemberHandler } from './update-staff-member.handler';
import { UpdateStaffBody } from './update-staff-member.request.dto';

@StaffRoutes('api/v1/admin/staff')
export class UpdateStaffMemberController {
  constructor(private readonly updateStaffMember: UpdateStaffMemberHandler) {}

  @Put(':id')
  @Roles('admin')
  @PublishedAs('AdminStaffController_update')
  async update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateStaffBody, @CurrentStaff() actor: StaffPrincipal) {
    return { data: await this.updateStaffMember.execute(id, { name: body.name, roles: body.roles, disabled: body.disabled ?? false }, actor.staffId) };
  }
}
