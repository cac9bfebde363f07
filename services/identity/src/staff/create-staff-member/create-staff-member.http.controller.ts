import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PublishedAs, Roles, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';

import { CreateStaffMemberHandler } from './create-staff-member.handler';
import { CreateStaffBody } from './create-staff-member.request.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/staff')
@UseGuards(StaffAuthGuard)
export class CreateStaffMemberController {
  constructor(private readonly createStaffMember: CreateStaffMemberHandler) {}

  @Post()
  @Roles('admin')
  @PublishedAs('AdminStaffController_create')
  async create(@Body() body: CreateStaffBody, @CurrentStaff() actor: StaffPrincipal) {
    return { data: await this.createStaffMember.execute(body, actor.staffId) };
  }
}
