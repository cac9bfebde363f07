import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Ctx, CurrentStaff, Roles, StaffAuthGuard, type RequestContext } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';
import { StaffMembers } from '../staff/staff-members';

class StaffLoginBody {
  @IsEmail({}, { message: 'email.invalid' })
  @MaxLength(254, { message: 'email.invalid' })
  email!: string;

  @IsString({ message: 'password.required' })
  @MaxLength(128, { message: 'auth.failed' })
  password!: string;
}

@ApiTags('admin')
@Controller('api/v1/admin/auth')
export class AdminAuthController {
  constructor(private readonly staff: StaffMembers) {}

  @Post('login')
  @HttpCode(200)
  async logIn(@Body() body: StaffLoginBody, @Ctx() ctx: RequestContext) {
    return { data: await this.staff.logIn(body.email, body.password, ctx.ip) };
  }

  @Get('me')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...STAFF_ROLES)
  async me(@CurrentStaff() staff: StaffPrincipal) {
    return { data: await this.staff.byId(staff.staffId) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...STAFF_ROLES)
  async logOut(@CurrentStaff() staff: StaffPrincipal) {
    await this.staff.logOut(staff.staffId, staff.sessionId);
    return { data: null };
  }
}
