import { Body, Post } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from '../queries/receiving-account.response.dto';
import { RegisterReceivingAccountHandler } from './register-receiving-account.handler';
import { RegisterReceivingAccountDto } from './register-receiving-account.request.dto';

/** Finance adds a receiving account to the registry; it is proposed until a different member confirms it. */
@StaffRoutes('api/v1/admin/c2c/receiving-accounts')
export class RegisterReceivingAccountController {
  constructor(private readonly handler: RegisterReceivingAccountHandler) {}

  @Post()
  @StaffAnswer(C2C_FINANCE, ReceivingAccountResponseDto, { status: 201 })
  async register(@CurrentStaff() staff: StaffPrincipal, @Body() body: RegisterReceivingAccountDto) {
    return { data: await this.handler.execute(staff, body) };
  }
}
