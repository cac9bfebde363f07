import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Ctx, PublishedAs, type RequestContext } from '@meridian/http';

import { LogInStaffHandler } from './log-in-staff.handler';
import { StaffLoginBody } from './log-in-staff.request.dto';

@ApiTags('admin')
@Controller('api/v1/admin/auth')
export class LogInStaffController {
  constructor(private readonly logInStaff: LogInStaffHandler) {}

  @Post('login')
  @HttpCode(200)
  @PublishedAs('AdminAuthController_logIn')
  async logIn(@Body() body: StaffLoginBody, @Ctx() ctx: RequestContext) {
    return { data: await this.logInStaff.execute(body.email, body.password, ctx.ip) };
  }
}
