import { Body, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentStaff, ReasonDto, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from '../queries/receiving-account.response.dto';
import { RetireReceivingAccountHandler } from './retire-receiving-account.handler';

/** Finance retires a receiving account at once, with a reason. */
@StaffRoutes('api/v1/admin/c2c/receiving-accounts')
export class RetireReceivingAccountController {
  constructor(private readonly handler: RetireReceivingAccountHandler) {}

  @Post(':id/retire')
  @StaffAnswer(C2C_FINANCE, ReceivingAccountResponseDto, { status: 201 })
  async retire(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.handler.execute(staff, id, body.reason) };
  }
}
