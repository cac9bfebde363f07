import { Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CurrentStaff, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { C2C_FINANCE } from '../../c2c-staff-roles';
import { ReceivingAccountResponseDto } from '../queries/receiving-account.response.dto';
import { ConfirmReceivingAccountHandler } from './confirm-receiving-account.handler';

/** A second finance member confirms a proposed receiving account: from now support may match orders to it. */
@StaffRoutes('api/v1/admin/c2c/receiving-accounts')
export class ConfirmReceivingAccountController {
  constructor(private readonly handler: ConfirmReceivingAccountHandler) {}

  @Post(':id/confirm')
  @StaffAnswer(C2C_FINANCE, ReceivingAccountResponseDto, { status: 201 })
  async confirm(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.handler.execute(staff, id) };
  }
}
