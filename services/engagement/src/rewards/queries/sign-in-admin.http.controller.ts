import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, pageOf, PathKeyPipe, Roles, StaffAuthGuard } from '@meridian/http';
import { ENGAGEMENT_READERS } from '../../engagement-staff-roles';
import { SignInRulesView } from './sign-in-rules-view';
import { SignInsStaffQueryDto } from './sign-ins.request.dto';
import { SignInStatusQuery } from './sign-in-status.query';
import { SignInRulesResponseDto, SignInStaffResponseDto } from './sign-in.response.dto';

/** The sign-in rules in force (one record, `default`) with what platform:rewards holds: every staff member reads them. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/sign-in-rules')
@UseGuards(StaffAuthGuard)
export class SignInRulesAdminController {
  constructor(private readonly view: SignInRulesView) {}

  @Get(':id')
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(SignInRulesResponseDto)
  async rules(@Param('id', new PathKeyPipe()) id: string) {
    this.view.oneRecord(id);
    return { data: await this.view.current() };
  }
}

/** Every sign-in, newest first, and what became of its reward. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/sign-ins')
@UseGuards(StaffAuthGuard)
export class SignInsAdminController {
  constructor(private readonly status: SignInStatusQuery) {}

  @Get()
  @Roles(...ENGAGEMENT_READERS)
  @ApiStaffAnswer(SignInStaffResponseDto, { list: true })
  async list(@Query() query: SignInsStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'signed_at');
    const { items, total } = await this.status.forStaff(query.customerId, { limit, offset });
    return { data: items, total };
  }
}
