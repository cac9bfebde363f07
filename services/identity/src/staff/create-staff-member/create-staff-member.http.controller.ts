import { Body, Post } from '@nestjs/common';
import { CurrentStaff, PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { CreateStaffMemberHandler } from './create-staff-member.handler';
import { CreateStaffBody } from './create-staff-member.request.dto';

@StaffRoutes('api/v1/admin/staff')
export class CreateStaffMemberController {
  constructor(private readonly createStaffMember: CreateStaffMemberHandler) {}

  @Post()
  @Roles('admin')
  @PublishedAs('AdminStaffController_create')
  async create(@Body() body: CreateStaffBody, @CurrentStaff() actor: StaffPrincipal) {
    return { data: await this.createStaffMember.execute(body, actor.staffId) };
  }
}
